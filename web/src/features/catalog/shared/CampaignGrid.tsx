import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { CampaignCardFragment } from '@/graphql/generated/graphql';
import type { Locale } from '@/i18n/locales';
import { CampaignCard } from './CampaignCard';

/** Cards in 1 column on phones, 2 from md, 3 from lg. */
export function CampaignGrid({
  campaigns,
  lang,
  priorityFirst = false,
}: {
  campaigns: CampaignCardFragment[];
  lang: Locale;
  /** The grid is the first thing seen: load the first image early. */
  priorityFirst?: boolean;
}) {
  return (
    <ResponsiveGrid>
      {campaigns.map((campaign, index) => (
        <li key={campaign.id}>
          <CampaignCard campaign={campaign} lang={lang} priority={priorityFirst && index === 0} />
        </li>
      ))}
    </ResponsiveGrid>
  );
}

/** A list laid out in the 1 / 2 / 3 column grid of the catalog. */
export function ResponsiveGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
