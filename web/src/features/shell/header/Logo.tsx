'use client';

import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import NextLink from 'next/link';
import { localePath, type Locale } from '@/i18n/locales';
import { PRODUCT_NAME } from '../brand';

// Spec section 2: 207x35 on desktop, 118x20 below md.
const logoSx = { display: 'block', width: { xs: 118, md: 207 }, height: { xs: 20, md: 35 } } as const;

/**
 * The logo, linking home. An <img> cannot follow the page's colour scheme, so there is one file
 * per scheme and CSS shows the right one from the class set before the first paint. (A client
 * component only because the dark-scheme selector comes from the theme, a function server
 * components cannot pass.)
 */
export function Logo({ lang }: { lang: Locale }) {
  const { t } = useLingui();
  const alt = t`${PRODUCT_NAME} – accueil`;
  return (
    <NextLink href={localePath(lang, '/')} style={{ display: 'block' }}>
      <Box
        component="img"
        src="/logo.svg"
        alt={alt}
        width={207}
        height={35}
        sx={(theme) => ({ ...logoSx, ...theme.applyStyles('dark', { display: 'none' }) })}
      />
      <Box
        component="img"
        src="/logo-dark.svg"
        alt={alt}
        width={207}
        height={35}
        sx={(theme) => ({ ...logoSx, display: 'none', ...theme.applyStyles('dark', { display: 'block' }) })}
      />
    </NextLink>
  );
}
