import { Plural, Trans } from '@lingui/react/macro';
import { Text } from '@/ui/Text';
import { LOW_STOCK } from './packAvailability';
import type { Pack } from './campaignQuery';
import styles from './PackStock.module.css';

/** The units left of a limited pack; nothing for an unlimited one. */
export function PackStock({ pack }: { pack: Pick<Pack, 'soldOut' | 'stockLeft'> }) {
  if (pack.soldOut) {
    return (
      <Text variant="body2" weight="bold" className={styles.soldOut}>
        <Trans>Épuisé</Trans>
      </Text>
    );
  }
  const left = pack.stockLeft;
  if (left === null || left === undefined) return null;
  const low = left <= LOW_STOCK;
  return (
    <Text variant="body2" weight={low ? 'bold' : 'regular'} tone={low ? 'primary' : 'secondary'}>
      {low ? (
        <Plural value={left} one="Plus que # exemplaire" other="Plus que # exemplaires" />
      ) : (
        <Plural value={left} one="# exemplaire restant" other="# exemplaires restants" />
      )}
    </Text>
  );
}
