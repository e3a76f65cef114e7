'use client';

import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';

export type PackOptionChoice = { id: string; label: string; values: { id: string; label: string }[] };

type Feedback = { kind: 'missing'; labels: string } | { kind: 'basketSoon' } | null;

/**
 * The option pickers of an orderable pack (one value per option) and its "Ajouter au panier"
 * button. The basket comes in a later issue: until then a complete choice answers with an inline
 * note that the basket opens soon.
 */
export function PackOrderForm({
  packHeadingId,
  options,
}: {
  /** The pack's heading, read after the button's name: "Ajouter au panier, Duo des marées". */
  packHeadingId: string;
  options: PackOptionChoice[];
}) {
  const formId = useId();
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [feedback, setFeedback] = useState<Feedback>(null);

  const choose = (optionId: string, valueId: string | null) => {
    // An exclusive group hands null when the chosen value is clicked again: keep the choice.
    if (valueId === null) return;
    setChoices((current) => ({ ...current, [optionId]: valueId }));
    setFeedback(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = options.filter((option) => !choices[option.id]);
    setFeedback(
      missing.length > 0
        ? { kind: 'missing', labels: missing.map((option) => option.label).join(', ') }
        : { kind: 'basketSoon' },
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      {options.map((option) => {
        const labelId = `${formId}-${option.id}`;
        return (
          <div key={option.id}>
            <Typography id={labelId} variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
              {option.label}
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={choices[option.id] ?? null}
              onChange={(_, valueId: string | null) => choose(option.id, valueId)}
              aria-labelledby={labelId}
              sx={{
                flexWrap: 'wrap',
                gap: 1,
                '& .MuiToggleButtonGroup-grouped': {
                  m: 0,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                  color: 'text.primary',
                  px: 1.5,
                },
                '& .MuiToggleButtonGroup-grouped.Mui-selected, & .MuiToggleButtonGroup-grouped.Mui-selected:hover': {
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  borderColor: 'primary.main',
                },
              }}
            >
              {option.values.map((value) => (
                <ToggleButton key={value.id} value={value.id}>
                  {value.label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </div>
        );
      })}
      <Button type="submit" variant="contained" aria-describedby={packHeadingId}>
        <Trans>Ajouter au panier</Trans>
      </Button>
      <Typography role="status" variant="body2">
        {feedback?.kind === 'missing' && <MissingChoices labels={feedback.labels} />}
        {feedback?.kind === 'basketSoon' && (
          <Trans>
            Bientôt disponible : le panier ouvre très prochainement, votre choix n’est pas encore enregistré.
          </Trans>
        )}
      </Typography>
    </Box>
  );
}

function MissingChoices({ labels }: { labels: string }) {
  return <Trans>Choisissez d’abord : {labels}.</Trans>;
}
