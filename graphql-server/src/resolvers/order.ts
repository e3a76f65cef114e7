import { GraphQLError } from 'graphql';
import type { Resolvers } from '../generated/graphql.js';
import { data } from '../rest/client.js';
import { inArguments } from '../rest/errors.js';
import { checkedLines } from './basket.js';
import { chosenOptions, packOf, toRestOptions } from './pack-choice.js';
import { restId } from './participation.js';
import { requireViewer, toRestAddress } from './user.js';

const missing = (what: string) =>
  new GraphQLError(`${what} of the order is gone`, { extensions: { code: 'UPSTREAM_ERROR' } });

export const orderResolvers: Resolvers = {
  Query: {
    order: (_, { id }, context) => {
      requireViewer(context);
      return context.loaders.orderById.load(restId(id, 'id'));
    },
    checkOrder: (_, { campaignId }, context) =>
      checkedLines(context, (campaign_id) => context.rest.POST('/order/check', { body: { campaign_id } }))(
        restId(campaignId, 'campaignId'),
      ),
  },
  Mutation: {
    createOrder: (_, { campaignId, idempotencyKey, paymentMethod, returnUrl }, context) => {
      requireViewer(context);
      const body = {
        campaign_id: restId(campaignId, 'campaignId'),
        idempotency_key: idempotencyKey,
        payment_method: paymentMethod,
        ...(returnUrl ? { return_url: returnUrl } : {}),
      };
      return data(inArguments(context.rest.POST('/order/create', { body })));
    },
    payOrder: (_, { orderId, card, idempotencyKey }, context) => {
      requireViewer(context);
      const body = {
        order_id: restId(orderId, 'orderId'),
        card: { number: card.number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc },
        ...(idempotencyKey ? { idempotency_key: idempotencyKey } : {}),
      };
      return data(inArguments(context.rest.POST('/order/pay', { body })));
    },
    payOrderWithWallet: (_, { orderId, returnUrl }, context) => {
      requireViewer(context);
      const body = { order_id: restId(orderId, 'orderId'), return_url: returnUrl };
      return data(inArguments(context.rest.POST('/order/wallet', { body })));
    },
    cancelOrder: (_, { orderId, idempotencyKey }, context) => {
      requireViewer(context);
      const query = {
        order_id: restId(orderId, 'orderId'),
        ...(idempotencyKey ? { idempotency_key: idempotencyKey } : {}),
      };
      return data(inArguments(context.rest.POST('/order/cancel', { params: { query } })));
    },
    setOrderAddress: (_, { orderId, input }, context) => {
      requireViewer(context);
      const body = { order_id: restId(orderId, 'orderId'), address: toRestAddress(input) };
      return data(inArguments(context.rest.POST('/order/address', { body }), { address: 'input' }));
    },
    setOrderOption: (_, { orderId, packId, options, line }, context) => {
      requireViewer(context);
      const body = {
        order_id: restId(orderId, 'orderId'),
        pack_id: restId(packId, 'packId'),
        options: toRestOptions(options, restId, 'options'),
        ...(line ? { line } : {}),
      };
      return data(inArguments(context.rest.POST('/order/option', { body })));
    },
    setOrderComment: (_, { orderId, comment }, context) => {
      requireViewer(context);
      const body = { order_id: restId(orderId, 'orderId'), comment: comment ?? null };
      return data(inArguments(context.rest.POST('/order/comment', { body })));
    },
    setOrderAnonymous: (_, { orderId, anonymous }, context) => {
      requireViewer(context);
      const body = { order_id: restId(orderId, 'orderId'), anonymous };
      return data(inArguments(context.rest.POST('/order/anonymous', { body })));
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
  },
  OrderItem: {
    pack: (item, _, { loaders }) => packOf(loaders, item.campaign_url, item.pack_id),
    options: async (item, _, { loaders }) =>
      chosenOptions(await packOf(loaders, item.campaign_url, item.pack_id), item.options),
  },
  Campaign: {
    wallet: (campaign, _, { loaders }) => loaders.walletByCampaignUrl.load(campaign.url),
  },
};
