import type { Handlers } from '../http/contract.js';
import { assertCampaignExists } from './campaigns.js';
import type { CatalogDeps } from './deps.js';

interface ParticipationRow {
  participation_id: number;
  campaign_id: number;
  /** Null when the backer gave no first name: listed without a name, as an anonymous one is. */
  backer_name: string | null;
  anonymous: boolean;
  comment: string | null;
  amount_cents: number;
  created_at: Date;
}

export function participationHandlers({ db }: CatalogDeps): Handlers {
  return {
    async listParticipations({ query, body }) {
      const page = query.page ?? 1;
      const size = query.size ?? 50;
      await assertCampaignExists(db, body.campaign_id, 'body.campaign_id');
      const [rows, [count]] = await Promise.all([
        db.query<ParticipationRow>(
          `SELECT participation_id, campaign_id, backer_name, anonymous, comment, amount_cents, created_at
           FROM participations WHERE campaign_id = $1
           ORDER BY created_at DESC, participation_id DESC LIMIT $2 OFFSET $3`,
          [body.campaign_id, size, (page - 1) * size],
        ),
        db.query<{ total: number }>('SELECT count(*)::int AS total FROM participations WHERE campaign_id = $1', [
          body.campaign_id,
        ]),
      ]);
      return {
        page,
        size,
        total: count?.total ?? 0,
        items: rows.map((row) => ({
          participation_id: row.participation_id,
          campaign_id: row.campaign_id,
          // The name of an anonymous backer never leaves the server.
          display_name: row.anonymous ? null : row.backer_name,
          anonymous: row.anonymous,
          comment: row.comment,
          amount: row.amount_cents,
          created_at: row.created_at.toISOString(),
        })),
      };
    },
  };
}
