'use client';

import { Trans, useLingui } from '@lingui/react/macro';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useCampaignLike, type LikeTarget } from './useCampaignLike';

const heart = (liked: boolean) => (liked ? <FavoriteIcon sx={{ color: 'error.main' }} /> : <FavoriteBorderIcon />);

/**
 * A heart toggle (`aria-pressed`, a name that does not change) that adds the campaign to the
 * signed-in user's favorites. `icon` is the compact form shown over a card's cover.
 */
export function LikeToggle({ campaign, icon = false }: { campaign: LikeTarget; icon?: boolean }) {
  const { t } = useLingui();
  const state = useCampaignLike(campaign);
  const liked = state.kind === 'ready' && state.liked;
  const title = campaign.title;
  const props = {
    'aria-pressed': liked,
    disabled: state.kind !== 'ready',
    onClick: state.kind === 'ready' ? state.toggle : undefined,
  };
  if (icon) {
    return (
      <IconButton
        {...props}
        aria-label={t`J’aime : ${title}`}
        sx={{
          bgcolor: 'background.paper',
          boxShadow: 2,
          '&:hover, &.Mui-disabled': { bgcolor: 'background.paper' },
        }}
      >
        {heart(liked)}
      </IconButton>
    );
  }
  return (
    <Button {...props} variant="outlined" size="large" startIcon={heart(liked)}>
      <Trans>J’aime</Trans>
    </Button>
  );
}
