'use client';

import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { Text } from '@/ui/Text';
import { HomeLink } from './HomeLink';
import styles from './PageMessage.module.css';

/**
 * The 404 content. Next gives not-found pages no route parameters, so the language comes from
 * the client Lingui provider of the root layout, which has it. Plain elements: as the site
 * layout's not-found boundary, this module loads with every page.
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
    <div className={styles.message}>
      <p aria-hidden className={styles.code}>
        404
      </p>
      <Text variant="h1" className={styles.title}>
        <Trans>Page introuvable</Trans>
      </Text>
      <Text tone="secondary" className={styles.text}>
        <Trans>Cette page n’existe pas ou a été déplacée. Les campagnes vous attendent sur la page d’accueil.</Trans>
      </Text>
      <HomeLink variant="contained" />
    </div>
  );
}
