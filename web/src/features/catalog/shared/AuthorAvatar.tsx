import Image from 'next/image';
import styles from './AuthorAvatar.module.css';

/** A round author picture, or the initial when the author has none. */
export function AuthorAvatar({ name, url, size }: { name: string; url: string | null | undefined; size: number }) {
  return (
    <div className={styles.avatar} style={{ width: size, height: size, fontSize: size / 2.5 }}>
      {/* The name is always written beside the picture: the picture itself adds nothing to read. */}
      {url ? <Image src={url} alt="" fill sizes={`${size}px`} style={{ objectFit: 'cover' }} /> : name.charAt(0)}
    </div>
  );
}
