import { useLingui } from '@lingui/react/macro';
import { localePath, type Locale } from '@/i18n/locales';
import { IntentLink } from '@/ui/PrefetchOnIntent';
import { PRODUCT_NAME } from '../brand';
import styles from './Logo.module.css';

/**
 * The logo, linking home. It is drawn inline: the lettering takes the colour scheme's ink from
 * CSS, and the page's first requests stay free for the images and scripts it needs.
 */
export function Logo({ lang }: { lang: Locale }) {
  const { t } = useLingui();
  return (
    <IntentLink href={localePath(lang, '/')} className={styles.link}>
      <svg
        role="img"
        aria-label={t`${PRODUCT_NAME} – accueil`}
        viewBox="0 0 207 35"
        className={styles.logo}
        xmlns="http://www.w3.org/2000/svg"
      >
        <circle cx="13" cy="20.5" r="12" fill="#f3a39d" />
        <circle cx="26" cy="20.5" r="12" fill="#afd8c4" />
        <path d="M19.5 10.41A12 12 0 0 1 19.5 30.59A12 12 0 0 1 19.5 10.41Z" fill="#ffd14f" />
        <path
          className={styles.lettering}
          transform="matrix(1.25 0 0 1.25 -13 -2.5)"
          d="M47.8 20.5H59.2A5.7 5.7 0 1 0 57.53 24.53M65.4 14.8V26.2M65.4 20.5A5.7 5.7 0 0 1 76.8 20.5V26.2M89.69 16.23A3.8 2.85 0 1 0 86.4 20.5A3.8 2.85 0 1 1 83.11 24.78M96 20.5H107.4A5.7 5.7 0 1 0 105.73 24.53M113.6 14.8V26.2M113.6 19.3A4.5 4.5 0 0 1 122.6 19.3V26.2M122.6 19.3A4.5 4.5 0 0 1 131.6 19.3V26.2M137.8 6V26.2M137.8 20.5A5.7 5.7 0 1 1 149.2 20.5A5.7 5.7 0 1 1 137.8 20.5M155.4 6V26.2M161.6 20.5H173A5.7 5.7 0 1 0 171.33 24.53"
          fill="none"
          strokeWidth="3.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </IntentLink>
  );
}
