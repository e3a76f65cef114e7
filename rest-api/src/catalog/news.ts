import type { Handlers } from '../http/contract.js';
import type { CatalogDeps } from './deps.js';
import { absoluteUrl, translations, type Localized } from './localize.js';

interface NewsRow {
  news_id: number;
  campaign_id: number | null;
  title: Localized;
  body: Localized;
  image_url: string | null;
  published_at: Date;
}

export function newsHandlers({ db, publicUrl }: CatalogDeps): Handlers {
  return {
    async listLatestNews({ query }) {
      const rows = await db.query<NewsRow>(
        `SELECT news_id, campaign_id, title, body, image_url, published_at FROM news
         WHERE published_at <= now() ORDER BY published_at DESC, news_id DESC LIMIT $1`,
        [query.limit ?? 3],
      );
      return rows.map((row) => ({
        news_id: row.news_id,
        campaign_id: row.campaign_id,
        titles: translations(row.title),
        bodies: translations(row.body),
        image_url: absoluteUrl(publicUrl, row.image_url),
        published_at: row.published_at.toISOString(),
      }));
    },
  };
}
