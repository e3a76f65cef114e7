import { Plural, Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Locale } from '@/i18n/locales';
import { formatMoney, formatRelativeTime } from '../shared/format';
import type { Campaign } from './campaignQuery';

type Participations = Campaign['participations'];

/** The newest participations (the first page of the API) and how many there are in all. */
export function ParticipationList({ participations, lang }: { participations: Participations; lang: Locale }) {
  const { total, items } = participations;
  const shown = items.length;
  return (
    <Box component="section" aria-labelledby="campaign-participations">
      <Typography id="campaign-participations" variant="h2" sx={{ mb: 0.5 }}>
        <Trans>Contributions</Trans>
      </Typography>
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>
        {total === 0 ? (
          <Trans>Aucune contribution pour l’instant.</Trans>
        ) : shown < total ? (
          // More than shown, so at least two: always the plural.
          <Trans>
            Les {shown} plus récentes sur {total} contributions
          </Trans>
        ) : (
          <Plural value={total} one="# contribution" other="# contributions" />
        )}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((participation) => (
          <Box
            component="li"
            key={participation.id}
            sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {participation.displayName ?? <Trans>Contributeur anonyme</Trans>}
              </Typography>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {formatMoney(participation.amount.cents, lang)}
              </Typography>
            </Box>
            {participation.comment && <Typography component="q">{participation.comment}</Typography>}
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <time dateTime={participation.createdAt}>{formatRelativeTime(participation.createdAt, lang)}</time>
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
