// The campaign page through the GraphQL facade against the same data fetched with direct,
// parallel REST calls, in one run on one machine. Usage: npm run bench [-- seconds concurrency]
import { Pool } from 'undici';
import { startGraphql, startRestApi } from '../tests/support/servers.js';
import { load, type LoadResult } from './load.js';
import { startStack } from './processes.js';

const SECONDS = Number(process.argv[2] ?? process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.argv[3] ?? process.env.BENCH_CONCURRENCY ?? 16);

const QUERY = `query CampaignPage($url: String!, $lang: Language!) {
  campaign(url: $url) {
    id title(lang: $lang) summary(lang: $lang) goal { cents } amountRaised { cents } backerCount endDate
    author { id name avatarUrl }
    packs { id label(lang: $lang) price { cents } stockLeft soldOut options { id label(lang: $lang) values { id label(lang: $lang) } } }
    faq { id question(lang: $lang) answer(lang: $lang) }
    participations { total items { id displayName comment amount { cents } createdAt } }
  }
}`;

/** The same data a client without the facade needs: two waves of parallel REST calls. */
async function direct(rest: Pool, url: string) {
  const json = async (path: string, body?: unknown) => {
    const response = await rest.request({
      path,
      method: body ? 'POST' : 'GET',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode}`);
    return (await response.body.json()) as any;
  };
  const [detail] = await Promise.all([json(`/campaign/detail?url=${url}`), json(`/campaign/pack?url=${url}`)]);
  await Promise.all([
    json('/author/list'),
    json(`/faq/campaign?campaign_id=${detail.campaign_id}`),
    json('/campaign/participation', { campaign_id: detail.campaign_id }),
  ]);
}

async function facade(graphql: Pool, url: string) {
  const response = await graphql.request({
    path: '/graphql',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: QUERY, variables: { url, lang: 'EN' } }),
  });
  const result = (await response.body.json()) as any;
  if (response.statusCode !== 200 || result.errors || !result.data.campaign) throw new Error('facade failed');
}

/** Upstream calls per campaign-page query, counted at an in-process rest-api. */
async function countUpstreamCalls(url: string) {
  const api = await startRestApi();
  const gql = await startGraphql(api.url);
  try {
    api.calls.length = 0;
    await gql.query(QUERY, { url, lang: 'EN' });
    const facadeCalls = api.calls.length;
    api.calls.length = 0;
    const pool = new Pool(api.url);
    await direct(pool, url);
    await pool.close();
    return { facade: facadeCalls, direct: api.calls.length };
  } finally {
    await gql.server.stop();
    await api.close();
  }
}

const row = (name: string, r: LoadResult, calls: number) =>
  `| ${name.padEnd(22)} | ${r.perSecond.toFixed(0).padStart(8)} | ${r.p50.toFixed(2).padStart(8)} | ${r.p99.toFixed(2).padStart(8)} | ${String(calls).padStart(14)} | ${String(r.errors).padStart(6)} |`;

// Not 4190: fetch refuses it (a blocked port of the Fetch standard).
const stack = await startStack(4280, 4281);
try {
  const list = (await (await fetch(`${stack.restUrl}/campaign/list`)).json()) as any;
  const url: string = list.items.find((c: any) => c.backer_count > 50).url;
  const calls = await countUpstreamCalls(url);
  const rest = new Pool(stack.restUrl, { connections: CONCURRENCY * 3 });
  const graphql = new Pool(stack.graphqlUrl.replace('/graphql', ''), { connections: CONCURRENCY });

  // Warm both paths (JIT, connection pools, database caches) before measuring.
  await load(() => direct(rest, url), CONCURRENCY, 2);
  await load(() => facade(graphql, url), CONCURRENCY, 2);
  const directResult = await load(() => direct(rest, url), CONCURRENCY, SECONDS);
  const facadeResult = await load(() => facade(graphql, url), CONCURRENCY, SECONDS);
  await Promise.all([rest.close(), graphql.close()]);

  console.log(
    `\nCampaign page "${url}", ${CONCURRENCY} concurrent clients, ${SECONDS} s each, ${new Date().toISOString()}\n`,
  );
  console.log('| path                   | pages/s  | p50 ms   | p99 ms   | upstream calls | errors |');
  console.log('|------------------------|----------|----------|----------|----------------|--------|');
  console.log(row('direct parallel REST', directResult, calls.direct));
  console.log(row('GraphQL facade', facadeResult, calls.facade));
  console.log(
    `\nfacade/direct: throughput ${(facadeResult.perSecond / directResult.perSecond).toFixed(2)}x, ` +
      `p50 ${(facadeResult.p50 / directResult.p50).toFixed(2)}x, p99 ${(facadeResult.p99 / directResult.p99).toFixed(2)}x`,
  );
} finally {
  await stack.stop();
}
