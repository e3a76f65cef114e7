import { Plural, Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { CampaignFundingFragment } from '@/graphql/generated/graphql';
import type { Locale } from '@/i18n/locales';
import { formatMoney, formatPercent } from './format';
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
  const raised = formatMoney(funding.amountRaised.cents, lang);
  const goal = formatMoney(funding.goal.cents, lang);
  const percent = formatPercent(funding.progress, lang);
  const backers = funding.backerCount;
  return (
    <Box sx={{ display: 'grid', gap: detailed ? 1.5 : 1 }}>
      <div>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
          <Typography component="p" variant={detailed ? 'h4' : 'body1'} sx={{ fontWeight: 700 }}>
            {raised}
            {!detailed && (
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                {' '}
                <Trans>collectés</Trans>
              </Typography>
            )}
          </Typography>
          <Typography component="p" variant={detailed ? 'h6' : 'body2'} sx={{ fontWeight: 700 }}>
            {percent}
          </Typography>
        </Box>
        {detailed && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <Trans>collectés sur un objectif de {goal}</Trans>
          </Typography>
        )}
      </div>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, funding.progress * 100)}
        aria-label={t`Objectif atteint à ${percent}`}
        sx={{ height: detailed ? 10 : 8, borderRadius: 5 }}
      />
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
          color: 'text.secondary',
          typography: detailed ? 'body1' : 'body2',
        }}
      >
        <span>
          <Plural value={backers} one="# contributeur" other="# contributeurs" />
        </span>
        <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
          <TimeLeftText state={funding.state} startDate={funding.startDate} endDate={funding.endDate} lang={lang} />
        </Box>
      </Box>
    </Box>
  );
}
