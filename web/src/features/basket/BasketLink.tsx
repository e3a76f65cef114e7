'use client';

import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { localePath, type Locale } from '@/i18n/locales';
import { IntentLink } from '@/ui/PrefetchOnIntent';
import buttons from '@/ui/buttons.module.css';
import { Icon } from '@/ui/Icon';
import { SHOPPING_BASKET_OUTLINED } from '@/ui/icons';
import styles from './BasketLink.module.css';

/**
 * The top bar's link to the basket, with the number of units in it. Plain elements rather than
 * MUI's IconButton and Badge: this link is on every catalog page, whose weight is budgeted.
 */
export function BasketLink({ lang, count }: { lang: Locale; count: number }) {
  const { t } = useLingui();
  // Lingui formats a plural's number with Intl, whose first use is a long task on a slow phone:
  // the empty basket every visitor starts with is said without it.
  const label =
    count === 0 ? t`Panier : vide` : t`Panier : ${plural(count, { one: '# article', other: '# articles' })}`;
  return (
    <IntentLink
      href={localePath(lang, '/basket')}
      aria-label={label}
      className={`${buttons.iconButton} ${styles.link}`}
    >
      <Icon path={SHOPPING_BASKET_OUTLINED} />
      {count > 0 && (
        <span aria-hidden className={styles.count}>
          {count > 99 ? '99+' : count}
        </span>
      )}
    </IntentLink>
  );
}

/** The link's place while its code loads: the same icon, nothing to press yet. */
export function BasketLinkPlaceholder() {
  return (
    <span className={`${buttons.iconButton} ${styles.placeholder}`}>
      <Icon path={SHOPPING_BASKET_OUTLINED} />
    </span>
  );
}
