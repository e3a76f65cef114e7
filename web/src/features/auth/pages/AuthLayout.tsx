import { useId, type ReactNode } from 'react';
import { OutlinedCard } from '@/ui/OutlinedCard';
import { Text } from '@/ui/Text';
import styles from './AuthLayout.module.css';

/**
 * The frame of the sign-in pages: one narrow card, its title the page's heading. Plain CSS, as the
 * forms inside it: a phone's first sign-in downloads and hydrates no styling runtime.
 */
export function AuthLayout({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <div className={styles.page}>
      <OutlinedCard as="section" aria-labelledby={titleId} className={styles.card}>
        <Text variant="h1" id={titleId} className={styles.title}>
          {title}
        </Text>
        {children}
      </OutlinedCard>
    </div>
  );
}
