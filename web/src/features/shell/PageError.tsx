'use client';

import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import NextLink from 'next/link';
import { useEffect, useRef } from 'react';
import { localePath, type Locale } from '@/i18n/locales';
import buttons from '@/ui/buttons.module.css';
import { Text } from '@/ui/Text';
import styles from './PageMessage.module.css';

/** What Next hands an error boundary: the error (a server one carries only a digest) and a retry. */
export interface PageErrorProps {
  error: Error & { digest?: string };
  /** Fetches the segment's server part again and renders it anew (Next's `retry`). */
  retry: () => void;
}

/**
 * A chunk of the page's code that did not arrive (offline, a deployment replaced it) stays failed
 * in the module that imported it, so only loading the page again can bring it.
 */
const isChunkLoadError = (error: Error) => error.name === 'ChunkLoadError';

/**
 * What a shopper sees instead of a page that failed to render: what happened in their language,
 * a retry, the way home, and the reference the server logged the failure under (its digest), to
 * quote to the support. The heading takes the focus, which the vanished page held.
 */
export function PageError({ error, retry }: PageErrorProps) {
  const { i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const reference = error.digest;
  const tryAgain = () => (isChunkLoadError(error) ? window.location.reload() : retry());
  return (
    <div className={styles.message}>
      <Text variant="h1" className={styles.title} ref={heading} tabIndex={-1}>
        <Trans>Cette page n’a pas pu s’afficher</Trans>
      </Text>
      <Text tone="secondary" className={styles.text}>
        <Trans>
          Un incident de notre côté ou une connexion interrompue l’en a empêchée. Votre panier et vos commandes n’ont
          pas été touchés.
        </Trans>
      </Text>
      <div className={styles.actions}>
        <button type="button" onClick={tryAgain} className={`${buttons.button} ${buttons.contained} ${buttons.large}`}>
          <Trans>Réessayer</Trans>
        </button>
        <NextLink
          href={localePath(i18n.locale as Locale, '/')}
          className={`${buttons.button} ${buttons.outlined} ${buttons.large}`}
        >
          <Trans>Retour à l’accueil</Trans>
        </NextLink>
      </div>
      {reference && (
        <Text variant="caption" as="p" tone="secondary" className={styles.reference}>
          <Trans>Référence de l’incident : {reference}</Trans>
        </Text>
      )}
    </div>
  );
}
