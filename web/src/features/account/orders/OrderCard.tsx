'use client';

import { Plural, Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { formatDate } from '@/i18n/format';
import type { OrderSummaryFragment } from '@/graphql/generated/graphql';
import { localePath, type Locale } from '@/i18n/locales';
import { formatMoney } from '@/i18n/money';
import { IntentLink } from '@/ui/PrefetchOnIntent';
import { OrderStatusChip } from './OrderStatusChip';

/** One order: its campaign, status, date, number of items and total, in the reader's formats. */
export function OrderCard({ order, lang }: { order: OrderSummaryFragment; lang: Locale }) {
  const number = order.id;
  const date = formatDate(order.createdAt, lang);
  const total = formatMoney(order.totalAmount.cents, lang);
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h3" variant="h3" sx={{ fontSize: '1.125rem' }}>
          {order.campaign.title}
        </Typography>
        <OrderStatusChip status={order.status} />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <Trans>
          Commande n° {number} du {date}
        </Trans>
        {' · '}
        <Plural value={count} one="# article" other="# articles" />
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>
          <Trans>Total : {total}</Trans>
        </Typography>
        <Link
          component={IntentLink}
          href={localePath(lang, `/orders/${encodeURIComponent(order.id)}`)}
          sx={{ fontWeight: 600 }}
        >
          <Trans>Voir la commande</Trans>
          <span style={visuallyHidden}> {number}</span>
        </Link>
      </Box>
    </Paper>
  );
}
