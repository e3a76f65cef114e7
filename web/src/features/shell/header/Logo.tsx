import { useLingui } from '@lingui/react/macro';
import NextLink from 'next/link';
import { localePath, type Locale } from '@/i18n/locales';
import { PRODUCT_NAME } from '../brand';
import styles from './Logo.module.css';

/**
 * The logo, linking home. An <img> cannot follow the page's colour scheme, so there is one file
 * per scheme and CSS shows the right one from the class set before the first paint.
 */
export function Logo({ lang }: { lang: Locale }) {
  const { t } = useLingui();
  const alt = t`${PRODUCT_NAME} – accueil`;
  return (
    <NextLink href={localePath(lang, '/')} className={styles.link}>
      <img src="/logo.svg" alt={alt} width={207} height={35} className={`${styles.logo} ${styles.light}`} />
      <img src="/logo-dark.svg" alt={alt} width={207} height={35} className={`${styles.logo} ${styles.dark}`} />
    </NextLink>
  );
}
