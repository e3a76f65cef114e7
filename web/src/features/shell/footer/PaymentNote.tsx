import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '@/ui/Icon';
import { LOCK_OUTLINED } from '@/ui/icons';
import { Text } from '@/ui/Text';
import styles from './PaymentNote.module.css';

// Plain text badges of the accepted cards: recognisable without reproducing anyone's logo.
const CARD_BADGES = [
  { id: 'cb', text: 'CB', background: '#0f5c74' },
  { id: 'visa', text: 'VISA', background: '#1a1f71' },
  { id: 'mastercard', text: 'MC', background: '#2b2b2b' },
] as const;

/** Who handles payments, the two ways to pay (card or the provider's wallet), and the cards they accept. */
export function PaymentNote() {
  const { t } = useLingui();
  const cardNames = { cb: t`Carte CB`, visa: 'Visa', mastercard: 'Mastercard' };
  return (
    <div className={styles.note}>
      <Text variant="body2" className={styles.provider}>
        <Icon path={LOCK_OUTLINED} size="small" />
        <Trans>Paiement sécurisé par carte ou par le portefeuille de notre prestataire de paiement</Trans>
      </Text>
      <ul aria-label={t`Cartes acceptées`} className={styles.cards}>
        {CARD_BADGES.map(({ id, text, background }) => (
          <li key={id}>
            <svg
              width="40"
              height="26"
              viewBox="0 0 40 26"
              role="img"
              aria-label={cardNames[id]}
              style={{ display: 'block' }}
            >
              <rect x="0.5" y="0.5" width="39" height="25" rx="4" fill={background} stroke="rgba(255,255,255,0.35)" />
              <text
                x="20"
                y="17.5"
                textAnchor="middle"
                fill="#fff"
                fontSize="11"
                fontWeight="700"
                fontFamily="system-ui, sans-serif"
                letterSpacing="0.5"
              >
                {text}
              </text>
            </svg>
          </li>
        ))}
      </ul>
    </div>
  );
}
