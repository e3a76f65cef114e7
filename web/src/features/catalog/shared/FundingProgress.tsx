import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CampaignFundingFragment } from '@/graphql/generated/graphql';
import type { Locale } from '@/i18n/locales';
import { formatMoney } from '@/i18n/money';
import { Text } from '@/ui/Text';
import styles from './FundingProgress.module.css';
import { formatPercent } from '@/i18n/format';
import { TimeLeftText } from './TimeLeftText';

/**
 * Amount raised, progress bar, backers and time left. `detailed` adds the goal and larger
 * figures for the campaign page; cards use the compact form.
 */
export function FundingProgress({
  funding,
  lang,
  detailed = false,
}: {
  funding: CampaignFundingFragment;
  lang: Locale;
  detailed?: boolean;
}) {
  const { t } = useLingui();
  const raised = formatMoney(funding.amountRaised.cents, lang, 'short');
  const goal = formatMoney(funding.goal.cents, lang, 'short');
  const percent = formatPercent(funding.progress, lang);
  const backers = funding.backerCount;
  const filled = Math.min(100, funding.progress * 100);
  return (
    <div className={`${styles.funding} ${detailed ? styles.detailed : ''}`}>
      <div>
        <div className={styles.figures}>
          <Text variant={detailed ? 'h4' : 'body1'} as="p" weight="bold">
            {raised}
            {!detailed && (
              <Text as="span" variant="body2" tone="secondary" weight="regular">
                {' '}
                <Trans>collectés</Trans>
              </Text>
            )}
          </Text>
          <Text variant={detailed ? 'h6' : 'body2'} as="p" weight="bold">
            {percent}
          </Text>
        </div>
        {detailed && (
          <Text variant="body2" tone="secondary">
            <Trans>collectés sur un objectif de {goal}</Trans>
          </Text>
        )}
      </div>
      <div
        role="progressbar"
        aria-valuenow={Math.round(filled)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={t`Objectif atteint à ${percent}`}
        className={styles.track}
      >
        <div className={styles.bar} style={{ width: `${filled}%` }} />
      </div>
      <Text as="div" variant={detailed ? 'body1' : 'body2'} tone="secondary" className={styles.details}>
        <span>
          <Plural value={backers} one="# contributeur" other="# contributeurs" />
        </span>
        <Text variant="inherit" tone="primary" weight="semibold">
          <TimeLeftText
            state={funding.state}
            startDate={funding.startDate}
            endDate={funding.endDate}
            outcome={funding.outcome}
            outcomeAt={funding.outcomeAt}
            lang={lang}
          />
        </Text>
      </Text>
    </div>
  );
}
