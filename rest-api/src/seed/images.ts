/**
 * Root-relative URLs of the demo pictures. The REST API prefixes its public origin; the files
 * live under `rest-api/public` and are rendered by `scripts/generate-images.ts` from the same
 * helpers, so the database and the files cannot drift apart.
 */
export const IMAGES_ROOT = '/images';

export const authorAvatarUrl = (author: string) => `${IMAGES_ROOT}/authors/${author}.webp`;

export const campaignCoverUrl = (campaign: string) => `${IMAGES_ROOT}/campaigns/${campaign}-cover.webp`;

/** `n` counts from 1, like the gallery positions. */
export const campaignImageUrl = (campaign: string, n: number) => `${IMAGES_ROOT}/campaigns/${campaign}-${n}.webp`;

export const packImageUrl = (campaign: string, position: number) => `${IMAGES_ROOT}/packs/${campaign}-${position}.webp`;

/** `n` is the rank of the news item in the seed list, from 1. */
export const newsImageUrl = (n: number) => `${IMAGES_ROOT}/news/${n}.webp`;
