import type { Localized } from './types.js';

export interface CategorySeed {
  code: string;
  label: Localized;
  /** The urls of the demo campaigns filed under this category. */
  campaigns: string[];
}

/** The demo categories, in display order; every demo campaign belongs to exactly one. */
export const categories: CategorySeed[] = [
  {
    code: 'games',
    label: { fr: 'Jeux', en: 'Games' },
    campaigns: ['la-foire-aux-renards', 'royaumes-engloutis', 'sentinelles-de-pierre', 'tarot-des-marees'],
  },
  {
    code: 'books',
    label: { fr: 'Livres et BD', en: 'Books and comics' },
    campaigns: ['brume-sur-ouessant', 'le-dernier-ete-des-hirondelles', 'cotes-sauvages', 'a-la-table-des-potiers'],
  },
  {
    code: 'crafts',
    label: { fr: 'Artisanat et mode', en: 'Crafts and fashion' },
    campaigns: ['carnets-de-saison', 'collection-marais', 'collection-mistral', 'lulu-la-loutre'],
  },
  {
    code: 'music-film',
    label: { fr: 'Musique et film', en: 'Music and film' },
    campaigns: ['nuits-de-la-corniche', 'sous-la-surface'],
  },
];
