import { Trans } from '@lingui/react/macro';
import type { Locale } from '@/i18n/locales';
import { Text } from '@/ui/Text';
import type { Campaign } from './campaignQuery';
import { packUnavailability } from './packAvailability';
import { PackCard } from './PackCard';
import styles from './PackList.module.css';

/** The packs of the campaign, in display order; `#packs` is the target of the intro's button. */
export function PackList({ campaign, lang }: { campaign: Campaign; lang: Locale }) {
  return (
    <section id="packs" aria-labelledby="campaign-packs" className={styles.section}>
      <Text id="campaign-packs" variant="h2" className={styles.title}>
        <Trans>Contreparties</Trans>
      </Text>
      <ul className={styles.packs}>
        {campaign.packs.map((pack) => (
          <li key={pack.id}>
            <PackCard
              pack={pack}
              campaign={campaign}
              unavailable={packUnavailability(campaign.state, pack)}
              lang={lang}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
