import type { ReactNode } from 'react';
import { Text } from '@/ui/Text';
import styles from './FooterColumn.module.css';

/** A titled list of footer links; each child is one list item's content. */
export function FooterColumn({ title, children }: { title: ReactNode; children: ReactNode[] }) {
  return (
    <div>
      <Text as="h2" variant="subtitle2" weight="bold" className={styles.title}>
        {title}
      </Text>
      <ul className={styles.links}>
        {children.map((child, index) => (
          <li key={index}>{child}</li>
        ))}
      </ul>
    </div>
  );
}
