import { assertCampaignExists } from '../catalog/campaigns.js';
import type { CatalogDeps } from '../catalog/deps.js';
import { labels, type Localized } from '../catalog/localize.js';
import type { components } from '../generated/rest-api.js';
import type { Handlers } from '../http/contract.js';

type SupportTopic = components['schemas']['SupportTopic'];

interface TopicRow {
  topic: SupportTopic['topic'];
  label: Localized;
}

const toTopic = (row: TopicRow): SupportTopic => ({ topic: row.topic, labels: labels(row.label) });

export function supportHandlers({ db }: CatalogDeps): Handlers {
  return {
    async getSupportInfo() {
      const rows = await db.query<TopicRow>('SELECT topic, label FROM support_topics ORDER BY position');
      return { topics: rows.map(toTopic), campaign_id: null, author_name: null };
    },

    async getCampaignSupportInfo({ query }) {
      await assertCampaignExists(db, query.campaign_id, 'query.campaign_id');
      const [topics, authors] = await Promise.all([
        db.query<TopicRow>('SELECT topic, label FROM support_topics WHERE about_campaign ORDER BY position'),
        db.query<{ name: string }>(
          'SELECT a.name FROM campaigns c JOIN authors a USING (author_id) WHERE c.campaign_id = $1',
          [query.campaign_id],
        ),
      ]);
      return { topics: topics.map(toTopic), campaign_id: query.campaign_id, author_name: authors[0]?.name ?? null };
    },
  };
}
