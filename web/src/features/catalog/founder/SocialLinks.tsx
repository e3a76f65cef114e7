import { useLingui } from '@lingui/react/macro';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import Language from '@mui/icons-material/Language';
import LiveTv from '@mui/icons-material/LiveTv';
import MusicNote from '@mui/icons-material/MusicNote';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import type { ComponentType } from 'react';
import type { Founder } from './founderQuery';

type Network = Founder['socials'][number]['network'];

// Brand names are not translated; the website has no brand (null: a translated "Site web").
// MUI has no Twitch or TikTok logo: a generic icon stands beside the written name.
const NETWORKS: Record<Network, { brand: string | null; Icon: ComponentType<{ fontSize: 'small' }> }> = {
  YOUTUBE: { brand: 'YouTube', Icon: YouTube },
  FACEBOOK: { brand: 'Facebook', Icon: Facebook },
  INSTAGRAM: { brand: 'Instagram', Icon: Instagram },
  TWITCH: { brand: 'Twitch', Icon: LiveTv },
  TWITTER: { brand: 'X', Icon: X },
  TIKTOK: { brand: 'TikTok', Icon: MusicNote },
  WEBSITE: { brand: null, Icon: Language },
};

/** The author's networks, each named in words so an icon never has to be guessed. */
export function SocialLinks({ socials }: { socials: Founder['socials'] }) {
  const { t } = useLingui();
  if (socials.length === 0) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {socials.map((social) => {
        const { brand, Icon } = NETWORKS[social.network];
        return (
          <li key={social.network}>
            <Box
              component="a"
              href={social.url}
              target="_blank"
              rel="noopener noreferrer"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.75,
                px: 1.5,
                py: 0.75,
                border: 1,
                borderColor: 'divider',
                borderRadius: 5,
                color: 'text.primary',
                textDecoration: 'none',
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              <Icon fontSize="small" />
              {brand ?? t`Site web`}
            </Box>
          </li>
        );
      })}
    </Box>
  );
}
