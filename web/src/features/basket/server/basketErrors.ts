import { CombinedGraphQLErrors } from '@apollo/client';

/** The failures a shopper can act on, from the schema's error codes (schema/basket.graphql). */
export type BasketFailure =
  | 'CAMPAIGN_UNAVAILABLE'
  | 'BASKET_EXPIRED'
  | 'OUT_OF_STOCK'
  | 'VALIDATION_ERROR'
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED'
  | 'FAILED';

const KNOWN = new Set<BasketFailure>([
  'CAMPAIGN_UNAVAILABLE',
  'BASKET_EXPIRED',
  'OUT_OF_STOCK',
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'UNAUTHENTICATED',
]);

/** The code of a failed basket or order call; network and unknown errors are `FAILED`. */
export function basketFailure(error: unknown): BasketFailure {
  if (!CombinedGraphQLErrors.is(error)) return 'FAILED';
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' && KNOWN.has(code as BasketFailure) ? (code as BasketFailure) : 'FAILED';
}

/** The argument paths a VALIDATION_ERROR names (`card.number`, `basket.deliveryCountry`). */
export function failedFields(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const fields = error.errors[0]?.extensions?.fields;
  if (Array.isArray(fields)) {
    return fields.flatMap((entry: unknown) =>
      typeof entry === 'string'
        ? [entry]
        : entry && typeof entry === 'object' && 'field' in entry && typeof entry.field === 'string'
          ? [entry.field]
          : [],
    );
  }
  return fields && typeof fields === 'object' ? Object.keys(fields) : [];
}
