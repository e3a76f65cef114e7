import type { ReactNode } from 'react';
import { PageContainer } from '@/ui/PageContainer';
import { Text } from '@/ui/Text';
import styles from './HelpPageLayout.module.css';

/**
 * The frame of the help and legal pages: a readable column with the page's title and intro. The
 * shell's layout provides the <main> landmark around it.
 */
export function HelpPageLayout({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageContainer width="md" className={styles.container}>
      <Text variant="h1" className={styles.title}>
        {title}
      </Text>
      {intro && (
        <Text as="div" tone="secondary" className={styles.intro}>
          {intro}
        </Text>
      )}
      {children}
    </PageContainer>
  );
}
