import Image from 'next/image';
import styles from './CampaignCover.module.css';

/** A campaign image in the catalog's 1920/1080 frame. */
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
      <Image src={url} alt={alt} fill sizes={sizes} priority={priority} style={{ objectFit: 'cover' }} />
    </div>
  );
}
