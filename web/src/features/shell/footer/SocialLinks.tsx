import { useLingui } from '@lingui/react/macro';
import { Icon } from '@/ui/Icon';
import type { IconName } from '@/ui/icons';
import { PRODUCT_NAME } from '../brand';
import { SOCIAL_LINKS, type SocialNetwork } from '../links';
import styles from './SocialLinks.module.css';

// Video, X, photo, social network and short video (spec section 2). MUI has no TikTok icon.
const NETWORKS: { network: SocialNetwork; name: string; icon: IconName }[] = [
  { network: 'youtube', name: 'YouTube', icon: 'YouTube' },
  { network: 'x', name: 'X', icon: 'X' },
  { network: 'instagram', name: 'Instagram', icon: 'Instagram' },
  { network: 'facebook', name: 'Facebook', icon: 'Facebook' },
  { network: 'tiktok', name: 'TikTok', icon: 'MusicNote' },
];

export function SocialLinks() {
  const { t } = useLingui();
  return (
    <ul className={styles.list}>
      {NETWORKS.map(({ network, name, icon }) => (
        <li key={network}>
          <a href={SOCIAL_LINKS[network]} aria-label={t`${PRODUCT_NAME} sur ${name}`} className={styles.link}>
            <Icon name={icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
