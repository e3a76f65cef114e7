import type { AddressFieldsFragment, AddressInput } from '@/graphql/generated/graphql';

// The address forms edit an `AddressInput`, the GraphQL schema's own shape, as the visitor's
// basket stores it; these two tidy it on the way in and out.

/** An address read from the API, as the forms edit it (no `__typename`, which an input refuses). */
export const addressView = (address: AddressFieldsFragment): AddressInput => ({
  firstName: address.firstName,
  lastName: address.lastName,
  line1: address.line1,
  line2: address.line2 ?? null,
  postalCode: address.postalCode,
  city: address.city,
  country: address.country,
  phone: address.phone ?? null,
});

/** An address from the forms, as the API takes it (empty optional fields sent as null). */
export const addressInput = (address: AddressInput): AddressInput => ({
  ...address,
  line2: address.line2 || null,
  phone: address.phone || null,
});
