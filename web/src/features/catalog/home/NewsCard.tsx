import { Trans } from '@lingui/react/macro';
import type { HomeCampaignsQuery } from '@/graphql/generated/graphql';
import { localePath, type Locale } from '@/i18n/locales';
import { OutlinedCard } from '@/ui/OutlinedCard';
import { IntentLink } from '@/ui/PrefetchOnIntent';
import { Text } from '@/ui/Text';
import { excerpt, formatDate } from '@/i18n/format';
import { CARD_IMAGE_SIZES } from '../shared/CampaignCard';
import { CampaignCover } from '../shared/CampaignCover';
import styles from './NewsCard.module.css';

type News = HomeCampaignsQuery['news'][number];

const EXCERPT_LENGTH = 180;

/**
 * A piece of news: the card shows the opening of the text, and a campaign's update links to the
 * "Updates" section of its campaign page, where it is read whole.
 */
export function NewsCard({ news, lang }: { news: News; lang: Locale }) {
  const campaign = news.campaign;
  return (
    <OutlinedCard as="article" className={styles.card}>
      {news.imageUrl && (
        // The title right below says what the picture is about: it is decorative.
        <CampaignCover url={news.imageUrl} alt="" sizes={CARD_IMAGE_SIZES} />
      )}
      <div className={styles.text}>
        <Text as="h3" variant="h3">
          {news.title}
        </Text>
        <Text variant="body2" tone="secondary">
          <time dateTime={news.publishedAt}>{formatDate(news.publishedAt, lang)}</time>
        </Text>
        <Text>{excerpt(news.body, EXCERPT_LENGTH)}</Text>
        {campaign && <CampaignLink url={campaign.url} title={campaign.title} lang={lang} />}
      </div>
    </OutlinedCard>
  );
}

/** The campaign a news item is an update of, linking to the updates section of its page. */
function CampaignLink({ url, title, lang }: { url: string; title: string; lang: Locale }) {
  return (
    <Text variant="body2">
      <Trans>
        Campagne : <IntentLink href={localePath(lang, `/campaign/${url}#updates`)}>{title}</IntentLink>
      </Trans>
    </Text>
  );
}
