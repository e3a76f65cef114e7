import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { localePath, type Locale } from '@/i18n/locales';
import { CampaignCover } from '../shared/CampaignCover';
import { FundingProgress } from '../shared/FundingProgress';
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
    <Box component="main" sx={{ maxWidth: 640, mx: 'auto', p: 1.5 }}>
      <Box
        component="article"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden', bgcolor: 'background.paper' }}
      >
        <CampaignCover url={campaign.image.url} alt={campaign.image.alt} sizes={MINI_IMAGE_SIZES} priority />
        <Box sx={{ p: 2, display: 'grid', gap: 1.5 }}>
          <div>
            <Typography variant="h1" sx={{ fontSize: '1.25rem' }}>
              {campaign.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <Trans>par {authorName}</Trans>
            </Typography>
          </div>
          <FundingProgress funding={campaign} lang={lang} />
          <Button
            href={localePath(lang, `/campaign/${campaign.url}`)}
            target="_blank"
            rel="noopener"
            variant="contained"
          >
            <Trans>Voir la campagne</Trans>
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
