import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import type { Locale } from '@/i18n/locales';
import { formatMoney } from '../shared/format';
import type { Campaign, Pack } from './campaignQuery';
import { type PackUnavailability } from './packAvailability';
import { PackOrderForm } from './PackOrderForm';
import { PackStock } from './PackStock';

const PACK_IMAGE_SIZE = 88;

/** A pack: what it holds, its price and stock, then its options to choose when it can be ordered. */
export function PackCard({
  pack,
  campaign,
  unavailable,
  lang,
}: {
  pack: Pack;
  campaign: Pick<Campaign, 'id' | 'url' | 'title'>;
  unavailable: PackUnavailability;
  lang: Locale;
}) {
  const headingId = `pack-${pack.id}-title`;
  return (
    <Card
      component="article"
      id={`pack-${pack.id}`}
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 1.5, scrollMarginTop: 80, opacity: unavailable === 'soldOut' ? 0.8 : 1 }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        {pack.imageUrl && (
          <Box
            sx={{
              position: 'relative',
              flex: 'none',
              width: PACK_IMAGE_SIZE,
              height: PACK_IMAGE_SIZE,
              borderRadius: 2,
              overflow: 'hidden',
            }}
          >
            {/* Illustrates the description beside it. */}
            <Image src={pack.imageUrl} alt="" fill sizes={`${PACK_IMAGE_SIZE}px`} style={{ objectFit: 'cover' }} />
          </Box>
        )}
        <div>
          <Typography id={headingId} component="h3" variant="h3">
            {pack.label}
          </Typography>
          <Typography sx={{ fontSize: '1.25rem', fontWeight: 700, mt: 0.5 }}>
            {formatMoney(pack.price.cents, lang)}
          </Typography>
          {/* Units left mean nothing once the campaign is over. */}
          {unavailable !== 'ended' && <PackStock pack={pack} />}
        </div>
      </Box>
      <Typography variant="body2" sx={{ lineHeight: 1.6 }}>
        {pack.description}
      </Typography>
      {unavailable ? (
        <UnavailablePack pack={pack} reason={unavailable} />
      ) : (
        <PackOrderForm
          packHeadingId={headingId}
          lang={lang}
          pack={{
            packId: pack.id,
            campaignId: campaign.id,
            campaignUrl: campaign.url,
            analytics: {
              packId: pack.id,
              packLabel: pack.label,
              campaignTitle: campaign.title,
              unitCents: pack.price.cents,
            },
          }}
          options={pack.options.map((option) => ({
            id: option.id,
            label: option.label,
            values: option.values.map((value) => ({ id: value.id, label: value.label })),
          }))}
        />
      )}
    </Card>
  );
}

/** A pack that cannot be ordered: its options as text, and why it cannot be ordered. */
function UnavailablePack({ pack, reason }: { pack: Pack; reason: Exclude<PackUnavailability, null> }) {
  return (
    <>
      {pack.options.length > 0 && (
        <Box component="dl" sx={{ m: 0, typography: 'body2', '& dt': { fontWeight: 600 }, '& dd': { m: 0, mb: 1 } }}>
          {pack.options.map((option) => (
            <div key={option.id}>
              <dt>{option.label}</dt>
              <dd>{option.values.map((value) => value.label).join(', ')}</dd>
            </div>
          ))}
        </Box>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
        {reason === 'soldOut' && <Trans>Ce pack est épuisé.</Trans>}
        {reason === 'ended' && <Trans>La campagne est terminée : ce pack n’est plus proposé.</Trans>}
        {reason === 'upcoming' && <Trans>Ce pack pourra être choisi dès l’ouverture de la campagne.</Trans>}
      </Typography>
    </>
  );
}
