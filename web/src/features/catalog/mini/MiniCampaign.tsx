import { Trans } from '@lingui/react/macro';
import { localePath, type Locale } from '@/i18n/locales';
import buttons from '@/ui/buttons.module.css';
import { OutlinedCard } from '@/ui/OutlinedCard';
import { Text } from '@/ui/Text';
import { CampaignCover } from '../shared/CampaignCover';
import { FundingProgress } from '../shared/FundingProgress';
import styles from './MiniCampaign.module.css';
import { getMiniCampaignOr404 } from './miniQuery';

/** An embed fills its iframe: the image takes the iframe's width. */
const MINI_IMAGE_SIZES = '(max-width: 640px) 100vw, 640px';

/**
 * The card-sized summary other sites put in an iframe. Links open the storefront in a new tab:
 * navigating inside the iframe would trap the visitor in a small box.
 */
export async function MiniCampaign({ url, lang }: { url: string; lang: Locale }) {
  const campaign = await getMiniCampaignOr404(url, lang);
  const authorName = campaign.author.name;
  return (
    <main className={styles.page}>
      <OutlinedCard as="article" className={styles.card}>
        <CampaignCover url={campaign.image.url} alt={campaign.image.alt} sizes={MINI_IMAGE_SIZES} priority />
        <div className={styles.content}>
          <div>
            <Text variant="h1" className={styles.title}>
              {campaign.title}
            </Text>
            <Text variant="body2" tone="secondary">
              <Trans>par {authorName}</Trans>
            </Text>
          </div>
          <FundingProgress funding={campaign} lang={lang} />
          <a
            href={localePath(lang, `/campaign/${campaign.url}`)}
            target="_blank"
            rel="noopener"
            className={`${buttons.button} ${buttons.contained} ${buttons.raised}`}
          >
            <Trans>Voir la campagne</Trans>
          </a>
        </div>
      </OutlinedCard>
    </main>
  );
}
