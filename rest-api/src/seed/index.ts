import type { Database, Queryable } from '../db/database.js';
import { authors } from './authors.js';
import { campaigns } from './campaigns/index.js';
import { categories } from './categories.js';
import { generalFaq } from './faq.js';
import { authorAvatarUrl, campaignCoverUrl, campaignImageUrl, newsImageUrl, packImageUrl } from './images.js';
import { news } from './news.js';
import { generateBacking, priceCents } from './participations.js';
import { campaignDates, DAY_MS, daysBefore, deliveryMonth } from './schedule.js';
import { insertRows, json } from './sql.js';
import type { FaqSeed } from './types.js';

export { authors, campaigns, categories, generalFaq, news };

const CATALOG_TABLES = [
  'participations',
  'news',
  'faq_entries',
  'pack_option_values',
  'pack_options',
  'packs',
  'campaign_sections',
  'campaign_images',
  'campaigns',
  'categories',
  'author_socials',
  'authors',
];

/** True once the demo catalog (or any catalog) is in place: campaigns has rows. */
export async function isCatalogSeeded(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ seeded: boolean }>('SELECT EXISTS (SELECT 1 FROM campaigns) AS seeded');
  return row?.seeded ?? false;
}

/**
 * Fills the catalog tables with the demo data, in one transaction. Everything but the dates is
 * the same on every run; dates are relative to `now` (campaigns ended, ending soon, upcoming...).
 */
export async function seedCatalog(db: Database, now: Date = new Date()): Promise<void> {
  await db.transaction((tx) => insertCatalog(tx, now));
}

/** Empties the catalog tables (identities restarted) and seeds them again, in one transaction. */
export async function resetCatalog(db: Database, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(`TRUNCATE ${CATALOG_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
    await insertCatalog(tx, now);
  });
}

function idOf(ids: Map<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`seed: unknown ${what} "${key}"`);
  return id;
}

async function insertCatalog(tx: Queryable, now: Date): Promise<void> {
  const iso = (date: Date) => date.toISOString();

  const authorRows = await insertRows<{ author_id: number; url: string }>(
    tx,
    'authors',
    [
      ['url', 'text'],
      ['name', 'text'],
      ['avatar_url', 'text'],
      ['bio', 'jsonb'],
      ['created_at', 'timestamptz'],
    ],
    authors.map((a) => [a.url, a.name, authorAvatarUrl(a.url), json(a.bio), iso(daysBefore(now, a.joinedDaysAgo))]),
    'author_id, url',
  );
  const authorIds = new Map(authorRows.map((row) => [row.url, row.author_id]));
  await insertRows(
    tx,
    'author_socials',
    [
      ['author_id', 'int'],
      ['network', 'social_network'],
      ['url', 'text'],
    ],
    authors.flatMap((a) => a.socials.map((s) => [idOf(authorIds, a.url, 'author'), s.network, s.url])),
  );

  const campaignRows = await insertRows<{ campaign_id: number; url: string }>(
    tx,
    'campaigns',
    [
      ['url', 'text'],
      ['author_id', 'int'],
      ['type', 'campaign_type'],
      ['title', 'jsonb'],
      ['summary', 'jsonb'],
      ['image_url', 'text'],
      ['goal_cents', 'int'],
      ['start_at', 'timestamptz'],
      ['end_at', 'timestamptz'],
      ['created_at', 'timestamptz'],
    ],
    campaigns.map((c) => {
      const { start, end } = campaignDates(c, now);
      const created = new Date(Math.min(start.getTime() - 21 * DAY_MS, now.getTime()));
      return [
        c.url,
        idOf(authorIds, c.author, 'author'),
        c.type,
        json(c.title),
        json(c.summary),
        campaignCoverUrl(c.url),
        Math.round(c.goal * 100),
        iso(start),
        iso(end),
        iso(created),
      ];
    }),
    'campaign_id, url',
  );
  const campaignIds = new Map(campaignRows.map((row) => [row.url, row.campaign_id]));
  const campaignId = (url: string) => idOf(campaignIds, url, 'campaign');

  const categoryRows = await insertRows<{ category_id: number; code: string }>(
    tx,
    'categories',
    [
      ['code', 'text'],
      ['position', 'int'],
      ['label', 'jsonb'],
    ],
    categories.map((c, i) => [c.code, i + 1, json(c.label)]),
    'category_id, code',
  );
  for (const category of categories) {
    const categoryId = idOf(new Map(categoryRows.map((row) => [row.code, row.category_id])), category.code, 'category');
    await tx.query('UPDATE campaigns SET category_id = $1 WHERE campaign_id = ANY($2::int[])', [
      categoryId,
      category.campaigns.map(campaignId),
    ]);
  }

  await insertRows(
    tx,
    'campaign_images',
    [
      ['campaign_id', 'int'],
      ['position', 'int'],
      ['url', 'text'],
      ['alt', 'jsonb'],
    ],
    campaigns.flatMap((c) =>
      c.gallery.map((alt, i) => [campaignId(c.url), i + 1, campaignImageUrl(c.url, i + 1), json(alt)]),
    ),
  );
  await insertRows(
    tx,
    'campaign_sections',
    [
      ['campaign_id', 'int'],
      ['position', 'int'],
      ['title', 'jsonb'],
      ['body', 'jsonb'],
    ],
    campaigns.flatMap((c) => c.sections.map((s, i) => [campaignId(c.url), i + 1, json(s.title), json(s.body)])),
  );

  const backings = new Map(campaigns.map((c) => [c.url, generateBacking(c, now)]));
  const packRows = await insertRows<{ pack_id: number; campaign_id: number; position: number }>(
    tx,
    'packs',
    [
      ['campaign_id', 'int'],
      ['position', 'int'],
      ['label', 'jsonb'],
      ['description', 'jsonb'],
      ['image_url', 'text'],
      ['price_cents', 'int'],
      ['stock_limit', 'int'],
      ['stock_sold', 'int'],
      ['delivery_month', 'date'],
    ],
    campaigns.flatMap((c) =>
      c.packs.map((p, i) => [
        campaignId(c.url),
        i + 1,
        json(p.label),
        json(p.description),
        packImageUrl(c.url, i + 1),
        priceCents(p),
        p.stock?.limit ?? null,
        backings.get(c.url)?.stockSold[i] ?? 0,
        deliveryMonth(c, i + 1, now),
      ]),
    ),
    'pack_id, campaign_id, position',
  );
  const packIds = new Map(packRows.map((row) => [`${row.campaign_id}/${row.position}`, row.pack_id]));

  const packOptions = campaigns.flatMap((c) =>
    c.packs.flatMap((p, i) =>
      (p.options ?? []).map((option, j) => ({
        packId: idOf(packIds, `${campaignId(c.url)}/${i + 1}`, 'pack'),
        position: j + 1,
        option,
      })),
    ),
  );
  const optionRows = await insertRows<{ pack_option_id: number; pack_id: number; position: number }>(
    tx,
    'pack_options',
    [
      ['pack_id', 'int'],
      ['position', 'int'],
      ['label', 'jsonb'],
    ],
    packOptions.map((o) => [o.packId, o.position, json(o.option.label)]),
    'pack_option_id, pack_id, position',
  );
  const optionIds = new Map(optionRows.map((row) => [`${row.pack_id}/${row.position}`, row.pack_option_id]));
  await insertRows(
    tx,
    'pack_option_values',
    [
      ['pack_option_id', 'int'],
      ['position', 'int'],
      ['label', 'jsonb'],
    ],
    packOptions.flatMap((o) => {
      const optionId = idOf(optionIds, `${o.packId}/${o.position}`, 'pack option');
      return o.option.values.map((value, k) => [optionId, k + 1, json(value)]);
    }),
  );

  const faqRow = (id: number | null) => (entry: FaqSeed, i: number) => [
    id,
    i + 1,
    json(entry.question),
    json(entry.answer),
  ];
  await insertRows(
    tx,
    'faq_entries',
    [
      ['campaign_id', 'int'],
      ['position', 'int'],
      ['question', 'jsonb'],
      ['answer', 'jsonb'],
    ],
    [...generalFaq.map(faqRow(null)), ...campaigns.flatMap((c) => c.faq.map(faqRow(campaignId(c.url))))],
  );

  await insertRows(
    tx,
    'news',
    [
      ['campaign_id', 'int'],
      ['title', 'jsonb'],
      ['body', 'jsonb'],
      ['image_url', 'text'],
      ['published_at', 'timestamptz'],
    ],
    news.map((n, i) => [
      n.campaign ? campaignId(n.campaign) : null,
      json(n.title),
      json(n.body),
      n.image ? newsImageUrl(i + 1) : null,
      iso(daysBefore(now, n.publishedDaysAgo)),
    ]),
  );

  const participations = campaigns
    .flatMap((c) => (backings.get(c.url)?.participations ?? []).map((p) => ({ ...p, campaignId: campaignId(c.url) })))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  await insertRows(
    tx,
    'participations',
    [
      ['campaign_id', 'int'],
      ['backer_name', 'text'],
      ['anonymous', 'bool'],
      ['comment', 'text'],
      ['amount_cents', 'int'],
      ['created_at', 'timestamptz'],
    ],
    participations.map((p) => [p.campaignId, p.backerName, p.anonymous, p.comment, p.amountCents, iso(p.createdAt)]),
  );
  await tx.query(
    `UPDATE campaigns c SET amount_raised_cents = t.raised, backer_count = t.backers
       FROM (SELECT campaign_id, SUM(amount_cents) AS raised, COUNT(*) AS backers
               FROM participations GROUP BY campaign_id) t
      WHERE c.campaign_id = t.campaign_id`,
  );
}
