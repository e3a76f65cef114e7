'use client';

import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { LikeToggle } from '@/features/catalog/like/LikeToggle';
import { CampaignCard } from '@/features/catalog/shared/CampaignCard';
import { AccountFavoritesDocument } from '@/graphql/generated/graphql';
import { graphqlLanguage, localePath, type Locale } from '@/i18n/locales';
import { IntentLink } from '@/ui/PrefetchOnIntent';
import { EmptyState } from '../shared/EmptyState';
import { LoadError } from '../shared/LoadError';
import { FavoritesGrid, FavoritesSkeleton } from './FavoritesGrid';

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
        <Button component={IntentLink} href={localePath(lang, '/')} variant="contained">
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
