import type { ReactNode } from 'react';
import type { CampaignCardFragment } from '@/graphql/generated/graphql';
import type { Locale } from '@/i18n/locales';
import { CampaignCard } from './CampaignCard';
import styles from './CampaignGrid.module.css';

/** Cards in 1 column on phones, 2 from md, 3 from lg. */
export function CampaignGrid({
  campaigns,
  lang,
  priorityFirst = false,
}: {
  campaigns: CampaignCardFragment[];
  lang: Locale;
  /** The grid is the first thing seen: load the first image early. */
  priorityFirst?: boolean;
}) {
  return (
    <ResponsiveGrid>
      {campaigns.map((campaign, index) => (
        <li key={campaign.id}>
          <CampaignCard campaign={campaign} lang={lang} priority={priorityFirst && index === 0} />
        </li>
      ))}
    </ResponsiveGrid>
  );
}

/** A list laid out in the 1 / 2 / 3 column grid of the catalog. */
export function ResponsiveGrid({ children }: { children: ReactNode }) {
  return <ul className={styles.grid}>{children}</ul>;
}
