/** Shapes of the demo catalog content, before it is written to the database. */

/** A text in both languages of the storefront; French is the source and the fallback. */
export interface Localized {
  fr: string;
  en: string;
}

export type SocialNetwork = 'YOUTUBE' | 'FACEBOOK' | 'INSTAGRAM' | 'TWITCH' | 'TWITTER' | 'TIKTOK' | 'WEBSITE';

export type CampaignType = 'BASIC' | 'BEST_SELLER';

/** The illustration drawn for a campaign's pictures by `scripts/generate-images.ts`. */
export type Motif =
  | 'tarot'
  | 'stationery'
  | 'plush'
  | 'comic'
  | 'novel'
  | 'photo'
  | 'boardgame'
  | 'cards'
  | 'miniatures'
  | 'streetwear'
  | 'vinyl'
  | 'documentary'
  | 'ceramics'
  | 'cooking';

export interface AuthorSeed {
  url: string;
  name: string;
  bio: Localized;
  socials: { network: SocialNetwork; url: string }[];
  /** How long ago the author joined the platform. */
  joinedDaysAgo: number;
}

export interface OptionSeed {
  label: Localized;
  values: Localized[];
}

export interface PackSeed {
  label: Localized;
  description: Localized;
  /** In euros; may have cents (24.9). */
  price: number;
  /** Omitted for an unlimited pack. `left` pins the units still available (0 = sold out);
   * without it the units sold follow the generated participations. */
  stock?: { limit: number; left?: number };
  /** Months between the campaign's end and the month the pack should ship (default: 3 months,
   * one more for each pack after the second, as bigger packs take longer to make). Every pack has
   * its picture, `/images/packs/<campaign>-<position>.webp`. */
  deliveryMonthsAfterEnd?: number;
  options?: OptionSeed[];
}

export interface SectionSeed {
  title: Localized;
  /** Paragraphs separated by a blank line. */
  body: Localized;
}

export interface FaqSeed {
  question: Localized;
  answer: Localized;
}

export interface CampaignSeed {
  url: string;
  /** The url of the author. */
  author: string;
  type: CampaignType;
  title: Localized;
  summary: Localized;
  /** In euros. */
  goal: number;
  /** Days before the seed's `now` the campaign started (negative: it starts in the future). */
  startedDaysAgo: number;
  durationDays: number;
  /** How many participations to generate once the campaign has started. */
  backers: number;
  motif: Motif;
  /** Alt texts of the gallery pictures, in order (`/images/campaigns/<url>-<n>.webp`). */
  gallery: Localized[];
  sections: SectionSeed[];
  packs: PackSeed[];
  faq: FaqSeed[];
}

export interface NewsSeed {
  /** The url of the campaign the news is about, if any. */
  campaign?: string;
  title: Localized;
  body: Localized;
  /** True when the news has a picture (`/images/news/<n>.webp`, n = its rank in the list). */
  image?: boolean;
  /** Days (fractional) before the seed's `now` it was published. */
  publishedDaysAgo: number;
}
