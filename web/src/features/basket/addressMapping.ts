import type { AddressFieldsFragment, AddressInput } from '@/graphql/generated/graphql';
import type { LocalAddress } from './local/localBasket';

// The address forms work on the basket's stored shape (spec field names, as the visitor's basket
// keeps it); the GraphQL API speaks camelCase. These two are the only crossing points.

/** An address read from the API, in the forms' shape. */
export const addressView = (address: AddressFieldsFragment): LocalAddress => ({
  first_name: address.firstName,
  last_name: address.lastName,
  line1: address.line1,
  line2: address.line2 ?? null,
  postal_code: address.postalCode,
  city: address.city,
  country: address.country,
  phone: address.phone ?? null,
});

/** An address from the forms, as the API takes it (empty optional fields sent as null). */
export const addressInput = (address: LocalAddress): AddressInput => ({
  firstName: address.first_name,
  lastName: address.last_name,
  line1: address.line1,
  line2: address.line2 || null,
  postalCode: address.postal_code,
  city: address.city,
  country: address.country,
  phone: address.phone || null,
});
