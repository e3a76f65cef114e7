import { Trans } from '@lingui/react/macro';
import { frenchElides } from '@/i18n/elision';
import { localePath, type Locale } from '@/i18n/locales';
import { IntentLink } from '@/ui/PrefetchOnIntent';
import buttons from '@/ui/buttons.module.css';
import { Text } from '@/ui/Text';
import { LikeButton } from '../like/LikeButton';
import { LiveFundingProgress } from '../live/LiveFundingProgress';
import { fundingShown } from '../live/shownFigures';
import { ShareButton } from '../share/ShareButton';
import { AuthorAvatar } from '../shared/AuthorAvatar';
import { FundingProgress } from '../shared/FundingProgress';
import type { Campaign } from './campaignQuery';
import styles from './CampaignIntro.module.css';

/** Title, author and funding: what a visitor reads before scrolling. */
export function CampaignIntro({ campaign, lang }: { campaign: Campaign; lang: Locale }) {
  const { author } = campaign;
  return (
    <div className={styles.intro}>
      <div>
        <Text variant="h1" className={styles.title}>
          {campaign.title}
        </Text>
        <Text tone="secondary" className={styles.summary}>
          {campaign.summary}
        </Text>
      </div>
      <IntentLink href={localePath(lang, `/founder/${author.url}`)} className={styles.author}>
        <AuthorAvatar name={author.name} url={author.avatarUrl} size={48} />
        <span>
          <Text as="span" variant="body2" tone="secondary" className={styles.byline}>
            {frenchElides(author.name) ? <Trans>Une campagne d’</Trans> : <Trans>Une campagne de</Trans>}
          </Text>
          <Text as="span" weight="semibold" className={styles.authorName}>
            {author.name}
          </Text>
        </span>
      </IntentLink>
      <LiveFundingProgress lang={lang} shown={fundingShown(campaign)}>
        <FundingProgress funding={campaign} lang={lang} detailed />
      </LiveFundingProgress>
      <div className={styles.actions}>
        {campaign.packs.length > 0 && (
          <a
            href="#packs"
            className={`${buttons.button} ${buttons.contained} ${buttons.raised} ${buttons.large} ${styles.packsButton}`}
          >
            {campaign.state === 'ONGOING' ? (
              <Trans>Choisir une contrepartie</Trans>
            ) : (
              <Trans>Voir les contreparties</Trans>
            )}
          </a>
        )}
        <LikeButton campaign={{ id: campaign.id, url: campaign.url, title: campaign.title }} lang={lang} />
        <ShareButton title={campaign.title} />
      </div>
    </div>
  );
}
