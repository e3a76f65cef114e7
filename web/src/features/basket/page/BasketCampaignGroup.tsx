'use client';

import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { localePath, type Locale } from '@/i18n/locales';
import type { BasketView, GroupView, LineView } from '../basketView';
import { formatMoney } from '@/i18n/money';
import { IntentLink } from '@/ui/PrefetchOnIntent';
import { BasketLineRow } from './BasketLineRow';
import { CheckoutButton } from './CheckoutButton';
import type { BasketActions } from './useBasketActions';

/** The lines of one campaign: they become one order and one shipment. */
export function BasketCampaignGroup({
  group,
  basket,
  signedIn,
  actions,
  lang,
  onQuantity,
}: {
  group: GroupView;
  basket: BasketView;
  signedIn: boolean;
  actions: BasketActions;
  lang: Locale;
  onQuantity: (line: LineView, quantity: number) => Promise<void>;
}) {
  const headingId = `basket-campaign-${group.campaignId}`;
  const subtotal = formatMoney(group.itemsCents, lang);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} component="h2" variant="h3">
        <Link component={IntentLink} href={localePath(lang, `/campaign/${group.campaignUrl}`)} color="inherit">
          {group.campaignTitle}
        </Link>
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {group.lines.map((line) => (
          <BasketLineRow key={line.id} line={line} lang={lang} onQuantity={onQuantity} />
        ))}
      </Box>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, pt: 1 }}
      >
        <Typography sx={{ fontWeight: 600 }}>
          <Trans>Sous-total : {subtotal}</Trans>
        </Typography>
        <CheckoutButton group={group} basket={basket} signedIn={signedIn} actions={actions} lang={lang} />
      </Box>
    </Paper>
  );
}
