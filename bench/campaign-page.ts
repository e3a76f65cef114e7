// The campaign page's data (campaign, packs with options and values, author, FAQ, first page of
// participations) fetched three ways: direct parallel REST calls, the GraphQL facade, and Hive
// Gateway over the supergraph generated from the OpenAPI file. Each throws on a wrong answer, so
// that an error is counted, not a fast failure.
import type { Pool } from 'undici';

const FACADE_QUERY = `query CampaignPage($url: String!, $lang: Language!) {
  campaign(url: $url) {
    id title(lang: $lang) summary(lang: $lang) goal { cents } amountRaised { cents } backerCount endDate
    author { id name avatarUrl }
    packs { id label(lang: $lang) price { cents } stockLeft soldOut options { id label(lang: $lang) values { id label(lang: $lang) } } }
    faq { id question(lang: $lang) answer(lang: $lang) }
    participations { total items { id displayName comment amount { cents } createdAt } }
  }
}`;

// The generated schema has the REST operations' names and shapes, and nothing joins one
// answer to the next: a client needs the campaign's id before its FAQ and participations, so
// it asks in two waves, as the direct client does, and picks texts of its language itself.
const HIVE_FIRST_WAVE = `query CampaignPage($url: Slug!) {
  detail: getCampaignDetail(url: $url) {
    ... on CampaignDetail { campaign_id author_id titles { lang text } summaries { lang text } goal_amount amount_raised backer_count end_date }
  }
  packs: getCampaignPacks(url: $url) {
    ... on Pack { pack_id labels { lang name } price stock_left sold_out
      options { pack_option_id labels { lang name } values { pack_option_value_id labels { lang name } } } }
  }
}`;
const HIVE_SECOND_WAVE = `query CampaignPageMore($campaignId: PositiveInt!) {
  authors: listAuthors { ... on Author { author_id name avatar_url } }
  faq: listCampaignFaq(campaign_id: $campaignId) { ... on FaqEntry { faq_id questions { lang text } answers { lang text } } }
  participations: listParticipations(input: { campaign_id: $campaignId }) {
    ... on ParticipationPage { total items { participation_id display_name comment amount created_at } }
  }
}`;

async function json(pool: Pool, path: string, body?: unknown): Promise<any> {
  const response = await pool.request({
    path,
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.body.json();
  if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode}`);
  return answer;
}

async function graphql(pool: Pool, query: string, variables: Record<string, unknown>): Promise<any> {
  const answer = await json(pool, '/graphql', { query, variables });
  if (answer.errors) throw new Error(JSON.stringify(answer.errors[0]));
  return answer.data;
}

/** One page's data through `pool`, whose origin serves that path. */
export type Fetcher = (pool: Pool, url: string) => Promise<void>;

export const direct: Fetcher = async (rest, url) => {
  const [detail] = await Promise.all([
    json(rest, `/campaign/detail?url=${url}`),
    json(rest, `/campaign/pack?url=${url}`),
  ]);
  await Promise.all([
    json(rest, '/author/list'),
    json(rest, `/faq/campaign?campaign_id=${detail.campaign_id}`),
    json(rest, '/campaign/participation', { campaign_id: detail.campaign_id }),
  ]);
};

export const facade: Fetcher = async (pool, url) => {
  const data = await graphql(pool, FACADE_QUERY, { url, lang: 'EN' });
  if (!data.campaign) throw new Error('facade: no campaign');
};

export const hive: Fetcher = async (pool, url) => {
  const { detail, packs } = await graphql(pool, HIVE_FIRST_WAVE, { url });
  if (!detail?.campaign_id || !packs?.[0]?.pack_id) throw new Error('hive: no campaign or packs');
  // A REST error comes back as the ErrorBody member of a union, not as a GraphQL error.
  const more = await graphql(pool, HIVE_SECOND_WAVE, { campaignId: detail.campaign_id });
  if (typeof more.participations?.total !== 'number' || !more.authors?.[0]?.author_id)
    throw new Error('hive: no participations or authors');
};

/** A campaign with backers, so that the page's participations are not empty. */
export async function firstBackedCampaign(restUrl: string): Promise<string> {
  const list = (await (await fetch(`${restUrl}/campaign/list`)).json()) as {
    items: { url: string; backer_count: number }[];
  };
  const campaign = list.items.find((item) => item.backer_count > 50) ?? list.items[0];
  if (!campaign) throw new Error('the catalog has no campaign');
  return campaign.url;
}
