import { Trans } from '@lingui/react/macro';
import { Text } from '@/ui/Text';
import { paragraphs } from '@/i18n/format';
import type { Campaign } from './campaignQuery';
import styles from './CampaignFaq.module.css';

/** The campaign's own questions, as native details/summary: keyboard and screen readers for free, no JS. */
export function CampaignFaq({ faq }: { faq: Campaign['faq'] }) {
  if (faq.length === 0) return null;
  return (
    <section aria-labelledby="campaign-faq">
      <Text id="campaign-faq" variant="h2" className={styles.title}>
        <Trans>Questions fréquentes</Trans>
      </Text>
      <div className={styles.questions}>
        {faq.map((entry) => (
          <details key={entry.id}>
            <summary>{entry.question}</summary>
            <div className={styles.answer}>
              {paragraphs(entry.answer).map((paragraph, index) => (
                <Text key={index} className={styles.paragraph}>
                  {paragraph}
                </Text>
              ))}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
