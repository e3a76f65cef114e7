'use client';

import { Trans } from '@lingui/react/macro';
import type { ErrorInfo } from 'next/error';
import { useEffect, useRef } from 'react';
import buttons from '@/ui/buttons.module.css';
import { Text } from '@/ui/Text';
import { HomeLink } from './HomeLink';
import styles from './PageMessage.module.css';

/**
 * What Next hands an error boundary, `retry` among it (fetches the segment's server part again and
 * renders it anew). Next types the error as `unknown` for boundaries of any code; a route's error
 * page gets the thrown Error, which from the server carries only its digest.
 */
export type PageErrorProps = Omit<ErrorInfo, 'error'> & { error: Error & { digest?: string } };

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
        <HomeLink variant="outlined" />
      </div>
      {reference && (
        <Text variant="caption" as="p" tone="secondary" className={styles.reference}>
          <Trans>Référence de l’incident : {reference}</Trans>
        </Text>
      )}
    </div>
  );
}
