/**
 * External links of the application shell, one place to configure them. Each one can be
 * overridden with an environment variable; an empty value keeps the default. NEXT_PUBLIC_*
 * values are inlined by `next build`, so set them before building.
 *
 *   NEXT_PUBLIC_YOUTUBE_URL      video channel            default https://www.youtube.com/@ensemble
 *   NEXT_PUBLIC_X_URL            X account                default https://x.com/ensemble
 *   NEXT_PUBLIC_INSTAGRAM_URL    photo account            default https://www.instagram.com/ensemble
 *   NEXT_PUBLIC_FACEBOOK_URL     social network page      default https://www.facebook.com/ensemble
 *   NEXT_PUBLIC_TIKTOK_URL       short video account      default https://www.tiktok.com/@ensemble
 *   NEXT_PUBLIC_NEWSLETTER_URL   newsletter sign-up page  default https://www.ensemble.example/newsletter
 *   NEXT_PUBLIC_COMMUNITY_URL    community chat invite    default https://discord.gg/ensemble
 *   NEXT_PUBLIC_POWERED_BY_NAME  "powered by" label       default Next.js
 *   NEXT_PUBLIC_POWERED_BY_URL   "powered by" target      default https://nextjs.org
 */

// Each variable is read by its literal name: Next only inlines `process.env.NEXT_PUBLIC_X` written out.
const or = (value: string | undefined, fallback: string) => value || fallback;

export type SocialNetwork = 'youtube' | 'x' | 'instagram' | 'facebook' | 'tiktok';

export const SOCIAL_LINKS: Record<SocialNetwork, string> = {
  youtube: or(process.env.NEXT_PUBLIC_YOUTUBE_URL, 'https://www.youtube.com/@ensemble'),
  x: or(process.env.NEXT_PUBLIC_X_URL, 'https://x.com/ensemble'),
  instagram: or(process.env.NEXT_PUBLIC_INSTAGRAM_URL, 'https://www.instagram.com/ensemble'),
  facebook: or(process.env.NEXT_PUBLIC_FACEBOOK_URL, 'https://www.facebook.com/ensemble'),
  tiktok: or(process.env.NEXT_PUBLIC_TIKTOK_URL, 'https://www.tiktok.com/@ensemble'),
};

export const NEWSLETTER_URL = or(process.env.NEXT_PUBLIC_NEWSLETTER_URL, 'https://www.ensemble.example/newsletter');

/** Spec section 1: the community chat (a Discord invite), in the account menu, the drawer and the footer. */
export const COMMUNITY_URL = or(process.env.NEXT_PUBLIC_COMMUNITY_URL, 'https://discord.gg/ensemble');

export const POWERED_BY = {
  name: or(process.env.NEXT_PUBLIC_POWERED_BY_NAME, 'Next.js'),
  url: or(process.env.NEXT_PUBLIC_POWERED_BY_URL, 'https://nextjs.org'),
};
