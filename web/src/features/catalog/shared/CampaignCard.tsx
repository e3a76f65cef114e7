import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { CampaignCardFragment } from '@/graphql/generated/graphql';
import { localePath, type Locale } from '@/i18n/locales';
import { CampaignCover } from './CampaignCover';
import { FundingProgress } from './FundingProgress';

/** Image widths of a card in the 1 / 2 / 3 column grid of CampaignGrid. */
export const CARD_IMAGE_SIZES = '(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 420px';

/**
 * A campaign in a grid. The title link stretches over the whole card, so the card is one
 * target for a click but only one stop for the keyboard and one link for a screen reader;
 * the author link sits above it.
 */
export function CampaignCard({
  campaign,
  lang,
  priority = false,
  action,
}: {
  campaign: CampaignCardFragment;
  lang: Locale;
  priority?: boolean;
  /** A control over the cover's top right corner (a like button), above the card's stretched link. */
  action?: ReactNode;
}) {
  const authorName = campaign.author.name;
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'box-shadow 150ms',
        '&:hover': { boxShadow: 4 },
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
      }}
    >
      <CampaignCover url={campaign.image.url} alt={campaign.image.alt} sizes={CARD_IMAGE_SIZES} priority={priority} />
      <Typography
        component="h3"
        variant="h3"
        sx={{
          px: 2,
          pt: 2,
          '& a': { color: 'inherit', textDecoration: 'none', outline: 'none' },
          '& a::after': { content: '""', position: 'absolute', inset: 0 },
          '& a:hover': { textDecoration: 'underline' },
        }}
      >
        <Link href={localePath(lang, `/campaign/${campaign.url}`)}>{campaign.title}</Link>
      </Typography>
      <Typography
        variant="body2"
        sx={{
          px: 2,
          pt: 0.5,
          color: 'text.secondary',
          '& a': { position: 'relative', zIndex: 1, color: 'primary.dark', fontWeight: 600 },
        }}
      >
        <Trans>
          par <Link href={localePath(lang, `/founder/${campaign.author.url}`)}>{authorName}</Link>
        </Trans>
      </Typography>
      <Typography variant="body1" sx={{ px: 2, pt: 1, flexGrow: 1 }}>
        {campaign.summary}
      </Typography>
      <Box sx={{ p: 2 }}>
        <FundingProgress funding={campaign} lang={lang} />
      </Box>
      {/* Last in reading order, shown over the cover. */}
      {action && <Box sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1 }}>{action}</Box>}
    </Card>
  );
}
