import { useLingui } from '@lingui/react/macro';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../brand';
import { SOCIAL_LINKS, type SocialNetwork } from '../links';

// Video, X, photo, social network and short video (spec section 2). MUI has no TikTok icon.
const NETWORKS: { network: SocialNetwork; name: string; icon: ReactNode }[] = [
  { network: 'youtube', name: 'YouTube', icon: <YouTubeIcon /> },
  { network: 'x', name: 'X', icon: <XIcon /> },
  { network: 'instagram', name: 'Instagram', icon: <InstagramIcon /> },
  { network: 'facebook', name: 'Facebook', icon: <FacebookIcon /> },
  { network: 'tiktok', name: 'TikTok', icon: <MusicNoteIcon /> },
];

export function SocialLinks() {
  const { t } = useLingui();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, ml: -1, display: 'flex', flexWrap: 'wrap' }}>
      {NETWORKS.map(({ network, name, icon }) => (
        <li key={network}>
          <IconButton
            href={SOCIAL_LINKS[network]}
            aria-label={t`${PRODUCT_NAME} sur ${name}`}
            color="inherit"
            size="small"
          >
            {icon}
          </IconButton>
        </li>
      ))}
    </Box>
  );
}
