'use client';

import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GroupView } from '@/features/basket/basketView';
import { EstimatedDelivery } from '@/ui/EstimatedDelivery';
import { formatMoney } from '@/i18n/money';
import { OptionValue } from '@/features/basket/OptionValue';
import type { Locale } from '@/i18n/locales';

/** What is being ordered: the campaign's lines, delivery and total. */
export function CheckoutSummary({
  group,
  deliveryCents,
  lang,
}: {
  group: GroupView;
  deliveryCents: number | null;
  lang: Locale;
}) {
  const delivery = deliveryCents === null ? null : formatMoney(deliveryCents, lang);
  const total = formatMoney(group.itemsCents + (deliveryCents ?? 0), lang);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {group.lines.map((line) => (
          <Box component="li" key={line.id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <div>
              <Typography sx={{ fontWeight: 600 }}>
                {line.quantity} × {line.packLabel}
              </Typography>
              {line.optionLabels.map((choice) => (
                <Typography key={choice.option} variant="body2" sx={{ color: 'text.secondary' }}>
                  <OptionValue option={choice.option} value={choice.value} />
                </Typography>
              ))}
              {line.deliveryMonth && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  <EstimatedDelivery month={line.deliveryMonth} lang={lang} />
                </Typography>
              )}
            </div>
            <Typography>{formatMoney(line.lineCents, lang)}</Typography>
          </Box>
        ))}
      </Box>
      <Box
        component="dl"
        aria-live="polite"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          rowGap: 0.5,
          '& dd': { m: 0, textAlign: 'right' },
        }}
      >
        <dt>
          <Trans>Livraison</Trans>
        </dt>
        <dd>{delivery ?? <Trans>à choisir dans le panier</Trans>}</dd>
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          <Trans>Total</Trans>
        </Typography>
        <Typography component="dd" sx={{ fontWeight: 700 }}>
          {total}
        </Typography>
      </Box>
    </Box>
  );
}
