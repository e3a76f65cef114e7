import { useLingui } from '@lingui/react/macro';
import { Icon } from '@/ui/Icon';
import { FACEBOOK, INSTAGRAM, MUSIC_NOTE, X, YOUTUBE } from '@/ui/icons';
import { PRODUCT_NAME } from '../brand';
import { SOCIAL_LINKS, type SocialNetwork } from '../links';
import styles from './SocialLinks.module.css';

// Video, X, photo, social network and short video (spec section 2). MUI has no TikTok icon.
const NETWORKS: { network: SocialNetwork; name: string; icon: string }[] = [
  { network: 'youtube', name: 'YouTube', icon: YOUTUBE },
  { network: 'x', name: 'X', icon: X },
  { network: 'instagram', name: 'Instagram', icon: INSTAGRAM },
  { network: 'facebook', name: 'Facebook', icon: FACEBOOK },
  { network: 'tiktok', name: 'TikTok', icon: MUSIC_NOTE },
];

export function SocialLinks() {
  const { t } = useLingui();
  return (
    <ul className={styles.list}>
      {NETWORKS.map(({ network, name, icon }) => (
        <li key={network}>
          <a href={SOCIAL_LINKS[network]} aria-label={t`${PRODUCT_NAME} sur ${name}`} className={styles.link}>
            <Icon path={icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
