import { GraphQLError } from 'graphql';
import type { Loaders } from '../loaders.js';
import type { RestOrderItemOption, RestPack } from '../rest/types.js';

type Chosen = { pack_option_id: number; pack_option_value_id: number };

// Basket lines and orders name packs and options of the catalog; a miss means the upstream
// answered a line whose pack or option it no longer has.
const missing = (what: string) => new GraphQLError(`${what} is gone`, { extensions: { code: 'UPSTREAM_ERROR' } });

/** The pack of a line, among its campaign's packs (one upstream call per campaign and request). */
export async function packOf(loaders: Loaders, campaignUrl: string, packId: number): Promise<RestPack> {
  const packs = await loaders.packsByCampaignUrl.load(campaignUrl);
  const pack = packs.find((candidate) => candidate.pack_id === packId);
  if (!pack) throw missing(`Pack ${packId}`);
  return pack;
}

/** The chosen values of a line, resolved to the pack's options and values (for their labels). */
export function chosenOptions(pack: RestPack, chosen: readonly Chosen[]): RestOrderItemOption[] {
  return chosen.map(({ pack_option_id, pack_option_value_id }) => {
    const option = pack.options.find((o) => o.pack_option_id === pack_option_id);
    const value = option?.values.find((v) => v.pack_option_value_id === pack_option_value_id);
    if (!option || !value) throw missing(`Option ${pack_option_id} of pack ${pack.pack_id}`);
    return { option, value };
  });
}

/** A line's choice in the REST shape, from GraphQL's `BasketOptionInput`s. */
export const toRestOptions = (
  options: readonly { optionId: string; valueId: string }[] | null | undefined,
  restId: (id: string, argument: string) => number,
  argument: string,
): Chosen[] =>
  (options ?? []).map((o, i) => ({
    pack_option_id: restId(o.optionId, `${argument}.${i}.optionId`),
    pack_option_value_id: restId(o.valueId, `${argument}.${i}.valueId`),
  }));
