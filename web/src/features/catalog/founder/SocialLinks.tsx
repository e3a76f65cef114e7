import { useLingui } from '@lingui/react/macro';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import Language from '@mui/icons-material/Language';
import LiveTv from '@mui/icons-material/LiveTv';
import MusicNote from '@mui/icons-material/MusicNote';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import type { ComponentType } from 'react';
import type { Founder } from './founderQuery';
import styles from './SocialLinks.module.css';

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
    <ul className={styles.list}>
      {socials.map((social) => {
        const { brand, Icon } = NETWORKS[social.network];
        return (
          <li key={social.network}>
            <a href={social.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
              <Icon fontSize="small" />
              {brand ?? t`Site web`}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
