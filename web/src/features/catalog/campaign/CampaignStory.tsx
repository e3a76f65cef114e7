import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paragraphs } from '../shared/format';
import type { Campaign } from './campaignQuery';

/** The long presentation of the campaign, section by section. */
export function CampaignStory({ sections }: { sections: Campaign['sections'] }) {
  const ordered = [...sections].sort((a, b) => a.position - b.position);
  return (
    <Box component="section" aria-labelledby="campaign-story">
      <Typography id="campaign-story" variant="h2" sx={{ mb: 2 }}>
        <Trans>Le projet</Trans>
      </Typography>
      {ordered.map((section) => (
        <Box key={section.position} sx={{ mb: 3 }}>
          <Typography component="h3" variant="h3" sx={{ mb: 1 }}>
            {section.title}
          </Typography>
          {paragraphs(section.body).map((paragraph, index) => (
            <Typography key={index} sx={{ mb: 1.5, lineHeight: 1.7, maxWidth: '70ch' }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
