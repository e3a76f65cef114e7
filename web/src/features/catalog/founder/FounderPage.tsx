import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Locale } from '@/i18n/locales';
import { AuthorAvatar } from '../shared/AuthorAvatar';
import { CampaignGrid } from '../shared/CampaignGrid';
import { paragraphs } from '../shared/format';
import { getFounderOr404 } from './founderQuery';
import { SocialLinks } from './SocialLinks';

export async function FounderPage({ url, lang }: { url: string; lang: Locale }) {
  const founder = await getFounderOr404(url, lang);
  return (
    <>
      <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 }, display: 'grid', gap: { xs: 5, md: 7 } }}>
        <Box
          component="header"
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'auto 1fr' },
            alignItems: 'start',
          }}
        >
          <AuthorAvatar name={founder.name} url={founder.avatarUrl} size={128} />
          <Box sx={{ display: 'grid', gap: 2, maxWidth: '70ch' }}>
            <Typography variant="h1">{founder.name}</Typography>
            {paragraphs(founder.bio).map((paragraph, index) => (
              <Typography key={index} sx={{ lineHeight: 1.7 }}>
                {paragraph}
              </Typography>
            ))}
            <SocialLinks socials={founder.socials} />
          </Box>
        </Box>
        <Box component="section" aria-labelledby="founder-campaigns">
          <Typography id="founder-campaigns" variant="h2" sx={{ mb: 3 }}>
            <Trans>Ses campagnes</Trans>
          </Typography>
          {founder.campaigns.length > 0 ? (
            <CampaignGrid campaigns={founder.campaigns} lang={lang} />
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>
              <Trans>Pas encore de campagne.</Trans>
            </Typography>
          )}
        </Box>
      </Container>
    </>
  );
}
