import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { localePath, type Locale } from '@/i18n/locales';
import { LikeButton } from '../like/LikeButton';
import { ShareButton } from '../share/ShareButton';
import { AuthorAvatar } from '../shared/AuthorAvatar';
import { FundingProgress } from '../shared/FundingProgress';
import type { Campaign } from './campaignQuery';

/** Title, author and funding: what a visitor reads before scrolling. */
export function CampaignIntro({ campaign, lang }: { campaign: Campaign; lang: Locale }) {
  const { author } = campaign;
  return (
    <Box sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
      <div>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {campaign.title}
        </Typography>
        <Typography sx={{ mt: 1, fontSize: '1.125rem', color: 'text.secondary' }}>{campaign.summary}</Typography>
      </div>
      <Box
        sx={{
          '& a': { display: 'flex', alignItems: 'center', gap: 1.5, width: 'fit-content', textDecoration: 'none' },
          '& a:hover .author-name': { textDecoration: 'underline' },
        }}
      >
        <Link href={localePath(lang, `/founder/${author.url}`)}>
          <AuthorAvatar name={author.name} url={author.avatarUrl} size={48} />
          <span>
            <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
              <Trans>Une campagne de</Trans>
            </Typography>
            <Typography component="span" className="author-name" sx={{ fontWeight: 600, color: 'primary.dark' }}>
              {author.name}
            </Typography>
          </span>
        </Link>
      </Box>
      <FundingProgress funding={campaign} lang={lang} detailed />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {campaign.packs.length > 0 && (
          <Button href="#packs" variant="contained" size="large" sx={{ flexGrow: { xs: 1, sm: 0 } }}>
            {campaign.state === 'ONGOING' ? (
              <Trans>Choisir une contrepartie</Trans>
            ) : (
              <Trans>Voir les contreparties</Trans>
            )}
          </Button>
        )}
        <LikeButton campaign={{ id: campaign.id, url: campaign.url, title: campaign.title }} lang={lang} />
        <ShareButton title={campaign.title} />
      </Box>
    </Box>
  );
}
