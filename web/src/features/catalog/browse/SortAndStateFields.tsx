import { useLingui } from '@lingui/react/macro';
import styles from './BrowsePage.module.css';
import { DEFAULT_SORT, type BrowseParams, type SortParam, type StateParam } from './browseParams';

/** The state filter and the sort, as plain selects of the search form (they apply with its button). */
export function SortAndStateFields({ params }: { params: BrowseParams }) {
  const { t } = useLingui();
  const states: { value: StateParam | ''; label: string }[] = [
    { value: '', label: t`Tous les états` },
    { value: 'ongoing', label: t`En cours` },
    { value: 'upcoming', label: t`À venir` },
    { value: 'ended', label: t`Terminées` },
  ];
  const sorts: { value: SortParam; label: string }[] = [
    { value: 'ending-soon', label: t`Se termine bientôt` },
    { value: 'most-funded', label: t`Les plus financées` },
    { value: 'most-backers', label: t`Le plus de contributeurs` },
    { value: 'newest', label: t`Les plus récentes` },
  ];
  return (
    <>
      <label className={styles.field}>
        <span className={styles.label}>{t`État`}</span>
        <select name="state" defaultValue={params.state ?? ''} className={styles.input}>
          {states.map((state) => (
            <option key={state.value} value={state.value}>
              {state.label}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t`Trier par`}</span>
        <select name="sort" defaultValue={params.sort ?? DEFAULT_SORT} className={styles.input}>
          {sorts.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
