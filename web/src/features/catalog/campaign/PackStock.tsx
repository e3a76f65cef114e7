import { Plural, Trans } from '@lingui/react/macro';
import Typography from '@mui/material/Typography';
import { LOW_STOCK } from './packAvailability';
import type { Pack } from './campaignQuery';

/** The units left of a limited pack; nothing for an unlimited one. */
export function PackStock({ pack }: { pack: Pack }) {
  if (pack.soldOut) {
    return (
      <Typography variant="body2" sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.5 }}>
        <Trans>Épuisé</Trans>
      </Typography>
    );
  }
  const left = pack.stockLeft;
  if (left === null || left === undefined) return null;
  const low = left <= LOW_STOCK;
  return (
    <Typography variant="body2" sx={{ fontWeight: low ? 700 : 400, color: low ? 'text.primary' : 'text.secondary' }}>
      {low ? (
        <Plural value={left} one="Plus que # exemplaire" other="Plus que # exemplaires" />
      ) : (
        <Plural value={left} one="# exemplaire restant" other="# exemplaires restants" />
      )}
    </Typography>
  );
}
