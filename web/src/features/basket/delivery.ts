import type { DeliveryRatesQuery } from '@/graphql/generated/graphql';

export type DeliveryRates = DeliveryRatesQuery['deliveryRates'];

/** One shipment's price to `country`, or null where we do not deliver (the server's rates). */
export function deliveryPriceFor(rates: DeliveryRates, country: string): number | null {
  if (rates.unsupported.includes(country)) return null;
  return rates.zones.find((zone) => zone.countries.includes(country))?.price.cents ?? rates.restOfWorld.cents;
}
