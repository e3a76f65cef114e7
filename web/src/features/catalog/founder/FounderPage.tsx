import { Trans } from '@lingui/react/macro';
import type { Locale } from '@/i18n/locales';
import { PageContainer } from '@/ui/PageContainer';
import { Text } from '@/ui/Text';
import { AuthorAvatar } from '../shared/AuthorAvatar';
import { CampaignGrid } from '../shared/CampaignGrid';
import { paragraphs } from '@/i18n/format';
import styles from './FounderPage.module.css';
import { getFounderOr404 } from './founderQuery';
import { SocialLinks } from './SocialLinks';

export async function FounderPage({ url, lang }: { url: string; lang: Locale }) {
  const founder = await getFounderOr404(url, lang);
  return (
    <PageContainer className={styles.page}>
      <header className={styles.header}>
        <AuthorAvatar name={founder.name} url={founder.avatarUrl} size={128} />
        <div className={styles.bio}>
          <Text variant="h1">{founder.name}</Text>
          {paragraphs(founder.bio).map((paragraph, index) => (
            <Text key={index} className={styles.paragraph}>
              {paragraph}
            </Text>
          ))}
          <SocialLinks socials={founder.socials} />
        </div>
      </header>
      <section aria-labelledby="founder-campaigns">
        <Text id="founder-campaigns" variant="h2" className={styles.sectionTitle}>
          <Trans>Ses campagnes</Trans>
        </Text>
        {founder.campaigns.length > 0 ? (
          // Below a short bio, the first cover reaches a phone's first screen: loaded lazily, it
          // was the page's largest paint, a second late (Lighthouse mobile).
          <CampaignGrid campaigns={founder.campaigns} lang={lang} priorityFirst />
        ) : (
          <Text tone="secondary">
            <Trans>Pas encore de campagne.</Trans>
          </Text>
        )}
      </section>
    </PageContainer>
  );
}
