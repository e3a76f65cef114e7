'use client';

import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

const COMMENT_MAX = 500;

/** How the contribution appears in the campaign's participation list: a comment, and the name or not. */
export function ParticipationFields({
  comment,
  anonymous,
  onComment,
  onAnonymous,
}: {
  comment: string;
  anonymous: boolean;
  onComment: (comment: string) => void;
  onAnonymous: (anonymous: boolean) => void;
}) {
  const { t } = useLingui();
  const helpId = useId();
  const left = COMMENT_MAX - comment.length;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label={t`Message (facultatif)`}
        multiline
        minRows={2}
        value={comment}
        onChange={(event) => onComment(event.target.value.slice(0, COMMENT_MAX))}
        helperText={t`Un mot pour le porteur de projet, affiché dans la liste des contributions une fois le paiement confirmé. ${left} caractères restants.`}
        fullWidth
      />
      <div>
        <FormControlLabel
          control={
            <Switch
              checked={anonymous}
              onChange={(event) => onAnonymous(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': helpId } }}
            />
          }
          label={t`Contribuer anonymement`}
        />
        <Typography id={helpId} variant="body2" sx={{ color: 'text.secondary' }}>
          <Trans>
            Votre nom n’apparaîtra pas dans la liste des contributions de la campagne ; le montant et votre message
            restent visibles. Vous pourrez changer d’avis depuis la page de la commande.
          </Trans>
        </Typography>
      </div>
    </Box>
  );
}
