import type { HomeCampaignsQuery } from '@/graphql/generated/graphql';
import type { Locale } from '@/i18n/locales';
import { OutlinedCard } from '@/ui/OutlinedCard';
import { Text } from '@/ui/Text';
import { excerpt, formatDate } from '../shared/format';
import { CARD_IMAGE_SIZES } from '../shared/CampaignCard';
import { CampaignCover } from '../shared/CampaignCover';
import styles from './NewsCard.module.css';

type News = HomeCampaignsQuery['news'][number];

const EXCERPT_LENGTH = 180;

/** A piece of news: there is no news page yet, so the card shows the opening of the text. */
export function NewsCard({ news, lang }: { news: News; lang: Locale }) {
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
      </div>
    </OutlinedCard>
  );
}
