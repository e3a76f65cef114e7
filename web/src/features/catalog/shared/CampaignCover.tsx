import Image from 'next/image';
import styles from './CampaignCover.module.css';

/**
 * A campaign image in the catalog's 1920/1080 frame. The priority image is the page's largest
 * paint: preloaded from the head at high fetch priority (an image preload is low by default and
 * would queue behind the scripts).
 */
export function CampaignCover({
  url,
  alt,
  sizes,
  priority = false,
}: {
  url: string;
  alt: string;
  sizes: string;
  priority?: boolean;
}) {
  return (
    <div className={styles.frame}>
      <Image
        src={url}
        alt={alt}
        fill
        sizes={sizes}
        preload={priority}
        fetchPriority={priority ? 'high' : undefined}
        style={{ objectFit: 'cover' }}
      />
    </div>
  );
}
