'use client';

import { Trans } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { PopupDialog } from './PopupDialog';

export interface ConfirmationDialogProps {
  open: boolean;
  text: ReactNode;
  /** Defaults to "Confirmation". */
  title?: ReactNode;
  /** Defaults to "Oui". */
  yesLabel?: ReactNode;
  /** Defaults to "Non". */
  noLabel?: ReactNode;
  /** One button only; closing the dialog in any way counts as yes. */
  alert?: boolean;
  onYes: () => void;
  /** Called on "no" and when the dialog is closed without answering (Escape, click outside). */
  onNo?: () => void;
}

/** Asks the shopper to confirm an action, or (alert mode) tells them something they must acknowledge. */
export function ConfirmationDialog({
  open,
  text,
  title,
  yesLabel,
  noLabel,
  alert = false,
  onYes,
  onNo,
}: ConfirmationDialogProps) {
  const titleId = useId();
  const textId = useId();
  const close = alert ? onYes : onNo;
  return (
    <PopupDialog
      open={open}
      onClose={() => close?.()}
      aria-labelledby={titleId}
      aria-describedby={textId}
      role={alert ? 'alertdialog' : 'dialog'}
    >
      <DialogTitle id={titleId}>{title ?? <Trans>Confirmation</Trans>}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          {text}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {!alert && (
          <Button onClick={() => onNo?.()} color="inherit">
            {noLabel ?? <Trans>Non</Trans>}
          </Button>
        )}
        <Button onClick={onYes} variant="contained" autoFocus>
          {yesLabel ?? <Trans>Oui</Trans>}
        </Button>
      </DialogActions>
    </PopupDialog>
  );
}
