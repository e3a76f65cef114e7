import { Trans } from '@lingui/react/macro';
import type { Locale } from '@/i18n/locales';
import { formatDeliveryMonth } from '@/i18n/format';

/**
 * "Livraison estimée : mars 2027" / "Estimated delivery: March 2027": the same words on the pack
 * card, the basket, the checkout and the order page, so that a backer sees one promise throughout.
 * Without a wrapper: each place puts it in its own text element.
 */
export function EstimatedDelivery({ month, lang }: { month: string; lang: Locale }) {
  const when = formatDeliveryMonth(month, lang);
  return <Trans>Livraison estimée : {when}</Trans>;
}
