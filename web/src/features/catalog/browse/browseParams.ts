import type { CampaignSort, CampaignState } from '@/graphql/generated/graphql';

/**
 * The browse page's state, all of it in the URL (`/campaigns?q=…&category=…&state=…&sort=…&after=…`)
 * so that a result can be shared, bookmarked and reloaded. URL values are lower case words; an
 * unknown value is ignored rather than refused, as a hand-edited address should still show a page.
 */
export interface BrowseParams {
  q: string;
  category: string | null;
  state: StateParam | null;
  sort: SortParam;
  after: string | null;
}

export const STATE_PARAMS = ['ongoing', 'upcoming', 'ended'] as const;
export type StateParam = (typeof STATE_PARAMS)[number];
export const SORT_PARAMS = ['ending-soon', 'most-funded', 'most-backers', 'newest'] as const;
export type SortParam = (typeof SORT_PARAMS)[number];
export const DEFAULT_SORT: SortParam = 'ending-soon';

const STATES: Record<StateParam, CampaignState> = { ongoing: 'ONGOING', upcoming: 'UPCOMING', ended: 'ENDED' };
const SORTS: Record<SortParam, CampaignSort> = {
  'ending-soon': 'ENDING_SOON',
  'most-funded': 'MOST_FUNDED',
  'most-backers': 'MOST_BACKERS',
  newest: 'NEWEST',
};

type Raw = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
const oneOf = <T extends string>(values: readonly T[], value: string): T | null =>
  values.includes(value as T) ? (value as T) : null;

export function parseBrowseParams(raw: Raw): BrowseParams {
  const category = one(raw.category);
  const after = one(raw.after);
  return {
    // The API refuses more than 100 characters; a longer paste is cut rather than failing.
    q: one(raw.q).trim().slice(0, 100),
    category: /^[a-z0-9]+(-[a-z0-9]+)*$/.test(category) ? category : null,
    state: oneOf(STATE_PARAMS, one(raw.state)),
    sort: oneOf(SORT_PARAMS, one(raw.sort)) ?? DEFAULT_SORT,
    after: /^[A-Za-z0-9_-]{1,200}$/.test(after) ? after : null,
  };
}

export const isFiltered = (params: BrowseParams) => Boolean(params.q || params.category || params.state);

/** The GraphQL variables of a browse page. */
export function searchVariables(params: BrowseParams, lang: 'FR' | 'EN') {
  return {
    filter: {
      query: params.q || null,
      lang,
      category: params.category,
      state: params.state ? STATES[params.state] : null,
    },
    sort: SORTS[params.sort],
    after: params.after,
  };
}

/**
 * The query string of the browse page with `changes` applied; any change but the page itself
 * starts again from the first page. Defaults are left out to keep addresses short.
 */
export function browseQuery(params: BrowseParams, changes: Partial<BrowseParams>): string {
  const next = { ...params, after: null, ...changes };
  const search = new URLSearchParams();
  if (next.q) search.set('q', next.q);
  if (next.category) search.set('category', next.category);
  if (next.state) search.set('state', next.state);
  if (next.sort !== DEFAULT_SORT) search.set('sort', next.sort);
  if (next.after) search.set('after', next.after);
  const text = search.toString();
  return text ? `?${text}` : '';
}
