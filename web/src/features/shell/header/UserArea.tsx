'use client';

import { Trans } from '@lingui/react/macro';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import Button from '@mui/material/Button';
import { visuallyHidden } from '@mui/utils';
import { useSession } from 'next-auth/react';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { localePath, type Locale } from '@/i18n/locales';
import { UserAreaPlaceholder } from './UserAreaPlaceholder';

// Apollo Client comes with the signed-in menu only: visitors' pages stay light.
const SignedInUserArea = dynamic(() => import('./SignedInUserArea').then((module) => module.SignedInUserArea), {
  ssr: false,
  loading: UserAreaPlaceholder,
});

/** A login button for visitors (icon only on phones, where the bar is full). */
function LoginButton({ lang }: { lang: Locale }) {
  return (
    <Button
      component={NextLink}
      href={localePath(lang, '/login')}
      variant="contained"
      disableElevation
      startIcon={<PersonOutlineIcon />}
      sx={(theme) => ({
        minWidth: 0,
        [theme.breakpoints.down('sm')]: {
          px: 1,
          '& .MuiButton-startIcon': { m: 0 },
          '& .user-area-label': visuallyHidden,
        },
      })}
    >
      <span className="user-area-label">
        <Trans>Se connecter</Trans>
      </span>
    </Button>
  );
}

/** Spec section 2: a login button when signed out, an avatar with the account menu when signed in. */
export function UserArea({ lang }: { lang: Locale }) {
  const { status } = useSession();
  if (status === 'unauthenticated') return <LoginButton lang={lang} />;
  if (status === 'loading') return <UserAreaPlaceholder />;
  return <SignedInUserArea lang={lang} />;
}
