import { useLingui } from '@lingui/react/macro';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../brand';
import { SOCIAL_LINKS, type SocialNetwork } from '../links';
import styles from './SocialLinks.module.css';

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
    <ul className={styles.list}>
      {NETWORKS.map(({ network, name, icon }) => (
        <li key={network}>
          <a href={SOCIAL_LINKS[network]} aria-label={t`${PRODUCT_NAME} sur ${name}`} className={styles.link}>
            {icon}
          </a>
        </li>
      ))}
    </ul>
  );
}
