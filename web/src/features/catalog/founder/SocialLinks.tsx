import { useLingui } from '@lingui/react/macro';
import { Icon } from '@/ui/Icon';
import type { IconName } from '@/ui/icons';
import type { Founder } from './founderQuery';
import styles from './SocialLinks.module.css';

type Network = Founder['socials'][number]['network'];

// Brand names are not translated; the website has no brand (null: a translated "Site web").
// MUI has no Twitch or TikTok logo: a generic icon stands beside the written name.
const NETWORKS: Record<Network, { brand: string | null; icon: IconName }> = {
  YOUTUBE: { brand: 'YouTube', icon: 'YouTube' },
  FACEBOOK: { brand: 'Facebook', icon: 'Facebook' },
  INSTAGRAM: { brand: 'Instagram', icon: 'Instagram' },
  TWITCH: { brand: 'Twitch', icon: 'LiveTv' },
  TWITTER: { brand: 'X', icon: 'X' },
  TIKTOK: { brand: 'TikTok', icon: 'MusicNote' },
  WEBSITE: { brand: null, icon: 'Language' },
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
              <Icon name={icon} size="small" />
              {brand ?? t`Site web`}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
