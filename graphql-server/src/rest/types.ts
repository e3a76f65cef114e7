import type { components } from '../generated/rest-api.js';

type Schemas = components['schemas'];

// The REST shapes the GraphQL types map onto (see `mappers` in codegen.ts).
export type RestTranslation = Schemas['Translation'];
export type RestLabel = Schemas['Label'];
export type RestImage = Schemas['Image'];
/** A listed campaign, or the full detail when it was loaded through `/campaign/detail`. */
export type RestCampaign = Schemas['Campaign'] & Partial<Pick<Schemas['CampaignDetail'], 'images'>>;
export type RestCampaignDetail = Schemas['CampaignDetail'];
export type RestCampaignSection = Schemas['CampaignOverview']['sections'][number];
export type RestCampaignOverview = Schemas['CampaignOverview'];
export type RestCampaignSeo = Schemas['CampaignSeo'];
export type RestCampaignPage = Schemas['CampaignPage'];
export type RestPack = Schemas['Pack'];
export type RestPackOption = Schemas['PackOption'];
export type RestPackOptionValue = Schemas['PackOptionValue'];
export type RestAuthor = Schemas['Author'];
export type RestSocialLink = Schemas['SocialLink'];
export type RestFaqEntry = Schemas['FaqEntry'];
export type RestSupportTopic = Schemas['SupportTopic'];
export type RestNews = Schemas['News'];
export type RestParticipation = Schemas['Participation'];
export type RestParticipationPage = Schemas['ParticipationPage'];
export type RestErrorBody = Schemas['ErrorBody'];
