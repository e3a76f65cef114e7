import type { components } from '../generated/rest-api.js';
import type { Handlers } from '../http/contract.js';
import { notFound } from '../http/errors.js';
import type { CatalogDeps } from './deps.js';
import { absoluteUrl, translations, type Localized } from './localize.js';

type Campaign = components['schemas']['Campaign'];
type CampaignState = components['schemas']['CampaignState'];

export interface CampaignRow {
  campaign_id: number;
  url: string;
  type: Campaign['type'];
  state: CampaignState;
  author_id: number;
  title: Localized;
  summary: Localized;
  image_url: string;
  goal_cents: number;
  amount_raised_cents: number;
  backer_count: number;
  start_at: Date;
  end_at: Date;
  outcome: Campaign['outcome'];
  settled_at: Date | null;
}

export const STATE = `CASE WHEN now() < c.start_at THEN 'UPCOMING' WHEN now() < c.end_at THEN 'ONGOING' ELSE 'ENDED' END`;
export const SELECT_CAMPAIGNS = `SELECT c.campaign_id, c.url, c.type, c.author_id, c.title, c.summary, c.image_url,
  c.goal_cents, c.amount_raised_cents, c.backer_count, c.start_at, c.end_at, c.outcome, c.settled_at, ${STATE} AS state FROM campaigns c`;
// Ongoing first, then upcoming, then ended; the soonest end first, ended ones most recent first.
export const CAMPAIGN_ORDER = `ORDER BY CASE WHEN now() < c.start_at THEN 1 WHEN now() < c.end_at THEN 0 ELSE 2 END,
  CASE WHEN now() < c.end_at THEN c.end_at END ASC, c.end_at DESC, c.campaign_id`;

export function toCampaign(row: CampaignRow, publicUrl: string): Campaign {
  return {
    campaign_id: row.campaign_id,
    url: row.url,
    type: row.type,
    state: row.state,
    author_id: row.author_id,
    titles: translations(row.title),
    summaries: translations(row.summary),
    image_url: absoluteUrl(publicUrl, row.image_url),
    goal_amount: row.goal_cents,
    amount_raised: row.amount_raised_cents,
    backer_count: row.backer_count,
    currency: 'EUR',
    start_date: row.start_at.toISOString(),
    end_date: row.end_at.toISOString(),
    outcome: row.outcome,
    settled_at: row.settled_at?.toISOString() ?? null,
  };
}

export async function findCampaign(db: CatalogDeps['db'], url: string, field = 'query.url'): Promise<CampaignRow> {
  const [row] = await db.query<CampaignRow>(`${SELECT_CAMPAIGNS} WHERE c.url = $1`, [url]);
  if (!row) throw notFound('Campaign', field);
  return row;
}

export async function assertCampaignExists(db: CatalogDeps['db'], campaignId: number, field: string) {
  const rows = await db.query('SELECT 1 FROM campaigns WHERE campaign_id = $1', [campaignId]);
  if (rows.length === 0) throw notFound('Campaign', field);
}

export function campaignHandlers({ db, publicUrl }: CatalogDeps): Handlers {
  const list = async (sql: string, params: unknown[]) =>
    (await db.query<CampaignRow>(sql, params)).map((row) => toCampaign(row, publicUrl));

  return {
    getFeaturedCampaigns: ({ query }) =>
      list(
        `${SELECT_CAMPAIGNS} WHERE now() < c.end_at
         ORDER BY (now() >= c.start_at) DESC, (c.type = 'BEST_SELLER') DESC, c.end_at, c.campaign_id LIMIT $1`,
        [query.limit ?? 12],
      ),

    async listCampaigns({ query }) {
      const page = query.page ?? 1;
      const size = query.size ?? 50;
      const state = query.state ?? null;
      const where = `WHERE $1::text IS NULL OR ${STATE} = $1`;
      const [items, [count]] = await Promise.all([
        list(`${SELECT_CAMPAIGNS} ${where} ${CAMPAIGN_ORDER} LIMIT $2 OFFSET $3`, [state, size, (page - 1) * size]),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM campaigns c ${where}`, [state]),
      ]);
      return { items, page, size, total: count?.total ?? 0 };
    },

    async getCampaignDetail({ query }) {
      const row = await findCampaign(db, query.url);
      const images = await db.query<{ url: string; alt: Localized }>(
        'SELECT url, alt FROM campaign_images WHERE campaign_id = $1 ORDER BY position',
        [row.campaign_id],
      );
      return {
        ...toCampaign(row, publicUrl),
        images: images.map((image) => ({ url: absoluteUrl(publicUrl, image.url), alt: translations(image.alt) })),
      };
    },

    async getCampaignOverview({ query }) {
      const row = await findCampaign(db, query.url);
      const sections = await db.query<{ position: number; title: Localized; body: Localized }>(
        'SELECT position, title, body FROM campaign_sections WHERE campaign_id = $1 ORDER BY position',
        [row.campaign_id],
      );
      return {
        campaign_id: row.campaign_id,
        url: row.url,
        sections: sections.map((s) => ({
          position: s.position,
          titles: translations(s.title),
          bodies: translations(s.body),
        })),
      };
    },

    async getCampaignSeo({ query }) {
      const row = await findCampaign(db, query.url);
      return {
        campaign_id: row.campaign_id,
        url: row.url,
        titles: translations(row.title),
        descriptions: translations(row.summary),
        image_url: absoluteUrl(publicUrl, row.image_url),
      };
    },
  };
}
