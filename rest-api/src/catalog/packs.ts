import type { components } from '../generated/rest-api.js';
import type { Handlers } from '../http/contract.js';
import { findCampaign } from './campaigns.js';
import type { CatalogDeps } from './deps.js';
import { absoluteUrl, labels, translations, type Localized } from './localize.js';

type Pack = components['schemas']['Pack'];

interface PackRow {
  pack_id: number;
  campaign_id: number;
  position: number;
  label: Localized;
  description: Localized;
  image_url: string | null;
  price_cents: number;
  stock_limit: number | null;
  stock_sold: number;
  /** `YYYY-MM`, formatted by the query: a date column would come back as a local-time Date. */
  delivery_month: string;
  options: {
    pack_option_id: number;
    position: number;
    label: Localized;
    values: { pack_option_value_id: number; position: number; label: Localized }[];
  }[];
}

// One round trip: options and their values are nested with json_agg.
const SELECT_PACKS = `
SELECT p.pack_id, p.campaign_id, p.position, p.label, p.description, p.image_url, p.price_cents,
       p.stock_limit, p.stock_sold, to_char(p.delivery_month, 'YYYY-MM') AS delivery_month,
       COALESCE((
         SELECT json_agg(json_build_object(
                  'pack_option_id', o.pack_option_id, 'position', o.position, 'label', o.label,
                  'values', COALESCE((
                    SELECT json_agg(json_build_object('pack_option_value_id', v.pack_option_value_id,
                                                      'position', v.position, 'label', v.label)
                                    ORDER BY v.position)
                    FROM pack_option_values v WHERE v.pack_option_id = o.pack_option_id), '[]'::json))
                ORDER BY o.position)
         FROM pack_options o WHERE o.pack_id = p.pack_id), '[]'::json) AS options
FROM packs p WHERE p.campaign_id = $1 ORDER BY p.position`;

export function toPack(row: PackRow, publicUrl: string): Pack {
  const stockLeft = row.stock_limit === null ? null : Math.max(row.stock_limit - row.stock_sold, 0);
  return {
    pack_id: row.pack_id,
    campaign_id: row.campaign_id,
    position: row.position,
    labels: labels(row.label),
    descriptions: translations(row.description),
    image_url: absoluteUrl(publicUrl, row.image_url),
    price: row.price_cents,
    stock_limit: row.stock_limit,
    stock_left: stockLeft,
    sold_out: stockLeft === 0,
    options: row.options.map((option) => ({
      pack_option_id: option.pack_option_id,
      position: option.position,
      labels: labels(option.label),
      values: option.values.map((value) => ({
        pack_option_value_id: value.pack_option_value_id,
        position: value.position,
        labels: labels(value.label),
      })),
    })),
    delivery_month: row.delivery_month,
  };
}

export function packHandlers({ db, publicUrl }: CatalogDeps): Handlers {
  return {
    async getCampaignPacks({ query }) {
      const campaign = await findCampaign(db, query.url);
      const rows = await db.query<PackRow>(SELECT_PACKS, [campaign.campaign_id]);
      return rows.map((row) => toPack(row, publicUrl));
    },
  };
}
