'use client';

import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useSession } from 'next-auth/react';
import { useId, useState, type FormEvent } from 'react';
import type { PackToAdd } from '@/features/basket/addToBasket';
import { AddedFeedback, type AddOutcome } from '@/features/basket/AddedFeedback';
import type { Locale } from '@/i18n/locales';

export type PackOptionChoice = { id: string; label: string; values: { id: string; label: string }[] };

type Feedback = { kind: 'missing'; labels: string } | { kind: 'added'; outcome: AddOutcome } | null;

/**
 * The option pickers of an orderable pack (one value per option) and its "Ajouter au panier"
 * button: the browser's basket for visitors, the server's once signed in.
 */
export function PackOrderForm({
  packHeadingId,
  options,
  pack,
  lang,
}: {
  /** The pack's heading, read after the button's name: "Ajouter au panier, Duo des marées". */
  packHeadingId: string;
  options: PackOptionChoice[];
  pack: Omit<PackToAdd, 'options'>;
  lang: Locale;
}) {
  const formId = useId();
  const { status } = useSession();
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [pending, setPending] = useState(false);

  const choose = (optionId: string, valueId: string | null) => {
    // An exclusive group hands null when the chosen value is clicked again: keep the choice.
    if (valueId === null) return;
    setChoices((current) => ({ ...current, [optionId]: valueId }));
    setFeedback(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = options.filter((option) => !choices[option.id]);
    if (missing.length > 0) {
      setFeedback({ kind: 'missing', labels: missing.map((option) => option.label).join(', ') });
      return;
    }
    setPending(true);
    const chosen = options.map((option) => ({ pack_option_id: option.id, pack_option_value_id: choices[option.id]! }));
    const variant = options
      .map((option) => option.values.find((value) => value.id === choices[option.id])?.label)
      .join(' / ');
    // The basket's code comes with the first add: the campaign page's first load stays light.
    const { addToBasket } = await import('@/features/basket/addToBasket');
    const failure = await addToBasket(
      { ...pack, options: chosen, analytics: { ...pack.analytics, variant: variant || undefined } },
      status === 'authenticated',
      lang,
    );
    setPending(false);
    setFeedback({ kind: 'added', outcome: failure ?? 'added' });
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
      <Button type="submit" variant="contained" aria-describedby={packHeadingId} loading={pending}>
        <Trans>Ajouter au panier</Trans>
      </Button>
      <Typography role="status" variant="body2">
        {feedback?.kind === 'missing' && <MissingChoices labels={feedback.labels} />}
        {feedback?.kind === 'added' && <AddedFeedback outcome={feedback.outcome} lang={lang} />}
      </Typography>
    </Box>
  );
}

function MissingChoices({ labels }: { labels: string }) {
  return <Trans>Choisissez d’abord : {labels}.</Trans>;
}
