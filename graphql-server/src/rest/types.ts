import type { components } from '../generated/rest-api.js';

type Schemas = components['schemas'];

// The REST shapes the GraphQL types map onto (see `mappers` in codegen.ts).
export type RestTranslation = Schemas['Translation'];
export type RestLabel = Schemas['Label'];
export type RestImage = Schemas['Image'];
/**
 * A listed campaign, or the full detail when it was loaded through `/campaign/detail`; `liked` is
 * set when the request itself just changed it (`likeCampaign`).
 */
export type RestCampaign = Schemas['Campaign'] &
  Partial<Pick<Schemas['CampaignDetail'], 'images'>> & { liked?: boolean };
export type RestCampaignDetail = Schemas['CampaignDetail'];
export type RestCampaignSection = Schemas['CampaignOverview']['sections'][number];
export type RestCampaignOverview = Schemas['CampaignOverview'];
export type RestCampaignSeo = Schemas['CampaignSeo'];
export type RestCategory = Schemas['Category'];
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
export type RestUser = Schemas['User'];
export type RestUserIdentity = Schemas['UserIdentity'];
export type RestUserPro = Schemas['UserPro'];
export type RestUserContact = Schemas['UserContact'];
export type RestAddress = Schemas['Address'];
export type RestDiscordStatus = Schemas['DiscordStatus'];
export type RestOrder = Schemas['Order'];
/** An order line, with the campaign its pack belongs to (to find the pack among the campaign's). */
export type RestOrderItem = Schemas['OrderItem'] & { campaign_url: string };
/** A chosen option, resolved to the pack's option and value. */
export interface RestOrderItemOption {
  option: RestPackOption;
  value: RestPackOptionValue;
}
export type RestOrderStatusChange = Schemas['OrderStatusChange'];
export type RestWalletSettings = Schemas['WalletSettings'];
/** The viewer's basket, with the viewer's id as its own (one basket per user). */
export type RestBasket = Schemas['Basket'] & { id: string };
export type RestBasketItem = Schemas['BasketItem'];
/** The lines of one campaign in the basket. */
export interface RestBasketCampaign {
  campaign_url: string;
  items: RestBasketItem[];
}
/** A checked campaign, with the campaign's url and the whole basket after the check. */
export type RestBasketCheck = Schemas['BasketCheck'] & { campaign_url: string; basket: RestBasket };
export type RestBasketMerge = Omit<Schemas['BasketMerge'], 'basket'> & { basket: RestBasket };
export type RestBasketMergeOutcome = Schemas['BasketMergeOutcome'];
export type RestDeliveryRates = Schemas['DeliveryRates'];
export type RestDeliveryZone = Schemas['DeliveryRate'];
