'use client';

import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useEffect } from 'react';
import { localePath, type Locale } from '@/i18n/locales';

/**
 * The 404 content. Next gives not-found pages no route parameters, so the language comes from
 * the client Lingui provider of the root layout, which has it.
 */
export function NotFoundMessage() {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const title = t`Page introuvable`;
  // Next 16 answers notFound() of dynamic routes with a bare document rendered on the client
  // (vercel/next.js#95613, #97000): the root layout's <html lang> and the page title never reach
  // it, so the 404 sets them itself.
  useEffect(() => {
    document.documentElement.lang = i18n.locale;
    if (!document.title) document.title = title;
  }, [i18n.locale, title]);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography
        aria-hidden
        sx={{ fontSize: { xs: 72, md: 112 }, fontWeight: 800, lineHeight: 1, color: 'primary.dark' }}
      >
        404
      </Typography>
      <Typography variant="h1" sx={{ mt: 2, mb: 2 }}>
        <Trans>Page introuvable</Trans>
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        <Trans>Cette page n’existe pas ou a été déplacée. Les campagnes vous attendent sur la page d’accueil.</Trans>
      </Typography>
      <Button component={NextLink} href={localePath(i18n.locale as Locale, '/')} variant="contained" size="large">
        <Trans>Retour à l’accueil</Trans>
      </Button>
    </Container>
  );
}
