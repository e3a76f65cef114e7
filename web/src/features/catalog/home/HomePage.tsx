import { Trans } from '@lingui/react/macro';
import { HomeCampaignsDocument } from '@/graphql/generated/graphql';
import { query } from '@/graphql/server';
import { graphqlLanguage, localePath, type Locale } from '@/i18n/locales';
import { PageContainer } from '@/ui/PageContainer';
import { Text } from '@/ui/Text';
import { CampaignGrid, ResponsiveGrid } from '../shared/CampaignGrid';
import { CampaignSection } from './CampaignSection';
import styles from './HomePage.module.css';
import { NewsCard } from './NewsCard';

export async function HomePage({ lang }: { lang: Locale }) {
  const { data } = await query({ query: HomeCampaignsDocument, variables: { lang: graphqlLanguage(lang) } });
  const campaigns = data?.featuredCampaigns ?? [];
  const news = data?.news ?? [];
  const endingSoon = data?.endingSoon.nodes ?? [];
  const justLaunched = data?.justLaunched.nodes ?? [];
  return (
    <>
      <div className={styles.hero}>
        <PageContainer>
          <Text variant="h1" className={styles.heroTitle}>
            <Trans>Soutenez les créations d’artisans et d’auteurs indépendants</Trans>
          </Text>
          <Text className={styles.heroText}>
            <Trans>
              Jeux, livres, objets et vêtements fabriqués en petites séries : choisissez une contrepartie et aidez
              chaque projet à voir le jour.
            </Trans>
          </Text>
        </PageContainer>
      </div>
      <PageContainer className={styles.sections}>
        <section aria-labelledby="home-campaigns">
          <Text id="home-campaigns" variant="h2" className={styles.sectionTitle}>
            <Trans>Les campagnes du moment</Trans>
          </Text>
          <CampaignGrid campaigns={campaigns} lang={lang} priorityFirst />
        </section>
        <CampaignSection
          id="home-ending-soon"
          title={<Trans>Se termine bientôt</Trans>}
          campaigns={endingSoon}
          lang={lang}
          more={{ href: localePath(lang, '/campaigns'), label: <Trans>Voir toutes les campagnes</Trans> }}
        />
        <CampaignSection
          id="home-just-launched"
          title={<Trans>Vient de démarrer</Trans>}
          campaigns={justLaunched}
          lang={lang}
          more={{ href: localePath(lang, '/campaigns?sort=newest'), label: <Trans>Voir les plus récentes</Trans> }}
        />
        {news.length > 0 && (
          <section aria-labelledby="home-news">
            <Text id="home-news" variant="h2" className={styles.sectionTitle}>
              <Trans>Dernières nouvelles</Trans>
            </Text>
            <ResponsiveGrid>
              {news.map((item) => (
                <li key={item.id}>
                  <NewsCard news={item} lang={lang} />
                </li>
              ))}
            </ResponsiveGrid>
          </section>
        )}
      </PageContainer>
    </>
  );
}
