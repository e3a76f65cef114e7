'use client';

import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { LikeToggle } from '@/features/catalog/like/LikeToggle';
import { CampaignCard } from '@/features/catalog/shared/CampaignCard';
import { AccountFavoritesDocument } from '@/graphql/generated/graphql';
import { graphqlLanguage, localePath, type Locale } from '@/i18n/locales';
import { EmptyState } from '../shared/EmptyState';
import { LoadError } from '../shared/LoadError';

/** As many cards per row as fit the account's narrower column, at least 260 px each. */
function FavoritesGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
      }}
    >
      {children}
    </Box>
  );
}

function FavoritesSkeleton() {
  return (
    <FavoritesGrid>
      {[0, 1, 2].map((index) => (
        <li key={index}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '1920 / 1080', height: 'auto' }} />
          <Skeleton width="70%" height={32} sx={{ mt: 1 }} />
          <Skeleton width="40%" />
        </li>
      ))}
    </FavoritesGrid>
  );
}

/** The campaigns the user likes, as the catalog shows them, each with its heart to unlike it. */
export function FavoritesTab({ lang }: { lang: Locale }) {
  const { t } = useLingui();
  const { data, error, refetch } = useQuery(AccountFavoritesDocument, { variables: { lang: graphqlLanguage(lang) } });
  const favorites = data?.viewer?.favorites;

  if (!favorites) return error || data ? <LoadError onRetry={() => void refetch()} /> : <FavoritesSkeleton />;
  if (favorites.length === 0) {
    return (
      <EmptyState icon={<FavoriteBorderIcon />} title={<Trans>Aucun favori pour l’instant</Trans>}>
        <Typography sx={{ color: 'text.secondary', maxWidth: 420 }}>
          <Trans>Touchez le cœur d’une campagne pour la retrouver ici.</Trans>
        </Typography>
        <Button component={NextLink} href={localePath(lang, '/')} variant="contained">
          <Trans>Découvrir les campagnes</Trans>
        </Button>
      </EmptyState>
    );
  }
  return (
    <>
      <Typography variant="h2" sx={visuallyHidden}>
        {t`Vos favoris`}
      </Typography>
      <FavoritesGrid>
        {favorites.map((campaign) => (
          <li key={campaign.id}>
            <CampaignCard campaign={campaign} lang={lang} action={<LikeToggle campaign={campaign} icon />} />
          </li>
        ))}
      </FavoritesGrid>
    </>
  );
}
