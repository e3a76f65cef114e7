import { useLingui } from '@lingui/react/macro';
import { CampaignCover } from '../shared/CampaignCover';
import type { Campaign } from './campaignQuery';
import styles from './CampaignGallery.module.css';

/** The gallery column is about 7/12 of the 1280 px page on desktop, the full width on phones. */
const GALLERY_IMAGE_SIZES = '(max-width: 1023px) 90vw, 640px';

/**
 * The cover then the gallery images in a horizontal scroll-snap row: swipe on phones, scroll
 * or arrow keys elsewhere, no JavaScript. The next image peeks in to show there is more.
 */
export function CampaignGallery({ campaign }: { campaign: Campaign }) {
  const { t } = useLingui();
  const images = [campaign.image, ...campaign.images];
  const single = images.length === 1;
  return (
    <div
      role="region"
      aria-label={t`Images de la campagne`}
      tabIndex={single ? undefined : 0}
      className={styles.gallery}
    >
      <ul className={styles.images}>
        {images.map((image, index) => (
          <li key={image.url} className={single ? styles.single : styles.image}>
            <CampaignCover url={image.url} alt={image.alt} sizes={GALLERY_IMAGE_SIZES} priority={index === 0} />
          </li>
        ))}
      </ul>
    </div>
  );
}
