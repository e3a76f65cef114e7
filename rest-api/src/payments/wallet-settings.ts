import { isOngoing } from '../basket/packs.js';
import { findCampaign } from '../catalog/campaigns.js';
import type { Clock } from '../clock.js';
import type { Queryable } from '../db/database.js';
import type { Handlers } from '../http/contract.js';
import type { PaymentSettings } from '../payment-provider.js';

/** `GET /campaign/paypal`: what the web's wallet button needs for a campaign. */
export function walletSettingsHandlers({
  db,
  clock,
  payments,
}: {
  db: Queryable;
  clock: Clock;
  payments: PaymentSettings;
}): Handlers {
  return {
    async getCampaignWallet({ query }) {
      const campaign = await findCampaign(db, query.campaign_url, 'query.campaign_url');
      return {
        campaign_id: campaign.campaign_id,
        provider: payments.provider.wallet.provider,
        client_id: payments.provider.wallet.clientId,
        currency: 'EUR',
        enabled: isOngoing({ start_at: campaign.start_at, end_at: campaign.end_at }, clock()),
      };
    },
  };
}
