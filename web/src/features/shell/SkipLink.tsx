import { Trans } from '@lingui/react/macro';
import styles from './SkipLink.module.css';

/** Lets keyboard users jump over the top bar; hidden until it gets the focus. */
export function SkipLink() {
  return (
    <a href="#main" className={styles.link}>
      <Trans>Aller au contenu</Trans>
    </a>
  );
}
