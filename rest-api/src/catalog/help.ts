import type { components } from '../generated/rest-api.js';
import type { Handlers } from '../http/contract.js';
import { assertCampaignExists } from './campaigns.js';
import type { CatalogDeps } from './deps.js';
import { translations, type Localized } from './localize.js';

type FaqEntry = components['schemas']['FaqEntry'];

interface FaqRow {
  faq_id: number;
  campaign_id: number | null;
  position: number;
  question: Localized;
  answer: Localized;
}

const SELECT_FAQ = 'SELECT faq_id, campaign_id, position, question, answer FROM faq_entries';

const toFaqEntry = (row: FaqRow): FaqEntry => ({
  faq_id: row.faq_id,
  campaign_id: row.campaign_id,
  position: row.position,
  questions: translations(row.question),
  answers: translations(row.answer),
});

export function helpHandlers({ db }: CatalogDeps): Handlers {
  return {
    async listFaq() {
      const rows = await db.query<FaqRow>(`${SELECT_FAQ} WHERE campaign_id IS NULL ORDER BY position, faq_id`);
      return rows.map(toFaqEntry);
    },

    async listCampaignFaq({ query }) {
      await assertCampaignExists(db, query.campaign_id, 'query.campaign_id');
      const rows = await db.query<FaqRow>(`${SELECT_FAQ} WHERE campaign_id = $1 ORDER BY position, faq_id`, [
        query.campaign_id,
      ]);
      return rows.map(toFaqEntry);
    },
  };
}
