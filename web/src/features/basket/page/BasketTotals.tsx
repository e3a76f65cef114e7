'use client';

import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Locale } from '@/i18n/locales';
import type { BasketView } from '../basketView';
import { formatMoney } from '@/i18n/money';

/** Items, delivery (one shipment per campaign) and total, announced politely when they change. */
export function BasketTotals({ basket, lang }: { basket: BasketView; lang: Locale }) {
  const shipments = basket.groups.length;
  const items = formatMoney(basket.itemsCents, lang);
  const delivery = basket.deliveryCents === null ? null : formatMoney(basket.deliveryCents, lang);
  const total = formatMoney(basket.totalCents, lang);
  return (
    <Box
      component="dl"
      aria-live="polite"
      aria-atomic="true"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        rowGap: 1,
        '& dd': { m: 0, textAlign: 'right' },
        '& .total': { fontWeight: 700, fontSize: '1.25rem' },
      }}
    >
      <dt>
        <Trans>Articles</Trans>
      </dt>
      <dd>{items}</dd>
      <dt>{shipments > 1 ? <Trans>Livraison ({shipments} envois)</Trans> : <Trans>Livraison</Trans>}</dt>
      <dd>{delivery ?? <Trans>selon le pays</Trans>}</dd>
      <Typography component="dt" className="total">
        <Trans>Total</Trans>
      </Typography>
      <Typography component="dd" className="total">
        {total}
      </Typography>
    </Box>
  );
}
