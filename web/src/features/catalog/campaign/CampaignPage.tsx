import type { Locale } from '@/i18n/locales';
import { PageContainer } from '@/ui/PageContainer';
import { LiveCampaignProvider } from '../live/LiveCampaign';
import { LiveParticipationList } from '../live/LiveParticipationList';
import { participationsShown } from '../live/shownFigures';
import { JsonLd } from '../seo/JsonLd';
import { CampaignFaq } from './CampaignFaq';
import { CampaignGallery } from './CampaignGallery';
import { CampaignIntro } from './CampaignIntro';
import { CampaignStory } from './CampaignStory';
import { CampaignUpdates } from './CampaignUpdates';
import { getCampaignOr404 } from './campaignQuery';
import { PackList } from './PackList';
import { ParticipationList } from './ParticipationList';
import styles from './CampaignPage.module.css';
import { productJsonLd } from './productJsonLd';

export async function CampaignPage({ url, lang }: { url: string; lang: Locale }) {
  const campaign = await getCampaignOr404(url, lang);
  return (
    <>
      <JsonLd data={productJsonLd(campaign, lang)} />
      <LiveCampaignProvider url={campaign.url}>
        <PageContainer className={styles.page}>
          <div className={styles.top}>
            <CampaignGallery campaign={campaign} />
            <CampaignIntro campaign={campaign} lang={lang} />
          </div>
          <div className={styles.body}>
            <div className={styles.story}>
              <CampaignStory sections={campaign.sections} />
            </div>
            <div className={styles.packs}>
              <PackList campaign={campaign} lang={lang} />
            </div>
            <div className={styles.updates}>
              <CampaignUpdates updates={campaign.updates} lang={lang} />
            </div>
            <div className={styles.faq}>
              <CampaignFaq faq={campaign.faq} />
            </div>
            <div className={styles.backers}>
              <LiveParticipationList lang={lang} shown={participationsShown(campaign.participations)}>
                <ParticipationList participations={campaign.participations} lang={lang} />
              </LiveParticipationList>
            </div>
          </div>
        </PageContainer>
      </LiveCampaignProvider>
    </>
  );
}
