'use client';

import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { OrderStatusChip } from '@/features/account/orders/OrderStatusChip';
import { formatMoney } from '@/i18n/money';
import { useSignedInQueryOptions } from '@/features/basket/useSignedInQuery';
import { IntentLink } from '@/ui/PrefetchOnIntent';
import { TitledSection } from '@/ui/TitledSection';
import { OrderDocument, type OrderDetailsFragment } from '@/graphql/generated/graphql';
import { isRefusedInput } from '@/graphql/refusedInput';
import { graphqlLanguage, LOCALE_TAGS, localePath, type Locale } from '@/i18n/locales';
import { OrderActions } from './OrderActions';
import { OrderAddressEditor } from './OrderAddressEditor';
import { OrderItemRow } from './OrderItemRow';
import { canChangeOptions, POLL_WHILE_WAITING_MS } from './orderRules';
import { OrderTimeline } from './OrderTimeline';
import { usePurchaseEvent } from './usePurchaseEvent';

function DeliveryBlock({ order, lang }: { order: OrderDetailsFragment; lang: Locale }) {
  const address = order.deliveryAddress;
  const country = (code: string) =>
    new Intl.DisplayNames([LOCALE_TAGS[lang].intl], { type: 'region' }).of(code) ?? code;
  if (!address)
    return (
      <Typography sx={{ color: 'text.secondary' }}>
        {order.deliveryCountry ? country(order.deliveryCountry) : '—'}
      </Typography>
    );
  return (
    <Box component="address" sx={{ fontStyle: 'normal', lineHeight: 1.6 }}>
      {address.firstName} {address.lastName}
      <br />
      {address.line1}
      {address.line2 && (
        <>
          <br />
          {address.line2}
        </>
      )}
      <br />
      {address.postalCode} {address.city}
      <br />
      {country(address.country)}
    </Box>
  );
}

function Totals({ order, lang }: { order: OrderDetailsFragment; lang: Locale }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, '& dd': { m: 0, textAlign: 'right' } }}
    >
      <dt>
        <Trans>Articles</Trans>
      </dt>
      <dd>{formatMoney(order.itemsAmount.cents, lang)}</dd>
      <dt>
        <Trans>Livraison</Trans>
      </dt>
      <dd>{formatMoney(order.deliveryAmount.cents, lang)}</dd>
      <Typography component="dt" sx={{ fontWeight: 700 }}>
        <Trans>Total</Trans>
      </Typography>
      <Typography component="dd" sx={{ fontWeight: 700 }}>
        {formatMoney(order.totalAmount.cents, lang)}
      </Typography>
    </Box>
  );
}

/** One order: its status and timeline, items, delivery and totals; refreshed while WAITING. */
export function OrderPage({ orderId, lang, payment }: { orderId: string; lang: Locale; payment: string | null }) {
  // On a reload the session arrives after the first render: ask once it is known.
  const signedInOnly = useSignedInQueryOptions();
  const signedIn = !signedInOnly.skip;
  const query = useQuery(OrderDocument, { variables: { id: orderId, lang: graphqlLanguage(lang) }, ...signedInOnly });
  const order = query.data?.order;
  usePurchaseEvent(order);

  // The payment's webhook settles the order a moment later: ask again until it leaves WAITING.
  const waiting = order?.status === 'WAITING';
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (!waiting) return;
    startPolling(POLL_WHILE_WAITING_MS);
    return () => stopPolling();
  }, [waiting, startPolling, stopPolling]);

  if ((!signedIn || query.loading) && !order) {
    return (
      <Container maxWidth="md" sx={{ py: 4, display: 'grid', gap: 2 }} aria-busy="true">
        <Skeleton variant="text" width="50%" height={48} />
        <Skeleton variant="rounded" height={240} />
      </Container>
    );
  }
  if (!order) {
    // A number that cannot be an order's (`/orders/abc`) is refused by the API: no such order.
    const failed = query.error && !isRefusedInput(query.error);
    return (
      <Container maxWidth="md" sx={{ py: 4, display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography variant="h1">
          <Trans>Commande introuvable</Trans>
        </Typography>
        <Typography role="alert">
          {failed ? (
            <Trans>La commande n’a pas pu être chargée.</Trans>
          ) : (
            <Trans>Aucune de vos commandes ne porte ce numéro.</Trans>
          )}
        </Typography>
        {failed ? (
          <Button variant="outlined" onClick={() => void query.refetch()}>
            <Trans>Réessayer</Trans>
          </Button>
        ) : (
          <Button component={IntentLink} href={localePath(lang, '/account?tab=orders')} variant="contained">
            <Trans>Mes commandes</Trans>
          </Button>
        )}
      </Container>
    );
  }

  const number = order.id;
  const editable = canChangeOptions(order.status);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Link component={IntentLink} href={localePath(lang, '/account?tab=orders')} variant="body2">
          <Trans>← Mes commandes</Trans>
        </Link>
        <Typography variant="h1">
          <Trans>Commande n° {number}</Trans>
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }} aria-live="polite">
          <OrderStatusChip status={order.status} />
          <Link component={IntentLink} href={localePath(lang, `/campaign/${order.campaign.url}`)}>
            {order.campaign.title}
          </Link>
        </Box>
      </Box>
      {payment === 'canceled' && order.status !== 'CONFIRMED' && (
        <Alert severity="warning">
          <Trans>Le paiement par portefeuille a été abandonné.</Trans>
        </Alert>
      )}
      {waiting && (
        <Alert severity="info" role="status">
          {order.paymentUrl ? (
            <>
              <Trans>Cette commande attend votre paiement.</Trans>{' '}
              <Link href={order.paymentUrl}>
                <Trans>Payer avec le portefeuille</Trans>
              </Link>
            </>
          ) : (
            <Trans>Paiement en cours de confirmation… Cette page se met à jour d’elle-même.</Trans>
          )}
        </Alert>
      )}
      {order.status === 'CONFIRMED' && (
        <Alert severity="success">
          <Trans>Merci ! Votre paiement est confirmé.</Trans>
        </Alert>
      )}
      <OrderActions order={order} lang={lang} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3 }}>
          <TitledSection title={<Trans>Articles</Trans>}>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {order.items.map((item, index) => (
                <OrderItemRow
                  key={index}
                  orderId={order.id}
                  item={item}
                  line={index + 1}
                  editable={editable}
                  lang={lang}
                />
              ))}
            </Box>
            <Totals order={order} lang={lang} />
          </TitledSection>
          {(order.comment || order.anonymous) && (
            <TitledSection title={<Trans>Votre contribution</Trans>}>
              {order.comment && (
                <Typography component="q" sx={{ fontStyle: 'italic' }}>
                  {order.comment}
                </Typography>
              )}
              {order.anonymous && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  <Trans>Contribution anonyme : votre nom n’apparaît pas dans la liste des contributions.</Trans>
                </Typography>
              )}
            </TitledSection>
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <TitledSection title={<Trans>Suivi</Trans>}>
            <OrderTimeline history={order.history} lang={lang} />
          </TitledSection>
          <TitledSection title={<Trans>Livraison</Trans>}>
            <DeliveryBlock order={order} lang={lang} />
            {editable && <OrderAddressEditor order={order} lang={lang} />}
          </TitledSection>
        </Box>
      </Box>
    </Container>
  );
}
