import type { components } from '../generated/rest-api.js';
import type { Handlers } from '../http/contract.js';
import { fieldError } from '../http/errors.js';
import { STATE, toCampaign, type CampaignRow } from './campaigns.js';
import type { CatalogDeps } from './deps.js';
import { labels, type Localized } from './localize.js';

type CampaignSort = components['schemas']['CampaignSort'];
type Language = components['schemas']['Language'];

// The text search configuration of each language: stemming ("théâtres" finds "théâtre") and stop words.
const SEARCH_CONFIG: Record<Language, string> = { fr: 'french', en: 'english' };

const ms = (column: string) => `(extract(epoch FROM ${column}) * 1000)::bigint`;
const LIVE = 'now() < c.end_at';

/**
 * Every sort is the ascending order of (k1, k2, campaign_id), so that one row comparison pages
 * through any of them (keyset pagination: no skipped or repeated row when campaigns are added,
 * and no OFFSET scan). Descending orders negate their key.
 */
const SORT_KEYS: Record<CampaignSort, { k1: string; k2: string }> = {
  // Running and upcoming campaigns by end date, then ended ones, the most recently ended first.
  ENDING_SOON: {
    k1: `CASE WHEN ${LIVE} THEN 0 ELSE 1 END`,
    k2: `CASE WHEN ${LIVE} THEN ${ms('c.end_at')} ELSE -${ms('c.end_at')} END`,
  },
  MOST_FUNDED: { k1: '0', k2: '-c.amount_raised_cents' },
  MOST_BACKERS: { k1: '0', k2: '-c.backer_count::bigint' },
  NEWEST: { k1: '0', k2: `-${ms('c.start_at')}` },
};

type Cursor = [sort: CampaignSort, k1: number, k2: number, id: number];

export const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

/** The position after which the next page starts; a cursor of another sort, or a forged one, is refused. */
function decodeCursor(after: string, sort: CampaignSort): Cursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    throw fieldError(400, 'query.after', 'is not a cursor of this search');
  }
  const valid =
    Array.isArray(value) &&
    value.length === 4 &&
    typeof value[0] === 'string' &&
    value[0] in SORT_KEYS &&
    value.slice(1).every((n) => Number.isSafeInteger(n));
  if (!valid) throw fieldError(400, 'query.after', 'is not a cursor of this search');
  const cursor = value as Cursor;
  if (cursor[0] !== sort) throw fieldError(400, 'query.after', `belongs to the sort ${cursor[0]}`);
  return cursor;
}

/**
 * The words of the query as a tsquery text: every word must match, the last one as a prefix
 * (the box searches as one types). Only letters and digits survive, so the text cannot carry
 * tsquery operators; `null` when no word is left.
 */
export function toTsquery(q: string | undefined): string | null {
  const words = q?.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

interface SearchRow extends CampaignRow {
  k1: number;
  k2: number;
}

export function searchHandlers({ db, publicUrl }: CatalogDeps): Handlers {
  return {
    async searchCampaigns({ query }) {
      const sort = query.sort ?? 'ENDING_SOON';
      const lang = query.lang ?? 'fr';
      const first = query.first ?? 12;
      const cursor = query.after === undefined ? null : decodeCursor(query.after, sort);
      const { k1, k2 } = SORT_KEYS[sort];
      const text = (column: string) => `coalesce(c.${column}->>$1, c.${column}->>'fr')`;
      // The document is built per query: unaccent folding both sides makes "theatre" find
      // "Théâtre". The catalog is small; an expression index on search_unaccent() is the next step.
      const matched = `WITH matched AS (
        SELECT c.campaign_id, c.url, c.type, c.author_id, c.title, c.summary, c.image_url, c.goal_cents,
          c.amount_raised_cents, c.backer_count, c.start_at, c.end_at, c.outcome, c.settled_at, ${STATE} AS state,
          ${k1} AS k1, ${k2} AS k2
        FROM campaigns c
        JOIN authors a ON a.author_id = c.author_id
        LEFT JOIN categories cat ON cat.category_id = c.category_id
        WHERE ($3::text IS NULL OR cat.code = $3)
          AND ($4::text IS NULL OR ${STATE} = $4)
          AND ($5::text IS NULL OR to_tsvector($2::regconfig,
                search_unaccent(${text('title')} || ' ' || ${text('summary')} || ' ' || a.name))
              @@ to_tsquery($2::regconfig, search_unaccent($5)))
      )`;
      const params = [lang, SEARCH_CONFIG[lang], query.category ?? null, query.state ?? null, toTsquery(query.q)];
      // Cursor values are compared as bigint: a forged cursor's large integer is then no match, not an error.
      const [rows, [count]] = await Promise.all([
        db.query<SearchRow>(
          `${matched} SELECT * FROM matched
           WHERE $6::bigint IS NULL OR (k1, k2, campaign_id) > ($6::bigint, $7::bigint, $8::bigint)
           ORDER BY k1, k2, campaign_id LIMIT $9`,
          [...params, cursor?.[1] ?? null, cursor?.[2] ?? null, cursor?.[3] ?? null, first + 1],
        ),
        db.query<{ total: number }>(`${matched} SELECT count(*)::int AS total FROM matched`, params),
      ]);
      const page = rows.slice(0, first);
      const cursors = page.map((row) => encodeCursor([sort, row.k1, row.k2, row.campaign_id]));
      return {
        items: page.map((row) => toCampaign(row, publicUrl)),
        cursors,
        total: count?.total ?? 0,
        has_next_page: rows.length > first,
        end_cursor: cursors.at(-1) ?? null,
      };
    },

    async listCategories() {
      const rows = await db.query<{ code: string; position: number; label: Localized }>(
        'SELECT code, position, label FROM categories ORDER BY position',
      );
      return rows.map((row) => ({ code: row.code, position: row.position, labels: labels(row.label) }));
    },
  };
}
