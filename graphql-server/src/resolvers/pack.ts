import type { Resolvers } from '../generated/graphql.js';
import { pick, pickLabel } from './localize.js';

export const packResolvers: Resolvers = {
  Pack: {
    id: (pack) => String(pack.pack_id),
    label: (pack, { lang }) => pickLabel(pack.labels, lang),
    description: (pack, { lang }) => pick(pack.descriptions, lang),
    estimatedDelivery: (pack) => pack.delivery_month,
  },
  PackOption: {
    id: (option) => String(option.pack_option_id),
    label: (option, { lang }) => pickLabel(option.labels, lang),
  },
  PackOptionValue: {
    id: (value) => String(value.pack_option_value_id),
    label: (value, { lang }) => pickLabel(value.labels, lang),
  },
};
