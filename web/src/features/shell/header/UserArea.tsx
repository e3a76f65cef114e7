'use client';

import { Trans } from '@lingui/react/macro';
import { useSession } from 'next-auth/react';
import dynamic from 'next/dynamic';
import { localePath, type Locale } from '@/i18n/locales';
import { IntentLink } from '@/ui/PrefetchOnIntent';
import buttons from '@/ui/buttons.module.css';
import { Icon } from '@/ui/Icon';
import { PERSON_OUTLINE_OUTLINED } from '@/ui/icons';
import styles from './UserArea.module.css';
import { UserAreaPlaceholder } from './UserAreaPlaceholder';

// Apollo Client comes with the signed-in menu only: visitors' pages stay light.
const SignedInUserArea = dynamic(() => import('./SignedInUserArea').then((module) => module.SignedInUserArea), {
  ssr: false,
  loading: () => <UserAreaPlaceholder />,
});

/** A login button for visitors (icon only on phones, where the bar is full). */
function LoginButton({ lang, className = '' }: { lang: Locale; className?: string }) {
  return (
    <IntentLink
      href={localePath(lang, '/login')}
      className={`${buttons.button} ${buttons.contained} ${styles.login} ${className}`}
    >
      <span className={`${buttons.startIcon} ${styles.icon}`}>
        <Icon path={PERSON_OUTLINE_OUTLINED} size="inherit" />
      </span>
      <span className={styles.label}>
        <Trans>Se connecter</Trans>
      </span>
    </IntentLink>
  );
}

/**
 * Spec section 2: a login button when signed out, an avatar with the account menu when signed in.
 * While the session loads (always, in the cached HTML), both the button and the placeholder are
 * there and the session hint on <html> picks one: a visitor sees "Sign in" from the first paint.
 */
export function UserArea({ lang }: { lang: Locale }) {
  const { status } = useSession();
  if (status === 'unauthenticated') return <LoginButton lang={lang} />;
  if (status === 'loading') {
    return (
      <>
        <LoginButton lang={lang} className={styles.visitorWhilePending} />
        <UserAreaPlaceholder className={styles.signedInWhilePending} />
      </>
    );
  }
  return <SignedInUserArea lang={lang} />;
}
