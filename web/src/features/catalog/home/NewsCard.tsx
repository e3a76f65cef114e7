import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import Image from 'next/image';
import type { HomeCampaignsQuery } from '@/graphql/generated/graphql';
import type { Locale } from '@/i18n/locales';
import { excerpt, formatDate } from '../shared/format';
import { CARD_IMAGE_SIZES } from '../shared/CampaignCard';

type News = HomeCampaignsQuery['news'][number];

const EXCERPT_LENGTH = 180;

/** A piece of news: there is no news page yet, so the card shows the opening of the text. */
export function NewsCard({ news, lang }: { news: News; lang: Locale }) {
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%' }}>
      {news.imageUrl && (
        <Box sx={{ position: 'relative', aspectRatio: '1920 / 1080', bgcolor: 'action.hover' }}>
          {/* The title right below says what the picture is about: it is decorative. */}
          <Image src={news.imageUrl} alt="" fill sizes={CARD_IMAGE_SIZES} style={{ objectFit: 'cover' }} />
        </Box>
      )}
      <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
        <Typography component="h3" variant="h3">
          {news.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <time dateTime={news.publishedAt}>{formatDate(news.publishedAt, lang)}</time>
        </Typography>
        <Typography variant="body1">{excerpt(news.body, EXCERPT_LENGTH)}</Typography>
      </Box>
    </Card>
  );
}
