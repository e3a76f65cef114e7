import type { ReactNode } from 'react';
import type { CampaignCardFragment } from '@/graphql/generated/graphql';
import type { Locale } from '@/i18n/locales';
import { Text } from '@/ui/Text';
import { TextLink } from '@/ui/TextLink';
import { CampaignGrid } from '../shared/CampaignGrid';
import styles from './HomePage.module.css';

/** A titled row of campaign cards with a link to the browse page; nothing at all when it is empty. */
export function CampaignSection({
  id,
  title,
  campaigns,
  lang,
  more,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  title: ReactNode;
  campaigns: CampaignCardFragment[];
  lang: Locale;
  more: { href: string; label: ReactNode };
}) {
  if (campaigns.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <div className={styles.sectionHeader}>
        <Text id={id} variant="h2" className={styles.sectionTitle}>
          {title}
        </Text>
        <TextLink href={more.href}>{more.label}</TextLink>
      </div>
      <CampaignGrid campaigns={campaigns} lang={lang} />
    </section>
  );
}
