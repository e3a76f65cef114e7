import { GraphQLError } from 'graphql';
import type { Context } from '../context.js';
import type { Resolvers } from '../generated/graphql.js';
import { data } from '../rest/client.js';
import { inArguments, inInput } from '../rest/errors.js';
import type { RestBasket, RestBasketCampaign, RestBasketItem } from '../rest/types.js';
import type { components } from '../generated/rest-api.js';
import { chosenOptions, packOf, toRestOptions } from './pack-choice.js';
import { restId } from './participation.js';
import { requireViewer, toRestAddress } from './user.js';

type UpstreamBasket = components['schemas']['Basket'];

/** The basket with the viewer's id, the key Apollo's cache keeps it under. */
const asViewers = (context: Context, basket: UpstreamBasket): RestBasket => ({
  ...basket,
  id: requireViewer(context).uid,
});

/** Makes a basket call for the signed-in viewer (a visitor's is never sent) and answers the whole basket. */
async function basketCall(context: Context, call: () => Promise<{ data: UpstreamBasket }>) {
  requireViewer(context);
  return asViewers(context, await data(call()));
}

/** The lines grouped by campaign, in the order of each campaign's first line. */
function byCampaign(items: readonly RestBasketItem[]): RestBasketCampaign[] {
  const groups = new Map<string, RestBasketItem[]>();
  for (const item of items) groups.set(item.campaign_url, [...(groups.get(item.campaign_url) ?? []), item]);
  return [...groups].map(([campaign_url, lines]) => ({ campaign_url, items: lines }));
}

const lineTotal = (item: RestBasketItem) => item.unit_price * item.quantity;

async function campaignOf(context: Context, url: string) {
  const campaign = await context.loaders.campaignByUrl.load(url);
  if (!campaign) throw new GraphQLError(`Campaign ${url} is gone`, { extensions: { code: 'UPSTREAM_ERROR' } });
  return campaign;
}

const lineInput = (input: {
  campaignId: string;
  packId: string;
  options?: { optionId: string; valueId: string }[] | null;
}) => ({
  campaign_id: restId(input.campaignId, 'input.campaignId'),
  pack_id: restId(input.packId, 'input.packId'),
  options: toRestOptions(input.options, restId, 'input.options'),
});

type UpstreamCheck = components['schemas']['BasketCheck'];

/**
 * The lines of one campaign checked and priced by `check` (`/basket/check` or `/order/check`,
 * whose refusals name `campaignId`), with the whole basket for Apollo's cache.
 */
export function checkedLines(
  context: Context,
  check: (campaignId: number) => Promise<{ data: UpstreamCheck | undefined }>,
) {
  return async (campaignId: number) => {
    requireViewer(context);
    const checked = await data(inArguments(check(campaignId)));
    const basket = asViewers(context, await data(context.rest.GET('/basket')));
    const url = basket.items.find((item) => item.campaign_id === checked.campaign_id)?.campaign_url;
    if (!url)
      throw new GraphQLError('The checked lines are gone from the basket', {
        extensions: { code: 'UPSTREAM_ERROR' },
      });
    return { ...checked, campaign_url: url, basket };
  };
}

export const basketResolvers: Resolvers = {
  Query: {
    basket: async (_, __, context) => (context.viewer ? asViewers(context, await context.loaders.basket()) : null),
    deliveryRates: (_, __, { loaders }) => loaders.deliveryRates(),
  },
  Mutation: {
    addToBasket: (_, { input }, context) =>
      basketCall(context, () =>
        inInput(context.rest.POST('/basket/add', { body: { ...lineInput(input), quantity: input.quantity ?? 1 } })),
      ),
    updateBasketItem: (_, { input }, context) =>
      basketCall(context, () =>
        inInput(context.rest.POST('/basket', { body: { ...lineInput(input), quantity: input.quantity } })),
      ),
    removeFromBasket: (_, { campaignId, packId, options }, context) => {
      const campaign_id = restId(campaignId, 'campaignId');
      if (!packId)
        return basketCall(context, () =>
          inArguments(context.rest.DELETE('/basket', { params: { query: { campaign_id } } })),
        );
      const body = {
        campaign_id,
        pack_id: restId(packId, 'packId'),
        options: toRestOptions(options, restId, 'options'),
        quantity: 0,
      };
      return basketCall(context, () => inArguments(context.rest.POST('/basket', { body })));
    },
    emptyBasket: (_, __, context) => basketCall(context, () => context.rest.DELETE('/basket', {})),
    setBasketDelivery: (_, { country, priceCents }, context) =>
      basketCall(context, () =>
        inArguments(
          context.rest.POST('/basket/delivery', { body: { delivery_country: country, delivery_price: priceCents } }),
          {
            delivery_country: 'country',
            delivery_price: 'priceCents',
          },
        ),
      ),
    setBasketDeliveryAddress: (_, { input }, context) =>
      basketCall(context, () => inInput(context.rest.POST('/basket/delivery/address', { body: toRestAddress(input) }))),
    checkBasket: (_, { campaignId }, context) =>
      checkedLines(context, (campaign_id) =>
        context.rest.POST('/basket/check', { params: { query: { campaign_id } } }),
      )(restId(campaignId, 'campaignId')),
    mergeLocalBasket: async (_, { mergeId, items, intoFilled }, context) => {
      requireViewer(context);
      const body = {
        merge_id: mergeId,
        items: items.map((item) => ({ ...lineInput(item), quantity: item.quantity ?? 1 })),
        into_filled: intoFilled ?? false,
      };
      const merged = await data(inArguments(context.rest.POST('/basket/merge', { body }), { merge_id: 'mergeId' }));
      return { ...merged, basket: asViewers(context, merged.basket) };
    },
  },
  Basket: {
    lines: (basket) => basket.items,
    campaigns: (basket) => byCampaign(basket.items),
    itemCount: (basket) => basket.items.reduce((sum, item) => sum + item.quantity, 0),
  },
  BasketLine: {
    id: (item) => [item.pack_id, ...item.options.map((o) => `${o.pack_option_id}-${o.pack_option_value_id}`)].join(':'),
    campaign: (item, _, context) => campaignOf(context, item.campaign_url),
    pack: (item, _, { loaders }) => packOf(loaders, item.campaign_url, item.pack_id),
    options: async (item, _, { loaders }) =>
      chosenOptions(await packOf(loaders, item.campaign_url, item.pack_id), item.options),
    lineTotal: (item) => lineTotal(item),
  },
  BasketCampaign: {
    campaign: (group, _, context) => campaignOf(context, group.campaign_url),
    lines: (group) => group.items,
    itemsAmount: (group) => group.items.reduce((sum, item) => sum + lineTotal(item), 0),
  },
  BasketCheck: {
    campaign: (check, _, context) => campaignOf(context, check.campaign_url),
    items: (check) => check.items.map((item) => ({ ...item, campaign_url: check.campaign_url })),
  },
  BasketMergeOutcome: {
    packId: (outcome) => String(outcome.pack_id),
    campaignId: (outcome) => String(outcome.campaign_id),
  },
};
