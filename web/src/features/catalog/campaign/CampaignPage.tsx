import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { Locale } from '@/i18n/locales';
import { JsonLd } from '../seo/JsonLd';
import { CampaignFaq } from './CampaignFaq';
import { CampaignGallery } from './CampaignGallery';
import { CampaignIntro } from './CampaignIntro';
import { CampaignStory } from './CampaignStory';
import { getCampaignOr404 } from './campaignQuery';
import { PackList } from './PackList';
import { ParticipationList } from './ParticipationList';
import { productJsonLd } from './productJsonLd';

/**
 * Phones read top to bottom: story, packs, FAQ, backers. From lg the packs get their own column
 * beside the rest; the last row takes the extra height so a long pack column leaves no gaps.
 */
const BODY_LAYOUT = {
  display: 'grid',
  gap: { xs: 5, lg: 6 },
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
  gridTemplateRows: { lg: 'auto auto 1fr' },
  gridTemplateAreas: {
    xs: '"story" "packs" "faq" "backers"',
    lg: '"story packs" "faq packs" "backers packs"',
  },
} as const;

export async function CampaignPage({ url, lang }: { url: string; lang: Locale }) {
  const campaign = await getCampaignOr404(url, lang);
  return (
    <>
      <JsonLd data={productJsonLd(campaign, lang)} />
      <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: { xs: 5, md: 7 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, lg: 5 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
          }}
        >
          <CampaignGallery campaign={campaign} />
          <CampaignIntro campaign={campaign} lang={lang} />
        </Box>
        <Box sx={BODY_LAYOUT}>
          <Box sx={{ gridArea: 'story' }}>
            <CampaignStory sections={campaign.sections} />
          </Box>
          <Box sx={{ gridArea: 'packs' }}>
            <PackList campaign={campaign} lang={lang} />
          </Box>
          <Box sx={{ gridArea: 'faq' }}>
            <CampaignFaq faq={campaign.faq} />
          </Box>
          <Box sx={{ gridArea: 'backers' }}>
            <ParticipationList participations={campaign.participations} lang={lang} />
          </Box>
        </Box>
      </Container>
    </>
  );
}
