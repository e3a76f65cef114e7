'use client';

import { Trans, useLingui } from '@lingui/react/macro';
import IconButton from '@mui/material/IconButton';
import buttons from '@/ui/buttons.module.css';
import { Icon } from '@/ui/Icon';
import { FAVORITE, FAVORITE_BORDER } from '@/ui/icons';
import { LIKE_BUTTON } from './likeButtonClass';
import styles from './LikeToggle.module.css';
import { useCampaignLike, type LikeTarget } from './useCampaignLike';

const heart = (liked: boolean, size: 'medium' | 'inherit') => (
  <Icon path={liked ? FAVORITE : FAVORITE_BORDER} size={size} className={liked ? styles.liked : undefined} />
);

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
        {heart(liked, 'medium')}
      </IconButton>
    );
  }
  return (
    <button type="button" {...props} className={LIKE_BUTTON}>
      <span className={buttons.startIcon}>{heart(liked, 'inherit')}</span>
      <Trans>J’aime</Trans>
    </button>
  );
}
