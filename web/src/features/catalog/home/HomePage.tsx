import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { HomeCampaignsDocument } from '@/graphql/generated/graphql';
import { query } from '@/graphql/server';
import { graphqlLanguage, type Locale } from '@/i18n/locales';
import { CampaignGrid, ResponsiveGrid } from '../shared/CampaignGrid';
import { NewsCard } from './NewsCard';

export async function HomePage({ lang }: { lang: Locale }) {
  const { data } = await query({ query: HomeCampaignsDocument, variables: { lang: graphqlLanguage(lang) } });
  const campaigns = data?.featuredCampaigns ?? [];
  const news = data?.news ?? [];
  return (
    <>
      <Box sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', py: { xs: 5, md: 8 } }}>
        <Container maxWidth="xl">
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, maxWidth: '22ch' }}>
            <Trans>Soutenez les créations d’artisans et d’auteurs indépendants</Trans>
          </Typography>
          <Typography sx={{ mt: 1.5, fontSize: { md: '1.125rem' }, maxWidth: '60ch' }}>
            <Trans>
              Jeux, livres, objets et vêtements fabriqués en petites séries : choisissez une contrepartie et aidez
              chaque projet à voir le jour.
            </Trans>
          </Typography>
        </Container>
      </Box>
      <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 }, display: 'grid', gap: { xs: 5, md: 7 } }}>
        <Box component="section" aria-labelledby="home-campaigns">
          <Typography id="home-campaigns" variant="h2" sx={{ mb: 3 }}>
            <Trans>Les campagnes du moment</Trans>
          </Typography>
          <CampaignGrid campaigns={campaigns} lang={lang} priorityFirst />
        </Box>
        {news.length > 0 && (
          <Box component="section" aria-labelledby="home-news">
            <Typography id="home-news" variant="h2" sx={{ mb: 3 }}>
              <Trans>Dernières nouvelles</Trans>
            </Typography>
            <ResponsiveGrid>
              {news.map((item) => (
                <li key={item.id}>
                  <NewsCard news={item} lang={lang} />
                </li>
              ))}
            </ResponsiveGrid>
          </Box>
        )}
      </Container>
    </>
  );
}
