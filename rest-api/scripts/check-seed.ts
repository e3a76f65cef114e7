/**
 * Seeds an in-memory PGlite and checks the demo catalog against its brief.
 * Run with `npx tsx rest-api/scripts/check-seed.ts`; exits non-zero when a check fails.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openPglite } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { isCatalogSeeded, resetCatalog, seedCatalog } from '../src/seed/index.js';

const PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url));
const failures: string[] = [];
const check = (ok: boolean, message: string) => {
  if (!ok) failures.push(message);
};

const db = await openPglite();
await migrate(db);
check(!(await isCatalogSeeded(db)), 'isCatalogSeeded is true before seeding');
const now = new Date();
const started = performance.now();
await seedCatalog(db, now);
const seedMs = performance.now() - started;
check(await isCatalogSeeded(db), 'isCatalogSeeded is false after seeding');
console.log(`seedCatalog: ${seedMs.toFixed(0)} ms`);
check(seedMs < 3000, `seedCatalog took ${seedMs.toFixed(0)} ms`);

const tables = [
  'authors',
  'author_socials',
  'campaigns',
  'campaign_images',
  'campaign_sections',
  'packs',
  'pack_options',
  'pack_option_values',
  'faq_entries',
  'news',
  'participations',
];
const counts: Record<string, number> = {};
for (const table of tables) {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  counts[table] = row?.n ?? 0;
}
console.table(counts);
check(counts.authors === 5, 'expected 5 authors');
check(counts.campaigns === 14, 'expected 14 campaigns');
check((counts.news ?? 0) >= 6 && (counts.news ?? 0) <= 8, 'expected 6-8 news');

interface CampaignRow {
  campaign_id: number;
  url: string;
  author: string;
  type: string;
  goal_cents: number;
  amount_raised_cents: number;
  backer_count: number;
  start_at: Date;
  end_at: Date;
  sum: number;
  n: number;
  images: number;
  sections: number;
  faq: number;
  packs: number;
  /** Packs without a picture, or whose delivery month is not after the campaign's end (issue 14). */
  packs_incomplete: number;
  min_created: Date | null;
  max_created: Date | null;
}
const rows = await db.query<CampaignRow>(`
  SELECT c.campaign_id, c.url, a.url AS author, c.type, c.goal_cents, c.amount_raised_cents, c.backer_count,
         c.start_at, c.end_at,
         (SELECT coalesce(sum(amount_cents), 0) FROM participations p WHERE p.campaign_id = c.campaign_id)::int AS sum,
         (SELECT count(*) FROM participations p WHERE p.campaign_id = c.campaign_id)::int AS n,
         (SELECT min(created_at) FROM participations p WHERE p.campaign_id = c.campaign_id) AS min_created,
         (SELECT max(created_at) FROM participations p WHERE p.campaign_id = c.campaign_id) AS max_created,
         (SELECT count(*) FROM campaign_images i WHERE i.campaign_id = c.campaign_id)::int AS images,
         (SELECT count(*) FROM campaign_sections s WHERE s.campaign_id = c.campaign_id)::int AS sections,
         (SELECT count(*) FROM faq_entries f WHERE f.campaign_id = c.campaign_id)::int AS faq,
         (SELECT count(*) FROM packs k WHERE k.campaign_id = c.campaign_id)::int AS packs,
         (SELECT count(*) FROM packs k WHERE k.campaign_id = c.campaign_id
             AND (k.image_url IS NULL OR k.delivery_month <= c.end_at))::int AS packs_incomplete
    FROM campaigns c JOIN authors a USING (author_id) ORDER BY c.campaign_id`);

const DAY = 86_400_000;
const phases: Record<string, number> = { ended: 0, 'ending soon': 0, upcoming: 0, ongoing: 0 };
let fundedEnded = 0;
let failedEnded = 0;
const summary = rows.map((c) => {
  const start = new Date(c.start_at).getTime();
  const end = new Date(c.end_at).getTime();
  const left = (end - now.getTime()) / DAY;
  const duration = (end - start) / DAY;
  const phase = now.getTime() < start ? 'upcoming' : left <= 0 ? 'ended' : left <= 3 ? 'ending soon' : 'ongoing';
  phases[phase] = (phases[phase] ?? 0) + 1;
  const funded = c.amount_raised_cents >= c.goal_cents;
  if (phase === 'ended' && funded) fundedEnded++;
  if (phase === 'ended' && !funded) failedEnded++;
  check(duration >= 20 && duration <= 60, `${c.url}: duration ${duration.toFixed(1)} days`);
  if (phase === 'ending soon') check(left >= 1 && left <= 3, `${c.url}: ending soon with ${left.toFixed(2)} days left`);
  if (phase === 'ongoing') check(left >= 5 && left <= 40, `${c.url}: ${left.toFixed(1)} days left`);
  check(c.sum === c.amount_raised_cents && c.n === c.backer_count, `${c.url}: totals differ from participations`);
  if (phase === 'upcoming') check(c.n === 0, `${c.url}: upcoming with participations`);
  else check(c.n >= 15 && c.n <= 300, `${c.url}: ${c.n} participations`);
  if (c.min_created && c.max_created) {
    const first = new Date(c.min_created).getTime();
    const last = new Date(c.max_created).getTime();
    check(first >= start && last <= Math.min(end, now.getTime()), `${c.url}: participation outside the campaign`);
  }
  check(c.images >= 2 && c.images <= 3, `${c.url}: ${c.images} gallery images`);
  check(c.sections >= 2 && c.sections <= 4, `${c.url}: ${c.sections} sections`);
  check(c.faq >= 2 && c.faq <= 4, `${c.url}: ${c.faq} FAQ entries`);
  check(c.packs >= 2 && c.packs <= 6, `${c.url}: ${c.packs} packs`);
  check(c.packs_incomplete === 0, `${c.url}: ${c.packs_incomplete} packs without picture or later delivery month`);
  return {
    url: c.url,
    author: c.author,
    type: c.type,
    state: phase,
    'days left': Number(left.toFixed(1)),
    backers: c.backer_count,
    raised: `${(c.amount_raised_cents / 100).toFixed(0)} €`,
    goal: `${(c.goal_cents / 100).toFixed(0)} €`,
    '%': Math.round((100 * c.amount_raised_cents) / c.goal_cents),
  };
});
console.table(summary);
check(
  phases.ended! >= 3 && fundedEnded >= 2 && failedEnded >= 1,
  `ended: ${fundedEnded} funded, ${failedEnded} failed`,
);
check(phases['ending soon']! >= 2, 'expected at least 2 campaigns ending soon');
check(phases.upcoming === 1, 'expected 1 upcoming campaign');
check(rows.filter((c) => c.type === 'BEST_SELLER').length >= 2, 'expected 2-3 best sellers');
const perAuthor = new Map<string, number>();
for (const c of rows) perAuthor.set(c.author, (perAuthor.get(c.author) ?? 0) + 1);
check(
  [...perAuthor.values()].every((n) => n >= 2),
  'every author needs at least 2 campaigns',
);

interface PackRow {
  url: string;
  position: number;
  price_cents: number;
  stock_limit: number | null;
  stock_sold: number;
  image_url: string | null;
  options: number;
  ended: boolean;
  upcoming: boolean;
}
const packs = await db.query<PackRow>(
  `
  SELECT c.url, k.position, k.price_cents, k.stock_limit, k.stock_sold, k.image_url,
         (SELECT count(*) FROM pack_options o WHERE o.pack_id = k.pack_id)::int AS options,
         c.end_at <= $1 AS ended, c.start_at > $1 AS upcoming
    FROM packs k JOIN campaigns c USING (campaign_id) ORDER BY c.campaign_id, k.position`,
  [now.toISOString()],
);
const soldOut = packs.filter((p) => p.stock_limit !== null && p.stock_sold === p.stock_limit);
const nearly = packs.filter(
  (p) => p.stock_limit !== null && p.stock_limit - p.stock_sold >= 1 && p.stock_limit - p.stock_sold <= 3,
);
console.table(
  packs
    .filter((p) => p.stock_limit !== null)
    .map((p) => ({
      pack: `${p.url} #${p.position}`,
      price: p.price_cents / 100,
      limit: p.stock_limit,
      sold: p.stock_sold,
      left: (p.stock_limit ?? 0) - p.stock_sold,
    })),
);
check(
  soldOut.length === 1 && !soldOut[0]?.ended && !soldOut[0]?.upcoming,
  'expected exactly one sold-out pack, in an ongoing campaign',
);
check(nearly.length >= 3, 'expected at least 3 nearly sold-out packs');
check(
  packs.some((p) => p.stock_limit === null) &&
    packs.some((p) => p.stock_limit !== null && p.stock_limit - p.stock_sold > 20),
  'stock mix',
);
check(
  packs.every((p) => p.price_cents >= 500 && p.price_cents <= 25_000),
  'pack prices between 5 and 250 €',
);
const withOptions = packs.filter((p) => p.options > 0).length;
console.log(
  `packs: ${packs.length}, with options: ${withOptions}, with image: ${packs.filter((p) => p.image_url).length}`,
);
check(withOptions / packs.length > 0.35 && withOptions / packs.length < 0.65, 'about half of the packs have options');
console.log(`sold out: ${soldOut.map((p) => `${p.url} #${p.position}`).join(', ')}`);
console.log(
  `nearly sold out: ${nearly.map((p) => `${p.url} #${p.position} (${(p.stock_limit ?? 0) - p.stock_sold} left)`).join(', ')}`,
);

const [values] = await db.query<{ bad: number }>(`
  SELECT count(*)::int AS bad FROM pack_options o
   WHERE (SELECT count(*) FROM pack_option_values v WHERE v.pack_option_id = o.pack_option_id) NOT BETWEEN 2 AND 5`);
check(values?.bad === 0, 'every option needs 2-5 values');
const [general] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM faq_entries WHERE campaign_id IS NULL');
check(general?.n === 8, 'expected 8 general FAQ entries');
const [newsStats] = await db.query<{ linked: number; images: number; oldest: number }>(
  `
  SELECT count(campaign_id)::int AS linked, count(image_url)::int AS images,
         max(extract(epoch FROM $1::timestamptz - published_at) / 86400)::float AS oldest FROM news`,
  [now.toISOString()],
);
check(
  (newsStats?.linked ?? 0) > 0 && (newsStats?.linked ?? 0) < (counts.news ?? 0),
  'some news linked to a campaign, some not',
);
check((newsStats?.images ?? 0) > 0 && (newsStats?.oldest ?? 99) <= 30, 'news images and dates');
const [anon] = await db.query<{ anonymous: number; comments: number; total: number }>(`
  SELECT avg(anonymous::int)::float AS anonymous, avg((comment IS NOT NULL)::int)::float AS comments, count(*)::int AS total FROM participations`);
console.log(
  `participations: ${anon?.total}, anonymous ${(100 * (anon?.anonymous ?? 0)).toFixed(1)} %, with comment ${(100 * (anon?.comments ?? 0)).toFixed(1)} %`,
);

const urls = await db.query<{ url: string }>(`
  SELECT avatar_url AS url FROM authors UNION ALL SELECT image_url FROM campaigns UNION ALL SELECT url FROM campaign_images
  UNION ALL SELECT image_url FROM packs WHERE image_url IS NOT NULL UNION ALL SELECT image_url FROM news WHERE image_url IS NOT NULL`);
const missing = urls.filter(({ url }) => !existsSync(PUBLIC_DIR + url));
check(missing.length === 0, `missing image files: ${missing.map((m) => m.url).join(', ')}`);
console.log(`image urls: ${urls.length}, missing files: ${missing.length}`);

// Deterministic: a second seed with the same `now` gives the same rows.
const again = await openPglite();
await migrate(again);
await seedCatalog(again, now);
const fingerprint = (d: typeof db) =>
  d.query<{ f: string }>(`SELECT md5(string_agg(p::text, '|' ORDER BY participation_id)) AS f FROM participations p`);
check((await fingerprint(db))[0]?.f === (await fingerprint(again))[0]?.f, 'two seeds differ');
// resetCatalog empties the tables, restarts the identities and seeds the same rows again.
await resetCatalog(again, now);
check((await fingerprint(db))[0]?.f === (await fingerprint(again))[0]?.f, 'resetCatalog differs from a fresh seed');
await again.close();
await db.close();

if (failures.length) {
  console.error(`\n${failures.length} check(s) failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nall checks passed');
