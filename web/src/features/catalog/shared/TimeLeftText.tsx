import { Plural, Trans } from '@lingui/react/macro';
import type { CampaignOutcome } from '@/graphql/generated/graphql';
import type { Locale } from '@/i18n/locales';
import { formatDate, timeLeft, type CampaignState } from '@/i18n/format';

/** Below this, the count reads as urgent: "Plus que 3 jours" rather than "12 jours restants". */
const URGENT_DAYS = 7;

/**
 * The time left of a campaign as a sentence; computed on the server at render time. An ended
 * campaign says its all-or-nothing outcome once it is settled (decision 0022), "Terminée" until then.
 */
export function TimeLeftText({
  state,
  startDate,
  endDate,
  outcome,
  outcomeAt,
  lang,
}: {
  state: CampaignState;
  startDate: string;
  endDate: string;
  outcome?: CampaignOutcome | null;
  outcomeAt?: string | null;
  lang: Locale;
}) {
  if (outcome === 'NOT_FUNDED') return <Trans>Non financée : contributeurs remboursés</Trans>;
  if (outcome === 'FUNDED') {
    const date = formatDate(outcomeAt ?? endDate, lang);
    return <Trans>Financée le {date}</Trans>;
  }
  const left = timeLeft(state, startDate, endDate);
  switch (left.kind) {
    case 'upcoming': {
      const date = formatDate(left.startDate, lang);
      return <Trans>Commence le {date}</Trans>;
    }
    case 'ended':
      return <Trans>Terminée</Trans>;
    case 'hours':
      return <Plural value={left.count} one="Dernière heure" other="Plus que # heures" />;
    case 'days':
      return left.count <= URGENT_DAYS ? (
        <Plural value={left.count} one="Dernier jour" other="Plus que # jours" />
      ) : (
        <Plural value={left.count} one="# jour restant" other="# jours restants" />
      );
  }
}
