import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paragraphs } from '../shared/format';
import type { Campaign } from './campaignQuery';

/** The campaign's own questions, as native details/summary: keyboard and screen readers for free, no JS. */
export function CampaignFaq({ faq }: { faq: Campaign['faq'] }) {
  if (faq.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="campaign-faq">
      <Typography id="campaign-faq" variant="h2" sx={{ mb: 2 }}>
        <Trans>Questions fréquentes</Trans>
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          '& details + details': { borderTop: 1, borderColor: 'divider' },
          '& summary': {
            cursor: 'pointer',
            p: 2,
            fontWeight: 600,
            listStyle: 'none',
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
            '&::-webkit-details-marker': { display: 'none' },
            '&::after': { content: '"+" / ""', fontSize: '1.25rem', lineHeight: 1, color: 'text.secondary' },
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.dark', outlineOffset: -2 },
          },
          '& details[open] > summary::after': { content: '"−" / ""' },
        }}
      >
        {faq.map((entry) => (
          <details key={entry.id}>
            <summary>{entry.question}</summary>
            <Box sx={{ px: 2, pb: 2 }}>
              {paragraphs(entry.answer).map((paragraph, index) => (
                <Typography key={index} sx={{ mb: 1, lineHeight: 1.7 }}>
                  {paragraph}
                </Typography>
              ))}
            </Box>
          </details>
        ))}
      </Box>
    </Box>
  );
}
