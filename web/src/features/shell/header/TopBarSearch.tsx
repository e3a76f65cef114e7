import { msg } from '@lingui/core/macro';
import { localePath, type Locale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';
import { IntentForm } from '@/ui/PrefetchOnIntent';
import styles from './TopBarSearch.module.css';

/**
 * The top bar's search box: a plain GET form to the browse page, so it works before the page's
 * scripts load and on cached pages. Hidden on phones, where the drawer has its own.
 */
export function TopBarSearch({ lang }: { lang: Locale }) {
  const i18n = initLingui(lang);
  const label = i18n._(msg`Rechercher une campagne`);
  return (
    <IntentForm action={localePath(lang, '/campaigns')} role="search" aria-label={label} className={styles.form}>
      <input type="search" name="q" aria-label={label} placeholder={label} maxLength={100} className={styles.input} />
    </IntentForm>
  );
}
