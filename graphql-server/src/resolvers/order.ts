import { GraphQLError } from 'graphql';
import type { Loaders } from '../loaders.js';
import type { Resolvers } from '../generated/graphql.js';
import type { RestOrderItem } from '../rest/types.js';
import { restId } from './participation.js';
import { requireViewer } from './user.js';

// Orders reference packs and options that cannot be deleted while an order holds them; a miss
// means the upstream broke that promise.
const missing = (what: string) =>
  new GraphQLError(`${what} of the order is gone`, { extensions: { code: 'UPSTREAM_ERROR' } });

async function packOf(loaders: Loaders, item: RestOrderItem) {
  const packs = await loaders.packsByCampaignUrl.load(item.campaign_url);
  const pack = packs.find((candidate) => candidate.pack_id === item.pack_id);
  if (!pack) throw missing(`Pack ${item.pack_id}`);
  return pack;
}

export const orderResolvers: Resolvers = {
  Query: {
    order: (_, { id }, context) => {
      requireViewer(context);
      return context.loaders.orderById.load(restId(id, 'id'));
    },
  },
  Order: {
    id: (order) => String(order.order_id),
    campaign: async (order, _, { loaders }) => {
      const campaign = await loaders.campaignByUrl.load(order.campaign_url);
      if (!campaign) throw missing(`Campaign ${order.campaign_url}`);
      return campaign;
    },
    items: (order) => order.items.map((item) => ({ ...item, campaign_url: order.campaign_url })),
    itemsAmount: (order) => order.items_amount,
    deliveryAmount: (order) => order.delivery_amount,
    totalAmount: (order) => order.total_amount,
    deliveryCountry: (order) => order.delivery_country,
    deliveryAddress: (order) => order.delivery_address,
    paymentMethod: (order) => order.payment_method,
    createdAt: (order) => order.created_at,
  },
  OrderItem: {
    pack: (item, _, { loaders }) => packOf(loaders, item),
    unitPrice: (item) => item.unit_price,
    options: async (item, _, { loaders }) => {
      const pack = await packOf(loaders, item);
      return item.options.map((chosen) => {
        const option = pack.options.find((o) => o.pack_option_id === chosen.pack_option_id);
        const value = option?.values.find((v) => v.pack_option_value_id === chosen.pack_option_value_id);
        if (!option || !value) throw missing(`Option ${chosen.pack_option_id} of pack ${item.pack_id}`);
        return { option, value };
      });
    },
  },
};
