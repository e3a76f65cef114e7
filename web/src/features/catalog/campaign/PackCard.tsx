import { Trans, useLingui } from '@lingui/react/macro';
import Image from 'next/image';
import type { Locale } from '@/i18n/locales';
import { formatMoney } from '@/i18n/money';
import { OutlinedCard } from '@/ui/OutlinedCard';
import { Text } from '@/ui/Text';
import { EstimatedDelivery } from '@/ui/EstimatedDelivery';
import type { Campaign, Pack } from './campaignQuery';
import { type PackUnavailability } from './packAvailability';
import styles from './PackCard.module.css';
import { LivePackStock } from '../live/LivePackStock';
import { stockShown } from '../live/shownFigures';
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
  const { t } = useLingui();
  const headingId = `pack-${pack.id}-title`;
  const label = pack.label;
  return (
    <OutlinedCard
      as="article"
      id={`pack-${pack.id}`}
      className={`${styles.pack} ${unavailable === 'soldOut' ? styles.soldOut : ''}`}
    >
      <div className={styles.header}>
        {pack.imageUrl && (
          <div className={styles.image} style={{ width: PACK_IMAGE_SIZE, height: PACK_IMAGE_SIZE }}>
            {/* Every seeded pack has a picture; it is below the fold on phones, hence lazy. */}
            <Image
              src={pack.imageUrl}
              alt={t`Photo du pack « ${label} »`}
              fill
              loading="lazy"
              sizes={`${PACK_IMAGE_SIZE}px`}
              style={{ objectFit: 'cover' }}
            />
          </div>
        )}
        <div>
          <Text id={headingId} as="h3" variant="h3">
            {pack.label}
          </Text>
          <Text weight="bold" className={styles.price}>
            {formatMoney(pack.price.cents, lang, 'short')}
          </Text>
          <Text variant="body2" tone="secondary" className={styles.delivery}>
            <EstimatedDelivery month={pack.estimatedDelivery} lang={lang} />
          </Text>
          {/* Units left mean nothing once the campaign is over. */}
          {unavailable !== 'ended' && (
            <LivePackStock packId={pack.id} shown={stockShown(pack)}>
              <PackStock pack={pack} />
            </LivePackStock>
          )}
        </div>
      </div>
      <Text variant="body2" className={styles.description}>
        {pack.description}
      </Text>
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
    </OutlinedCard>
  );
}

/** A pack that cannot be ordered: its options as text, and why it cannot be ordered. */
function UnavailablePack({ pack, reason }: { pack: Pack; reason: Exclude<PackUnavailability, null> }) {
  return (
    <>
      {pack.options.length > 0 && (
        <dl className={styles.options}>
          {pack.options.map((option) => (
            <div key={option.id}>
              <dt>{option.label}</dt>
              <dd>{option.values.map((value) => value.label).join(', ')}</dd>
            </div>
          ))}
        </dl>
      )}
      <Text variant="body2" tone="secondary" className={styles.unavailable}>
        {reason === 'soldOut' && <Trans>Ce pack est épuisé.</Trans>}
        {reason === 'ended' && <Trans>La campagne est terminée : ce pack n’est plus proposé.</Trans>}
        {reason === 'upcoming' && <Trans>Ce pack pourra être choisi dès l’ouverture de la campagne.</Trans>}
      </Text>
    </>
  );
}
