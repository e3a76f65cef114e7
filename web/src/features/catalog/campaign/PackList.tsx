import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Locale } from '@/i18n/locales';
import type { Campaign } from './campaignQuery';
import { packUnavailability } from './packAvailability';
import { PackCard } from './PackCard';

/** The packs of the campaign, in display order; `#packs` is the target of the intro's button. */
export function PackList({ campaign, lang }: { campaign: Campaign; lang: Locale }) {
  return (
    <Box component="section" id="packs" aria-labelledby="campaign-packs" sx={{ scrollMarginTop: 80 }}>
      <Typography id="campaign-packs" variant="h2" sx={{ mb: 2 }}>
        <Trans>Contreparties</Trans>
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {campaign.packs.map((pack) => (
          <li key={pack.id}>
            <PackCard
              pack={pack}
              campaign={campaign}
              unavailable={packUnavailability(campaign.state, pack)}
              lang={lang}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
