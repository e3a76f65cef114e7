import type { Localized } from '../catalog/localize.js';
import type { Queryable } from '../db/database.js';
import type { PackOptions } from './lines.js';

/** What the basket and order rules need to know of a pack and its campaign. */
export interface PackRule extends PackOptions {
  pack_id: number;
  campaign_id: number;
  campaign_url: string;
  label: Localized;
  price_cents: number;
  stock_limit: number | null;
  stock_sold: number;
  start_at: Date;
  end_at: Date;
}

const SELECT_PACK_RULES = `
SELECT p.pack_id, p.campaign_id, c.url AS campaign_url, p.label, p.price_cents, p.stock_limit, p.stock_sold,
       c.start_at, c.end_at,
       COALESCE((SELECT json_agg(json_build_object('pack_option_id', o.pack_option_id,
                   'values', COALESCE((SELECT json_agg(v.pack_option_value_id ORDER BY v.position)
                                       FROM pack_option_values v WHERE v.pack_option_id = o.pack_option_id), '[]'::json))
                 ORDER BY o.position)
                 FROM pack_options o WHERE o.pack_id = p.pack_id), '[]'::json) AS options
FROM packs p JOIN campaigns c USING (campaign_id) WHERE p.pack_id = ANY($1::int[])`;

export async function loadPackRules(db: Queryable, packIds: readonly number[]): Promise<Map<number, PackRule>> {
  if (packIds.length === 0) return new Map();
  const rows = await db.query<PackRule>(SELECT_PACK_RULES, [[...new Set(packIds)]]);
  return new Map(rows.map((row) => [row.pack_id, row]));
}

export const stockLeft = (pack: Pick<PackRule, 'stock_limit' | 'stock_sold'>) =>
  pack.stock_limit === null ? null : Math.max(pack.stock_limit - pack.stock_sold, 0);

/** Ongoing by the injected clock (the catalog's `state` uses the database's clock for listings). */
export const isOngoing = (campaign: { start_at: Date; end_at: Date }, now: Date) =>
  campaign.start_at.getTime() <= now.getTime() && now.getTime() < campaign.end_at.getTime();

export async function campaignWindow(db: Queryable, campaignId: number) {
  const [row] = await db.query<{ campaign_id: number; url: string; start_at: Date; end_at: Date }>(
    'SELECT campaign_id, url, start_at, end_at FROM campaigns WHERE campaign_id = $1',
    [campaignId],
  );
  return row;
}
