'use client';

import { Trans } from '@lingui/react/macro';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { visuallyHidden } from '@mui/utils';
import NextLink from 'next/link';
import { useViewer } from '@/features/auth/useViewer';
import { localePath, type Locale } from '@/i18n/locales';
import { UserMenu } from './UserMenu';

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
  const { status, viewer } = useViewer();
  if (status === 'unauthenticated') return <LoginButton lang={lang} />;
  if (!viewer) return <Skeleton variant="circular" width={40} height={40} data-testid="user-area-loading" />;
  return <UserMenu lang={lang} viewer={viewer} />;
}
