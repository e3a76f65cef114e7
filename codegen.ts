import type { CodegenConfig } from '@graphql-codegen/cli';

// One config for every GraphQL type we generate. The REST types come from the OpenAPI file
// (openapi-typescript, see scripts/codegen.mjs); the mappers point each GraphQL type at the REST
// shape its resolvers receive, so a resolver returns the upstream object unchanged.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  generates: {
    // The web's typed documents: one .graphql file per operation, beside the feature using it.
    'web/src/graphql/generated/': {
      documents: ['web/src/**/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      // IDs are strings in every answer; as inputs too, so what the web keeps (the local basket's
      // lines) is the API's input type itself.
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string', ID: 'string' } },
    },
    'graphql-server/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        useIndexSignature: true,
        enumsAsTypes: true,
        contextType: '../context.js#Context',
        scalars: { DateTime: 'string' },
        enumValues: { Language: { FR: 'fr', EN: 'en' } },
        mapperTypeSuffix: 'Model',
        mappers: {
          Money: 'number',
          Image: '../rest/types.js#RestImage',
          Campaign: '../rest/types.js#RestCampaign',
          CampaignSection: '../rest/types.js#RestCampaignSection',
          CampaignSeo: '../rest/types.js#RestCampaignSeo',
          Category: '../rest/types.js#RestCategory',
          Pack: '../rest/types.js#RestPack',
          PackOption: '../rest/types.js#RestPackOption',
          PackOptionValue: '../rest/types.js#RestPackOptionValue',
          Author: '../rest/types.js#RestAuthor',
          SocialLink: '../rest/types.js#RestSocialLink',
          FaqEntry: '../rest/types.js#RestFaqEntry',
          SupportTopicOption: '../rest/types.js#RestSupportTopic',
          News: '../rest/types.js#RestNews',
          Participation: '../rest/types.js#RestParticipation',
          ParticipationPage: '../rest/types.js#RestParticipationPage',
          User: '../rest/types.js#RestUser',
          UserIdentity: '../rest/types.js#RestUserIdentity',
          UserPro: '../rest/types.js#RestUserPro',
          UserContact: '../rest/types.js#RestUserContact',
          Address: '../rest/types.js#RestAddress',
          DiscordStatus: '../rest/types.js#RestDiscordStatus',
          Order: '../rest/types.js#RestOrder',
          OrderItem: '../rest/types.js#RestOrderItem',
          OrderItemOption: '../rest/types.js#RestOrderItemOption',
          OrderStatusChange: '../rest/types.js#RestOrderStatusChange',
          WalletSettings: '../rest/types.js#RestWalletSettings',
          Basket: '../rest/types.js#RestBasket',
          BasketLine: '../rest/types.js#RestBasketItem',
          BasketCampaign: '../rest/types.js#RestBasketCampaign',
          BasketCheck: '../rest/types.js#RestBasketCheck',
          BasketMerge: '../rest/types.js#RestBasketMerge',
          BasketMergeOutcome: '../rest/types.js#RestBasketMergeOutcome',
          DeliveryRates: '../rest/types.js#RestDeliveryRates',
          DeliveryZone: '../rest/types.js#RestDeliveryZone',
        },
      },
    },
  },
};

export default config;
