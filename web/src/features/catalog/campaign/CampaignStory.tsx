import { Trans } from '@lingui/react/macro';
import { Text } from '@/ui/Text';
import { paragraphs } from '@/i18n/format';
import type { Campaign } from './campaignQuery';
import styles from './CampaignStory.module.css';

/** The long presentation of the campaign, section by section. */
export function CampaignStory({ sections }: { sections: Campaign['sections'] }) {
  const ordered = [...sections].sort((a, b) => a.position - b.position);
  return (
    <section aria-labelledby="campaign-story">
      <Text id="campaign-story" variant="h2" className={styles.title}>
        <Trans>Le projet</Trans>
      </Text>
      {ordered.map((section) => (
        <div key={section.position} className={styles.section}>
          <Text as="h3" variant="h3" className={styles.sectionTitle}>
            {section.title}
          </Text>
          {paragraphs(section.body).map((paragraph, index) => (
            <Text key={index} className={styles.paragraph}>
              {paragraph}
            </Text>
          ))}
        </div>
      ))}
    </section>
  );
}
