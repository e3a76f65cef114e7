'use client';

import Dialog, { type DialogProps } from '@mui/material/Dialog';
import { popupSizeSx } from './popupSize';

/** A modal dialog with the shared popup size. */
export function PopupDialog({ slotProps, ...props }: DialogProps) {
  return <Dialog maxWidth={false} {...props} slotProps={{ ...slotProps, paper: { sx: popupSizeSx } }} />;
}
