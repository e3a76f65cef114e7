'use client';

import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useOrderStatusLabel } from '@/features/account/orders/OrderStatusChip';
import type { OrderDetailsFragment } from '@/graphql/generated/graphql';
import { formatDateTime } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';

function Reason({ reason }: { reason: string }) {
  switch (reason) {
    case 'card_declined':
      return <Trans>carte refusée</Trans>;
    case 'processing_error':
      return <Trans>erreur du prestataire de paiement</Trans>;
    case 'wallet_canceled':
      return <Trans>paiement abandonné</Trans>;
    case 'EXPIRED_RESERVATION':
      return <Trans>non payée dans les 30 minutes</Trans>;
    case 'REFUNDED':
      return <Trans>paiement remboursé</Trans>;
    case 'CAMPAIGN_NOT_FUNDED':
      return <Trans>campagne non financée : objectif non atteint, commande remboursée</Trans>;
    case 'CAMPAIGN_FUNDED':
      return <Trans>campagne financée : votre commande sera préparée</Trans>;
    case 'not_received_by_provider':
      return <Trans>le paiement n’a pas atteint le prestataire</Trans>;
    default:
      return <>{reason}</>;
  }
}

/** Every status the order went through, oldest first, as an ordered list. */
export function OrderTimeline({ history, lang }: { history: OrderDetailsFragment['history']; lang: Locale }) {
  const label = useOrderStatusLabel();
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0 }}>
      {history.map((step, index) => (
        <Box
          component="li"
          key={`${step.status}-${step.at}`}
          sx={{
            position: 'relative',
            pl: 3,
            pb: index === history.length - 1 ? 0 : 2,
            '&::before': {
              content: '""',
              position: 'absolute',
              left: 4,
              top: 6,
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: index === history.length - 1 ? 'primary.main' : 'text.disabled',
            },
            '&:not(:last-of-type)::after': {
              content: '""',
              position: 'absolute',
              left: 8,
              top: 18,
              bottom: 0,
              width: 2,
              bgcolor: 'divider',
            },
          }}
        >
          <Typography sx={{ fontWeight: index === history.length - 1 ? 700 : 500 }}>
            {label(step.status)}
            {step.reason && (
              <>
                {' '}
                (<Reason reason={step.reason} />)
              </>
            )}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <time dateTime={step.at}>{formatDateTime(step.at, lang)}</time>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
