import { Trans } from '@lingui/react/macro';
import styles from './BrowsePage.module.css';

/** Stands in for the results while a search loads: the grid's shape, and a status for screen readers. */
export function BrowseResultsSkeleton() {
  return (
    <section className={styles.results} aria-busy="true">
      <p role="status" className={styles.count}>
        <Trans>Recherche en cours…</Trans>
      </p>
      <ul className={styles.skeletonGrid} aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className={styles.skeletonCard} />
        ))}
      </ul>
    </section>
  );
}
