import { findCampaign, SELECT_CAMPAIGNS, toCampaign, type CampaignRow } from '../catalog/campaigns.js';
import type { SignedInHandlers } from '../http/contract.js';
import { findUserId, requireUserId, type UserDeps } from './users.js';

/** A user's favorites: the campaigns they like, most recently liked first. */
export function likeHandlers({ db, publicUrl }: UserDeps): SignedInHandlers {
  return {
    async listLikedCampaigns({ requester }) {
      const userId = await findUserId(db, requester);
      if (userId === undefined) return [];
      const rows = await db.query<CampaignRow>(
        `${SELECT_CAMPAIGNS} JOIN campaign_likes l ON l.campaign_id = c.campaign_id
         WHERE l.user_id = $1 ORDER BY l.liked_at DESC, l.like_seq DESC`,
        [userId],
      );
      return rows.map((row) => toCampaign(row, publicUrl));
    },

    async likeCampaign({ requester, query }) {
      const campaign = await findCampaign(db, query.campaign_url, 'query.campaign_url');
      const userId = await requireUserId(db, requester);
      const key = [userId, campaign.campaign_id];
      const liked =
        query.liked ??
        (await db.query('SELECT 1 FROM campaign_likes WHERE user_id = $1 AND campaign_id = $2', key)).length === 0;
      // Liking again keeps the first date, so favorites do not reorder on a repeated click.
      await db.query(
        liked
          ? 'INSERT INTO campaign_likes (user_id, campaign_id) VALUES ($1, $2) ON CONFLICT DO NOTHING'
          : 'DELETE FROM campaign_likes WHERE user_id = $1 AND campaign_id = $2',
        key,
      );
      return { campaign_id: campaign.campaign_id, url: campaign.url, liked };
    },
  };
}
