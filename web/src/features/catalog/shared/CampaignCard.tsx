import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CampaignCardFragment } from '@/graphql/generated/graphql';
import { localePath, type Locale } from '@/i18n/locales';
import { OutlinedCard } from '@/ui/OutlinedCard';
import { IntentLink } from '@/ui/PrefetchOnIntent';
import { Text } from '@/ui/Text';
import styles from './CampaignCard.module.css';
import { CampaignCover } from './CampaignCover';
import { FundingProgress } from './FundingProgress';

/** Image widths of a card in the 1 / 2 / 3 column grid of CampaignGrid. */
export const CARD_IMAGE_SIZES = '(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 420px';

/**
 * A campaign in a grid. The title link stretches over the whole card, so the card is one
 * target for a click but only one stop for the keyboard and one link for a screen reader;
 * the author link sits above it.
 */
export function CampaignCard({
  campaign,
  lang,
  priority = false,
  action,
}: {
  campaign: CampaignCardFragment;
  lang: Locale;
  priority?: boolean;
  /** A control over the cover's top right corner (a like button), above the card's stretched link. */
  action?: ReactNode;
}) {
  const authorName = campaign.author.name;
  return (
    <OutlinedCard as="article" className={styles.card}>
      <CampaignCover url={campaign.image.url} alt={campaign.image.alt} sizes={CARD_IMAGE_SIZES} priority={priority} />
      <Text as="h3" variant="h3" className={styles.title}>
        <IntentLink href={localePath(lang, `/campaign/${campaign.url}`)}>{campaign.title}</IntentLink>
      </Text>
      <Text variant="body2" tone="secondary" className={styles.author}>
        <Trans>
          par <IntentLink href={localePath(lang, `/founder/${campaign.author.url}`)}>{authorName}</IntentLink>
        </Trans>
      </Text>
      <Text className={styles.summary}>{campaign.summary}</Text>
      <div className={styles.funding}>
        <FundingProgress funding={campaign} lang={lang} />
      </div>
      {/* Last in reading order, shown over the cover. */}
      {action && <div className={styles.action}>{action}</div>}
    </OutlinedCard>
  );
}
