/**
 * Delivery rates per shipment, in euro cents. Each campaign's author ships their packs, so a
 * basket of two campaigns makes two shipments and each order pays its country's rate once. Zones
 * follow what a small French shipper pays for a parcel of a few kilograms (Colissimo-like):
 * France, then its neighbours and the rest of the EU, then the world. `null` means we do not
 * deliver there: uninhabited territories, and places no carrier we know serves.
 */
export const DELIVERY_ZONES: readonly { countries: readonly string[]; price: number }[] = [
  { countries: ['FR', 'MC'], price: 490 },
  { countries: ['BE', 'LU'], price: 790 },
  { countries: ['CH', 'DE', 'NL', 'IT', 'ES', 'PT', 'AT'], price: 990 },
  // The rest of the European Union and the United Kingdom.
  {
    countries: [
      'BG',
      'CY',
      'CZ',
      'DK',
      'EE',
      'FI',
      'GB',
      'GR',
      'HR',
      'HU',
      'IE',
      'LT',
      'LV',
      'MT',
      'PL',
      'RO',
      'SE',
      'SI',
      'SK',
    ],
    price: 1290,
  },
];
export const REST_OF_WORLD_PRICE = 1990;
export const UNSUPPORTED_COUNTRIES: readonly string[] = ['AQ', 'BV', 'HM', 'TF', 'UM', 'KP'];

// ICU names every assigned ISO 3166-1 code (`fallback: 'none'` answers undefined for the others),
// and a few two-letter regions that are no country: groupings and codes withdrawn from ISO 3166.
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const NOT_COUNTRIES = new Set([
  'EU',
  'EZ',
  'QO',
  'QU',
  'UN',
  'ZZ',
  'AN',
  'BU',
  'CS',
  'DD',
  'FX',
  'SU',
  'TP',
  'YU',
  'ZR',
]);

/** Whether `code` is an assigned ISO 3166-1 alpha-2 country code (`FR`), not a made-up one (`XX`). */
export const isCountryCode = (code: string) =>
  /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code) && regionNames.of(code) !== undefined;

export type DeliveryRate = { price: number } | { refused: 'unknown' | 'unsupported' };

/** The price of one shipment to `country`, or why there is none. */
export function deliveryRate(country: string): DeliveryRate {
  if (!isCountryCode(country)) return { refused: 'unknown' };
  if (UNSUPPORTED_COUNTRIES.includes(country)) return { refused: 'unsupported' };
  const zone = DELIVERY_ZONES.find((z) => z.countries.includes(country));
  return { price: zone?.price ?? REST_OF_WORLD_PRICE };
}
