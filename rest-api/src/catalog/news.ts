import type { components } from '../generated/rest-api.js';
import type { Handlers } from '../http/contract.js';
import { assertCampaignExists } from './campaigns.js';
import type { CatalogDeps } from './deps.js';
import { absoluteUrl, translations, type Localized } from './localize.js';

type News = components['schemas']['News'];

interface NewsRow {
  news_id: number;
  campaign_id: number | null;
  campaign_url: string | null;
  title: Localized;
  body: Localized;
  image_url: string | null;
  published_at: Date;
}

// The campaign's slug comes along so that a news card links to its campaign without another call.
const SELECT_NEWS = `
SELECT n.news_id, n.campaign_id, c.url AS campaign_url, n.title, n.body, n.image_url, n.published_at
FROM news n LEFT JOIN campaigns c ON c.campaign_id = n.campaign_id`;

const toNews = (row: NewsRow, publicUrl: string): News => ({
  news_id: row.news_id,
  campaign_id: row.campaign_id,
  campaign_url: row.campaign_url,
  titles: translations(row.title),
  bodies: translations(row.body),
  image_url: absoluteUrl(publicUrl, row.image_url),
  published_at: row.published_at.toISOString(),
});

export function newsHandlers({ db, publicUrl }: CatalogDeps): Handlers {
  return {
    async listLatestNews({ query }) {
      const rows = await db.query<NewsRow>(
        `${SELECT_NEWS} WHERE n.published_at <= now() ORDER BY n.published_at DESC, n.news_id DESC LIMIT $1`,
        [query.limit ?? 3],
      );
      return rows.map((row) => toNews(row, publicUrl));
    },

    // A campaign's updates: its news already published (a scheduled one stays hidden until then).
    async listCampaignNews({ query }) {
      await assertCampaignExists(db, query.campaign_id, 'query.campaign_id');
      const rows = await db.query<NewsRow>(
        `${SELECT_NEWS} WHERE n.campaign_id = $1 AND n.published_at <= now()
         ORDER BY n.published_at DESC, n.news_id DESC LIMIT $2`,
        [query.campaign_id, query.limit ?? 20],
      );
      return rows.map((row) => toNews(row, publicUrl));
    },
  };
}
