import type { components } from '../generated/rest-api.js';
import type { Handlers } from '../http/contract.js';
import { notFound } from '../http/errors.js';
import { CAMPAIGN_ORDER, SELECT_CAMPAIGNS, toCampaign, type CampaignRow } from './campaigns.js';
import type { CatalogDeps } from './deps.js';
import { absoluteUrl, translations, type Localized } from './localize.js';

type Author = components['schemas']['Author'];

interface AuthorRow {
  author_id: number;
  url: string;
  name: string;
  avatar_url: string | null;
  bio: Localized;
  socials: Author['socials'];
}

const SELECT_AUTHORS = `
SELECT a.author_id, a.url, a.name, a.avatar_url, a.bio,
       COALESCE((SELECT json_agg(json_build_object('network', s.network, 'url', s.url) ORDER BY s.network)
                 FROM author_socials s WHERE s.author_id = a.author_id), '[]'::json) AS socials
FROM authors a`;

const toAuthor = (row: AuthorRow, publicUrl: string): Author => ({
  author_id: row.author_id,
  url: row.url,
  name: row.name,
  avatar_url: absoluteUrl(publicUrl, row.avatar_url),
  bios: translations(row.bio),
  socials: row.socials,
});

export function authorHandlers({ db, publicUrl }: CatalogDeps): Handlers {
  return {
    async getAuthorByUrl({ query }) {
      const [row] = await db.query<AuthorRow>(`${SELECT_AUTHORS} WHERE a.url = $1`, [query.url]);
      if (!row) throw notFound('Author', 'query.url');
      return toAuthor(row, publicUrl);
    },

    async listAuthors() {
      const rows = await db.query<AuthorRow>(`${SELECT_AUTHORS} ORDER BY a.name, a.author_id`);
      return rows.map((row) => toAuthor(row, publicUrl));
    },

    async getAuthorCampaigns({ query }) {
      const [author] = await db.query('SELECT 1 FROM authors WHERE author_id = $1', [query.author_id]);
      if (!author) throw notFound('Author', 'query.author_id');
      const rows = await db.query<CampaignRow>(`${SELECT_CAMPAIGNS} WHERE c.author_id = $1 ${CAMPAIGN_ORDER}`, [
        query.author_id,
      ]);
      return rows.map((row) => toCampaign(row, publicUrl));
    },
  };
}
