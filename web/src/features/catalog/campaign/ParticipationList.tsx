import { Plural, Trans } from '@lingui/react/macro';
import type { Locale } from '@/i18n/locales';
import { formatMoney } from '@/i18n/money';
import { Text } from '@/ui/Text';
import { formatRelativeTime } from '@/i18n/format';
import type { Campaign } from './campaignQuery';
import styles from './ParticipationList.module.css';

type Participations = Campaign['participations'];

/** The newest participations (the first page of the API) and how many there are in all. */
export function ParticipationList({ participations, lang }: { participations: Participations; lang: Locale }) {
  const { total, items } = participations;
  const shown = items.length;
  return (
    <section aria-labelledby="campaign-participations">
      <Text id="campaign-participations" variant="h2" className={styles.title}>
        <Trans>Contributions</Trans>
      </Text>
      <Text tone="secondary" className={styles.count}>
        {total === 0 ? (
          <Trans>Aucune contribution pour l’instant.</Trans>
        ) : shown < total ? (
          // More than shown, so at least two: always the plural.
          <Trans>
            Les {shown} plus récentes sur {total} contributions
          </Trans>
        ) : (
          <Plural value={total} one="# contribution" other="# contributions" />
        )}
      </Text>
      <ol className={styles.list}>
        {items.map((participation) => (
          <li key={participation.id} className={styles.participation}>
            <div className={styles.header}>
              <Text variant="inherit" weight="semibold">
                {participation.displayName ?? <Trans>Contributeur anonyme</Trans>}
              </Text>
              <Text variant="inherit" weight="semibold">
                {formatMoney(participation.amount.cents, lang, 'short')}
              </Text>
            </div>
            {participation.comment && <Text as="q">{participation.comment}</Text>}
            <Text variant="body2" tone="secondary">
              <time dateTime={participation.createdAt}>{formatRelativeTime(participation.createdAt, lang)}</time>
            </Text>
          </li>
        ))}
      </ol>
    </section>
  );
}
