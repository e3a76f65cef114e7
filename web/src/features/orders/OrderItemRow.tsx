'use client';

import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatMoney } from '@/i18n/money';
import { OptionValue } from '@/features/basket/OptionValue';
import { EstimatedDelivery } from '@/ui/EstimatedDelivery';
import { nativeSelectSlotProps } from '@/ui/nativeSelect';
import { useNotify } from '@/ui/notifications/NotificationProvider';
import { SetOrderOptionDocument, type OrderDetailsFragment } from '@/graphql/generated/graphql';
import { graphqlLanguage, type Locale } from '@/i18n/locales';

type Item = OrderDetailsFragment['items'][number];

/** One ordered pack with its option values; they can still be changed while `editable`. */
export function OrderItemRow({
  orderId,
  item,
  line,
  editable,
  lang,
}: {
  orderId: string;
  item: Item;
  /** 1 for the first line of the order, as setOrderOption counts. */
  line: number;
  editable: boolean;
  lang: Locale;
}) {
  const { t } = useLingui();
  const notify = useNotify();
  const [editing, setEditing] = useState(false);
  const [choices, setChoices] = useState<Record<string, string>>(() =>
    Object.fromEntries(item.options.map((choice) => [choice.option.id, choice.value.id])),
  );
  const [save, { loading }] = useMutation(SetOrderOptionDocument);

  const submit = async () => {
    try {
      await save({
        variables: {
          lang: graphqlLanguage(lang),
          orderId,
          packId: item.pack.id,
          line,
          options: item.pack.options.map((option) => ({ optionId: option.id, valueId: choices[option.id] ?? '' })),
        },
      });
      setEditing(false);
      notify(t`Options enregistrées.`);
    } catch {
      notify(t`Les options n’ont pas pu être changées.`, 'error');
    }
  };

  return (
    <Box
      component="li"
      sx={{ display: 'grid', gap: 1, py: 1.5, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <div>
          <Typography sx={{ fontWeight: 600 }}>
            {item.quantity} × {item.pack.label}
          </Typography>
          {!editing &&
            item.options.map((choice) => (
              <Typography key={choice.option.id} variant="body2" sx={{ color: 'text.secondary' }}>
                <OptionValue option={choice.option.label} value={choice.value.label} />
              </Typography>
            ))}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <EstimatedDelivery month={item.pack.estimatedDelivery} lang={lang} />
          </Typography>
        </div>
        <Typography>{formatMoney(item.unitPrice.cents * item.quantity, lang)}</Typography>
      </Box>
      {editing && (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {item.pack.options.map((option) => (
            <TextField
              key={option.id}
              select
              size="small"
              label={option.label}
              value={choices[option.id] ?? ''}
              onChange={(event) => setChoices((current) => ({ ...current, [option.id]: event.target.value }))}
              slotProps={nativeSelectSlotProps}
            >
              {option.values.map((value) => (
                <option key={value.id} value={value.id}>
                  {value.label}
                </option>
              ))}
            </TextField>
          ))}
        </Box>
      )}
      {editable && item.pack.options.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1 }}>
          {editing ? (
            <>
              <Button size="small" variant="contained" onClick={() => void submit()} loading={loading}>
                <Trans>Enregistrer les options</Trans>
              </Button>
              <Button size="small" onClick={() => setEditing(false)}>
                <Trans>Annuler</Trans>
              </Button>
            </>
          ) : (
            <Button size="small" onClick={() => setEditing(true)}>
              <Trans>Changer les options</Trans>
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
