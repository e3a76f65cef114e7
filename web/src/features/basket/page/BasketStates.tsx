'use client';

import { Trans } from '@lingui/react/macro';
import ShoppingBasketOutlinedIcon from '@mui/icons-material/ShoppingBasketOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { localePath, type Locale } from '@/i18n/locales';
import { IntentLink } from '@/ui/PrefetchOnIntent';

/** What the server renders, and what shows until the basket (or the code showing it) has come. */
export function BasketLoading() {
  return (
    <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
      <Typography sx={{ color: 'text.secondary' }}>
        <Trans>Chargement du panier…</Trans>
      </Typography>
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={120} />
    </Box>
  );
}

export function EmptyBasket({ lang }: { lang: Locale }) {
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
      <Button component={IntentLink} href={localePath(lang, '/')} variant="contained">
        <Trans>Découvrir les campagnes</Trans>
      </Button>
    </Paper>
  );
}

export function BasketError({ onRetry }: { onRetry: () => void }) {
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
