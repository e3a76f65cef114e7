'use client';

import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { AccountOrdersDocument } from '@/graphql/generated/graphql';
import { graphqlLanguage, localePath, type Locale } from '@/i18n/locales';
import { IntentLink } from '@/ui/PrefetchOnIntent';
import { EmptyState } from '../shared/EmptyState';
import { LoadError } from '../shared/LoadError';
import { OrderCard } from './OrderCard';
import { OrdersSkeleton } from './OrdersSkeleton';

/** The user's orders, newest first. Each order's own page comes later: the cards are not links yet. */
export function OrdersTab({ lang }: { lang: Locale }) {
  const { t } = useLingui();
  const { data, error, refetch } = useQuery(AccountOrdersDocument, { variables: { lang: graphqlLanguage(lang) } });
  const orders = data?.viewer?.orders;

  if (!orders) return error || data ? <LoadError onRetry={() => void refetch()} /> : <OrdersSkeleton />;
  if (orders.length === 0) {
    return (
      <EmptyState icon={<ReceiptLongIcon />} title={<Trans>Aucune commande pour l’instant</Trans>}>
        <Typography sx={{ color: 'text.secondary', maxWidth: 420 }}>
          <Trans>Les contreparties que vous choisirez sur les campagnes apparaîtront ici.</Trans>
        </Typography>
        <Button component={IntentLink} href={localePath(lang, '/')} variant="contained">
          <Trans>Découvrir les campagnes</Trans>
        </Button>
      </EmptyState>
    );
  }
  return (
    <>
      <Typography variant="h2" sx={visuallyHidden}>
        {t`Vos commandes`}
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} lang={lang} />
          </li>
        ))}
      </Stack>
    </>
  );
}
