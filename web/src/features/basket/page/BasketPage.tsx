'use client';

import { Trans, useLingui } from '@lingui/react/macro';
import ShoppingBasketOutlinedIcon from '@mui/icons-material/ShoppingBasketOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useRef } from 'react';
import { useNotify } from '@/ui/notifications/NotificationProvider';
import { localePath, type Locale } from '@/i18n/locales';
import type { LineView } from '../basketView';
import { AddressForm } from './AddressForm';
import { BasketCampaignGroup } from './BasketCampaignGroup';
import { BasketTotals } from './BasketTotals';
import { DeliverySection } from './DeliverySection';
import { useBasket } from './useBasket';

/**
 * The height the basket's area keeps whatever it shows: the loading state's. The server renders
 * that state (the basket lives in the browser or behind the session), so an empty basket or an
 * error shown in its place leaves the footer where it was instead of pulling it up (a layout
 * shift Lighthouse counted on phones).
 */
const STATE_MIN_HEIGHT = 340;

function EmptyBasket({ lang }: { lang: Locale }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}
    >
      <ShoppingBasketOutlinedIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography component="h2" variant="h3">
        <Trans>Votre panier est vide</Trans>
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        <Trans>Choisissez un pack sur la page d’une campagne pour le retrouver ici.</Trans>
      </Typography>
      <Button component={NextLink} href={localePath(lang, '/')} variant="contained">
        <Trans>Découvrir les campagnes</Trans>
      </Button>
    </Paper>
  );
}

function BasketError({ onRetry }: { onRetry: () => void }) {
  return (
    <Paper variant="outlined" role="alert" sx={{ p: 3, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography>
        <Trans>Votre panier n’a pas pu être chargé.</Trans>
      </Typography>
      <Button variant="outlined" onClick={onRetry}>
        <Trans>Réessayer</Trans>
      </Button>
    </Paper>
  );
}

/** The basket page: lines by campaign, delivery, address and totals; checkout per campaign. */
export function BasketPage({ lang }: { lang: Locale }) {
  const { t } = useLingui();
  const basket = useBasket(lang);
  const notify = useNotify();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const view = basket.view;

  const changeQuantity = async (line: LineView, quantity: number) => {
    const failure = await basket.actions.setQuantity(line, quantity);
    if (failure === 'OUT_OF_STOCK') notify(t`Il ne reste pas autant d’exemplaires de ce pack.`, 'warning');
    else if (failure) notify(t`La quantité n’a pas pu être changée. Réessayez.`, 'error');
    // The removed line took the focus with it: give it to the page's heading.
    else if (quantity <= 0) headingRef.current?.focus();
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 3 }}>
      <Typography ref={headingRef} tabIndex={-1} variant="h1" sx={{ outline: 'none' }}>
        <Trans>Mon panier</Trans>
      </Typography>
      <Box sx={{ display: 'grid', alignContent: 'start', minHeight: STATE_MIN_HEIGHT }}>
        {basket.loading ? (
          <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
            <Typography sx={{ color: 'text.secondary' }}>
              <Trans>Chargement du panier…</Trans>
            </Typography>
            <Skeleton variant="rounded" height={160} />
            <Skeleton variant="rounded" height={120} />
          </Box>
        ) : basket.error ? (
          <BasketError onRetry={basket.refetch} />
        ) : !view || view.groups.length === 0 ? (
          <EmptyBasket lang={lang} />
        ) : (
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
                    Votre panier est gardé dans ce navigateur. Connectez-vous pour commander : il sera ajouté à votre
                    compte.
                  </Trans>
                </Typography>
              )}
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
        )}
      </Box>
    </Container>
  );
}
