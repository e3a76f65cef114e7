'use client';

import { Trans, useLingui } from '@lingui/react/macro';
import { visuallyHidden } from '@mui/utils';
import { useSession } from 'next-auth/react';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { withCallbackUrl } from '@/features/auth/callbackUrl';
import { localePath, type Locale } from '@/i18n/locales';
import { IntentLink } from '@/ui/PrefetchOnIntent';
import buttons from '@/ui/buttons.module.css';
import { Icon } from '@/ui/Icon';
import { FAVORITE_BORDER } from '@/ui/icons';
import { LIKE_BUTTON } from './likeButtonClass';
import type { LikeTarget } from './useCampaignLike';

/** The button's place while the session or the like loads: same size, nothing to press yet. */
export function LikePlaceholder() {
  return (
    <button type="button" className={LIKE_BUTTON} disabled>
      <span className={buttons.startIcon}>
        <Icon path={FAVORITE_BORDER} size="inherit" />
      </span>
      <Trans>J’aime</Trans>
    </button>
  );
}

// Apollo Client comes with the signed-in toggle only: the page stays light for visitors.
const SignedInLikeButton = dynamic(() => import('./SignedInLikeButton').then((module) => module.SignedInLikeButton), {
  ssr: false,
  loading: LikePlaceholder,
});

/** For visitors: the same heart, as a link to the sign-in page that brings them back here. */
function SignInToLike({ lang }: { lang: Locale }) {
  const { t } = useLingui();
  const href = withCallbackUrl(localePath(lang, '/login'), usePathname());
  return (
    <IntentLink href={href} className={LIKE_BUTTON}>
      <span className={buttons.startIcon}>
        <Icon path={FAVORITE_BORDER} size="inherit" />
      </span>
      <Trans>J’aime</Trans>
      <span style={visuallyHidden}> {t`(connectez-vous)`}</span>
    </IntentLink>
  );
}

/**
 * The campaign page's like button. The page's HTML is the same for everyone, so whether the
 * user likes the campaign is asked by the browser once the session is known.
 */
export function LikeButton({ campaign, lang }: { campaign: Omit<LikeTarget, 'liked'>; lang: Locale }) {
  const { status } = useSession();
  if (status === 'unauthenticated') return <SignInToLike lang={lang} />;
  if (status === 'loading') return <LikePlaceholder />;
  return <SignedInLikeButton campaign={campaign} />;
}
