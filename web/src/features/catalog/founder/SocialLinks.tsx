import { useLingui } from '@lingui/react/macro';
import { Icon } from '@/ui/Icon';
import { FACEBOOK, INSTAGRAM, LANGUAGE, LIVE_TV, MUSIC_NOTE, X, YOUTUBE } from '@/ui/icons';
import type { Founder } from './founderQuery';
import styles from './SocialLinks.module.css';

type Network = Founder['socials'][number]['network'];

// Brand names are not translated; the website has no brand (null: a translated "Site web").
// MUI has no Twitch or TikTok logo: a generic icon stands beside the written name.
const NETWORKS: Record<Network, { brand: string | null; icon: string }> = {
  YOUTUBE: { brand: 'YouTube', icon: YOUTUBE },
  FACEBOOK: { brand: 'Facebook', icon: FACEBOOK },
  INSTAGRAM: { brand: 'Instagram', icon: INSTAGRAM },
  TWITCH: { brand: 'Twitch', icon: LIVE_TV },
  TWITTER: { brand: 'X', icon: X },
  TIKTOK: { brand: 'TikTok', icon: MUSIC_NOTE },
  WEBSITE: { brand: null, icon: LANGUAGE },
};

/** The author's networks, each named in words so an icon never has to be guessed. */
export function SocialLinks({ socials }: { socials: Founder['socials'] }) {
  const { t } = useLingui();
  if (socials.length === 0) return null;
  return (
    <ul className={styles.list}>
      {socials.map((social) => {
        const { brand, icon } = NETWORKS[social.network];
        return (
          <li key={social.network}>
            <a href={social.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
              <Icon path={icon} size="small" />
              {brand ?? t`Site web`}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
