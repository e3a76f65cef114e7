import { Trans } from '@lingui/react/macro';
import Typography from '@mui/material/Typography';
import { HomeCampaignsDocument } from '@/graphql/generated/graphql';
import { query } from '@/graphql/server';
import { graphqlLanguage, type Locale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';

export default async function HomePage({ params }: { params: Promise<{ lang: Locale }> }) {
  const { lang } = await params;
  initLingui(lang);
  const { data } = await query({ query: HomeCampaignsDocument, variables: { lang: graphqlLanguage(lang) } });
  return (
    <main>
      <Typography variant="h1">
        <Trans>Les campagnes du moment</Trans>
      </Typography>
      <ul>
        {data?.featuredCampaigns.map((campaign) => (
          <li key={campaign.id}>{campaign.title}</li>
        ))}
      </ul>
    </main>
  );
}
