import DataLoader from 'dataloader';
import { isNotFound } from './rest/errors.js';
import { data, type RestClient } from './rest/client.js';
import type { RestAuthor } from './rest/types.js';

/** One upstream call per distinct key, all started in the same tick. */
function perKey<K, V>(load: (key: K) => Promise<V>, cacheKeyFn?: (key: K) => string) {
  return new DataLoader<K, V, string | K>(
    (keys) => Promise.all(keys.map((key) => load(key).catch((error: unknown) => error as Error))),
    cacheKeyFn ? { cacheKeyFn } : {},
  );
}

/** One upstream call per request, made the first time the value is asked for. */
function once<V>(load: () => Promise<V>): () => Promise<V> {
  let value: Promise<V> | undefined;
  return () => (value ??= load());
}

/** Resolves to null instead of failing when the upstream has no such resource. */
const orNull = <V>(promise: Promise<V>) =>
  promise.catch((error: unknown) => {
    if (isNotFound(error)) return null;
    throw error;
  });

export interface ParticipationKey {
  campaignId: number;
  page: number;
  size: number;
}

/**
 * The DataLoaders of one GraphQL request: a query that needs the same upstream resource twice
 * fetches it once, and authors asked by id come from a single `/author/list` call (itself shared by
 * the requests of the last few seconds). The viewer's
 * own data (user, likes, Discord link, orders) is fetched at most once per request: every
 * `Campaign.liked` of a page reads the one `/campaign/like` answer.
 */
export function createLoaders(
  rest: RestClient,
  sharedAuthorList: (load: () => Promise<RestAuthor[]>) => Promise<RestAuthor[]>,
) {
  const q = <T>(query: T) => ({ params: { query } });
  const authors = once(() => sharedAuthorList(() => data(rest.GET('/author/list'))));
  const campaignByUrl = perKey((url: string) => orNull(data(rest.GET('/campaign/detail', q({ url })))));
  return {
    campaignByUrl,
    packsByCampaignUrl: perKey((url: string) => data(rest.GET('/campaign/pack', q({ url })))),
    overviewByCampaignUrl: perKey((url: string) => data(rest.GET('/campaign/overview', q({ url })))),
    seoByCampaignUrl: perKey((url: string) => data(rest.GET('/campaign/seo', q({ url })))),
    faqByCampaignId: perKey((campaignId: number) => data(rest.GET('/faq/campaign', q({ campaign_id: campaignId })))),
    updates: perKey(
      ({ campaignId, limit }: { campaignId: number; limit: number }) =>
        data(rest.GET('/news/campaign', q({ campaign_id: campaignId, limit }))),
      ({ campaignId, limit }) => `${campaignId}:${limit}`,
    ),
    participations: perKey(
      ({ campaignId, page, size }: ParticipationKey) =>
        data(
          rest.POST('/campaign/participation', {
            params: { query: { page, size } },
            body: { campaign_id: campaignId },
          }),
        ),
      ({ campaignId, page, size }) => `${campaignId}:${page}:${size}`,
    ),
    authorByUrl: perKey((url: string) => orNull(data(rest.GET('/author/url', q({ url }))))),
    campaignsByAuthorId: perKey((authorId: number) => data(rest.GET('/author/campaigns', q({ author_id: authorId })))),
    viewerUser: once(() => orNull(data(rest.GET('/users/me')))),
    likedCampaigns: once(() => data(rest.GET('/campaign/like'))),
    discordStatus: once(() => data(rest.POST('/discord/user-connected'))),
    orders: once(() => data(rest.GET('/orders'))),
    basket: once(() => data(rest.GET('/basket'))),
    deliveryRates: once(() => data(rest.GET('/basket/delivery/rates'))),
    walletByCampaignUrl: perKey((url: string) => data(rest.GET('/campaign/paypal', q({ campaign_url: url })))),
    orderById: perKey((orderId: number) =>
      orNull(data(rest.GET('/order/{order_id}', { params: { path: { order_id: orderId } } }))),
    ),
    authors,
    authorById: new DataLoader<number, RestAuthor>(async (ids) => {
      const byId = new Map((await authors()).map((author) => [author.author_id, author]));
      return ids.map((id) => byId.get(id) ?? new Error(`Author ${id} not found`));
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
