import { GraphQLError } from 'graphql';
import { createHash } from 'node:crypto';
import type { Context } from '../context.js';
import type { AddressInput, Resolvers } from '../generated/graphql.js';
import { data } from '../rest/client.js';
import { inArgument, inInput } from '../rest/errors.js';
import type { RestAddress } from '../rest/types.js';
import type { Viewer } from '../viewer.js';

/** The signed-in viewer, or UNAUTHENTICATED for a visitor. */
export function requireViewer({ viewer }: Context): Viewer {
  if (!viewer) {
    throw new GraphQLError('Sign in first: this needs a bearer token', { extensions: { code: 'UNAUTHENTICATED' } });
  }
  return viewer;
}

export const toRestAddress = (address: AddressInput): RestAddress => ({
  first_name: address.firstName,
  last_name: address.lastName,
  line1: address.line1,
  line2: address.line2 ?? null,
  postal_code: address.postalCode,
  city: address.city,
  country: address.country,
  phone: address.phone ?? null,
});

export const userResolvers: Resolvers = {
  Query: {
    viewer: (_, __, { viewer, loaders }) => (viewer ? loaders.viewerUser() : null),
  },
  Mutation: {
    createViewer: (_, { input }, context) => {
      requireViewer(context);
      const body = { first_name: input?.firstName ?? null, lang: input?.lang ?? undefined };
      return data(inInput(context.rest.POST('/users/create', { body })));
    },
    updateIdentity: (_, { input }, context) => {
      requireViewer(context);
      const body = {
        first_name: input.firstName,
        last_name: input.lastName ?? null,
        birth_date: input.birthDate ?? null,
      };
      return data(inInput(context.rest.POST('/users/identity', { body })));
    },
    updatePro: (_, { input }, context) => {
      requireViewer(context);
      const body = { company_name: input.companyName, vat_number: input.vatNumber ?? null, siret: input.siret ?? null };
      return data(inInput(context.rest.POST('/users/pro', { body })));
    },
    updateContact: (_, { input }, context) => {
      requireViewer(context);
      const body = { phone: input.phone ?? null, address: input.address ? toRestAddress(input.address) : null };
      return data(inInput(context.rest.POST('/users/contact', { body })));
    },
    updateEmail: (_, { email }, context) => {
      requireViewer(context);
      return data(inArgument(context.rest.POST('/users/email', { params: { query: { email } } }), 'email'));
    },
    setLanguage: (_, { lang }, context) => {
      requireViewer(context);
      return data(inArgument(context.rest.POST('/users/lang', { params: { query: { lang } } }), 'lang'));
    },
    deletePicture: (_, __, context) => {
      requireViewer(context);
      return data(context.rest.DELETE('/users/picture'));
    },
    deleteAccount: async (_, __, context) => {
      requireViewer(context);
      await context.rest.DELETE('/users');
      return true;
    },
    likeCampaign: async (_, { url, liked }, context) => {
      requireViewer(context);
      const query = { campaign_url: url, liked: liked ?? undefined };
      const state = await data(inArgument(context.rest.POST('/campaign/like', { params: { query } }), 'url'));
      const campaign = await context.loaders.campaignByUrl.load(state.url);
      if (!campaign) throw new GraphQLError(`No campaign ${state.url}`, { extensions: { code: 'NOT_FOUND' } });
      // The campaign comes back with its new state, so the client's cache updates `liked`.
      return { ...campaign, liked: state.liked };
    },
    linkDiscord: (_, { code }, context) => {
      requireViewer(context);
      return data(inArgument(context.rest.POST('/discord/link-user', { body: { code } }), 'code'));
    },
  },
  User: {
    id: (user) => String(user.user_id),
    displayName: (user) => user.first_name || (user.email.split('@')[0] ?? user.email),
    avatarSeed: (user) => createHash('sha256').update(user.email.toLowerCase()).digest('hex'),
    // A User is always the viewer: their favorites, link and orders come with the bearer token.
    favorites: (_, __, { loaders }) => loaders.likedCampaigns(),
    discord: (_, __, { loaders }) => loaders.discordStatus(),
    orders: (_, __, { loaders }) => loaders.orders(),
  },
  DiscordStatus: {
    username: (status) => status.discord_username,
  },
  Campaign: {
    liked: async (campaign, _, { viewer, loaders }) => {
      if (campaign.liked !== undefined) return campaign.liked;
      if (!viewer) return false;
      return (await loaders.likedCampaigns()).some((liked) => liked.campaign_id === campaign.campaign_id);
    },
  },
};
