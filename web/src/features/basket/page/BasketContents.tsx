'use client';

import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ApolloProvider } from '@/graphql/ApolloProvider';
import { useNotify } from '@/ui/notifications/NotificationProvider';
import type { Locale } from '@/i18n/locales';
import type { LineView } from '../basketView';
import { AddressForm } from './AddressForm';
import { BasketCampaignGroup } from './BasketCampaignGroup';
import { BasketError, BasketLoading, EmptyBasket } from './BasketStates';
import { BasketTotals } from './BasketTotals';
import { DeliverySection } from './DeliverySection';
import { KeptLocalLines } from './KeptLocalLines';
import { useBasket } from './useBasket';

interface BasketContentsProps {
  lang: Locale;
  /** A line was removed (or the lines kept from before signing in went), and the focus with it. */
  onLineRemoved: () => void;
}

/**
 * The basket read through the browser's GraphQL client (a signed-in shopper's, or a visitor's
 * lines with their campaigns' labels and prices): lines by campaign, delivery, address and totals;
 * checkout per campaign. Loaded only when there is such a basket to show, with the client.
 */
export function BasketContents(props: BasketContentsProps) {
  return (
    <ApolloProvider>
      <Basket {...props} />
    </ApolloProvider>
  );
}

function Basket({ lang, onLineRemoved }: BasketContentsProps) {
  const { t } = useLingui();
  const basket = useBasket(lang);
  const notify = useNotify();
  const view = basket.view;

  const changeQuantity = async (line: LineView, quantity: number) => {
    const failure = await basket.actions.setQuantity(line, quantity);
    if (failure === 'OUT_OF_STOCK') notify(t`Il ne reste pas autant d’exemplaires de ce pack.`, 'warning');
    else if (failure) notify(t`La quantité n’a pas pu être changée. Réessayez.`, 'error');
    else if (quantity <= 0) onLineRemoved();
  };

  if (basket.loading) return <BasketLoading />;
  if (basket.error) return <BasketError onRetry={basket.refetch} />;
  if (!view || view.groups.length === 0) return <EmptyBasket lang={lang} />;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
      }}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        {!basket.signedIn && (
          <Typography sx={{ color: 'text.secondary' }}>
            <Trans>
              Votre panier est gardé dans ce navigateur. Connectez-vous pour commander : il sera ajouté à votre compte.
            </Trans>
          </Typography>
        )}
        {basket.kept && <KeptLocalLines kept={basket.kept} onGone={onLineRemoved} />}
        {view.groups.map((group) => (
          <BasketCampaignGroup
            key={group.campaignId}
            group={group}
            basket={view}
            signedIn={basket.signedIn}
            actions={basket.actions}
            lang={lang}
            onQuantity={changeQuantity}
          />
        ))}
      </Box>
      <Paper
        component="aside"
        variant="outlined"
        aria-labelledby="basket-summary"
        sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3 }}
      >
        <Typography id="basket-summary" component="h2" variant="h3">
          <Trans>Livraison et total</Trans>
        </Typography>
        <DeliverySection basket={view} lang={lang} onChange={basket.actions.setDelivery} />
        <BasketTotals basket={view} lang={lang} />
        {basket.signedIn && (
          <Box component="section" aria-labelledby="basket-address" sx={{ display: 'grid', gap: 2 }}>
            <Typography id="basket-address" component="h3" variant="h3" sx={{ fontSize: '1.1rem' }}>
              <Trans>Adresse de livraison</Trans>
            </Typography>
            {/* Not keyed by the delivery country: its answer comes after the shopper may have
              started typing, and a new form would wipe what they typed. The form takes the
              country as it is when saved. */}
            <AddressForm
              key={view.source}
              address={view.address}
              country={view.deliveryCountry}
              onSave={basket.actions.setAddress}
            />
          </Box>
        )}
      </Paper>
    </Box>
  );
}
