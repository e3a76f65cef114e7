import type { BasketCampaignQuery, BasketFieldsFragment } from '@/graphql/generated/graphql';
import { addressView } from './addressMapping';
import { itemCount, type BasketOption, type LocalAddress, type LocalBasket } from './local/localBasket';

/**
 * The basket as the page shows it, whichever basket it comes from: the server's (signed in) or
 * the browser's (visitors, whose lines are priced with the campaign pages' current data).
 */
export interface LineView {
  id: string;
  campaignId: string;
  packId: string;
  options: BasketOption[];
  packLabel: string;
  imageUrl: string | null;
  /** The pack's estimated delivery month (`YYYY-MM`); null while the pack is unknown. */
  deliveryMonth: string | null;
  optionLabels: { option: string; value: string }[];
  quantity: number;
  unitCents: number;
  lineCents: number;
  /** Units left; null when unlimited or unknown. */
  stockLeft: number | null;
  /** The pack (or one of its values) is no longer offered: only removal makes sense. */
  unavailable: boolean;
}

export interface GroupView {
  campaignId: string;
  campaignUrl: string;
  campaignTitle: string;
  lines: LineView[];
  itemsCents: number;
}

export type AddressView = LocalAddress;

export interface BasketView {
  source: 'server' | 'local';
  groups: GroupView[];
  itemCount: number;
  itemsCents: number;
  deliveryCountry: string | null;
  /** One shipment's price. */
  deliveryPriceCents: number | null;
  /** One shipment per campaign; null until a country is chosen. */
  deliveryCents: number | null;
  totalCents: number;
  address: AddressView | null;
  expired: boolean;
}

export type CampaignData = NonNullable<BasketCampaignQuery['campaign']>;

export function serverBasketView(basket: BasketFieldsFragment): BasketView {
  const address = basket.deliveryAddress;
  return {
    source: 'server',
    groups: basket.campaigns.map((group) => ({
      campaignId: group.campaign.id,
      campaignUrl: group.campaign.url,
      campaignTitle: group.campaign.title,
      itemsCents: group.itemsAmount.cents,
      lines: group.lines.map((line) => ({
        id: line.id,
        campaignId: group.campaign.id,
        packId: line.pack.id,
        options: line.options.map((choice) => ({ optionId: choice.option.id, valueId: choice.value.id })),
        packLabel: line.pack.label,
        imageUrl: line.pack.imageUrl ?? null,
        deliveryMonth: line.pack.estimatedDelivery,
        optionLabels: line.options.map((choice) => ({ option: choice.option.label, value: choice.value.label })),
        quantity: line.quantity,
        unitCents: line.unitPrice.cents,
        lineCents: line.lineTotal.cents,
        stockLeft: line.pack.stockLeft ?? null,
        unavailable: false,
      })),
    })),
    itemCount: basket.itemCount,
    itemsCents: basket.itemsAmount.cents,
    deliveryCountry: basket.deliveryCountry ?? null,
    deliveryPriceCents: basket.deliveryPrice?.cents ?? null,
    deliveryCents: basket.deliveryAmount?.cents ?? null,
    totalCents: basket.totalAmount.cents,
    address: address ? addressView(address) : null,
    expired: basket.expired,
  };
}

/**
 * The local basket priced with its campaigns' data (`campaigns` by url). A line whose campaign
 * is not loaded yet, or whose pack or option value is gone, is kept with what is known and
 * marked unavailable, priced 0: the visitor can still remove it.
 */
export function localBasketView(basket: LocalBasket, campaigns: ReadonlyMap<string, CampaignData>): BasketView {
  const groups: GroupView[] = [];
  for (const item of basket.items) {
    const campaign = campaigns.get(item.campaignUrl);
    let group = groups.find((candidate) => candidate.campaignId === item.campaignId);
    if (!group) {
      group = {
        campaignId: item.campaignId,
        campaignUrl: item.campaignUrl,
        campaignTitle: campaign?.title ?? item.campaignUrl,
        lines: [],
        itemsCents: 0,
      };
      groups.push(group);
    }
    const pack = campaign?.packs.find((candidate) => candidate.id === item.packId);
    const optionLabels = item.options.map((choice) => {
      const option = pack?.options.find((candidate) => candidate.id === choice.optionId);
      const value = option?.values.find((candidate) => candidate.id === choice.valueId);
      return option && value ? { option: option.label, value: value.label } : null;
    });
    const unavailable = !pack || optionLabels.some((label) => label === null);
    const unitCents = unavailable ? 0 : pack.price.cents;
    group.lines.push({
      id: `${item.packId}:${item.options.map((o) => `${o.optionId}=${o.valueId}`).join(',')}`,
      campaignId: item.campaignId,
      packId: item.packId,
      options: item.options,
      packLabel: pack?.label ?? '',
      imageUrl: pack?.imageUrl ?? null,
      deliveryMonth: pack?.estimatedDelivery ?? null,
      optionLabels: optionLabels.filter((label) => label !== null),
      quantity: item.quantity,
      unitCents,
      lineCents: unitCents * item.quantity,
      stockLeft: pack?.stockLeft ?? null,
      unavailable,
    });
    group.itemsCents += unitCents * item.quantity;
  }
  const itemsCents = groups.reduce((sum, group) => sum + group.itemsCents, 0);
  const deliveryCents = basket.deliveryPrice === null ? null : basket.deliveryPrice * groups.length;
  return {
    source: 'local',
    groups,
    itemCount: itemCount(basket.items),
    itemsCents,
    deliveryCountry: basket.deliveryCountry,
    deliveryPriceCents: basket.deliveryPrice,
    deliveryCents,
    totalCents: itemsCents + (deliveryCents ?? 0),
    address: basket.deliveryAddress,
    expired: false,
  };
}

/** Spec section 4: the server basket when it has lines, else the local one. */
export const displayedSource = (serverCount: number | undefined, localCount: number): 'server' | 'local' =>
  serverCount && serverCount > 0 ? 'server' : localCount > 0 ? 'local' : serverCount === undefined ? 'local' : 'server';
