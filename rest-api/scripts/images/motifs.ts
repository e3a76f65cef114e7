import type { Random } from '../../src/seed/random.js';
import type { Motif } from '../../src/seed/types.js';
import { cards, comic, tarot } from './motifs-cards.js';
import { ceramics, documentary, streetwear, vinyl } from './motifs-objects.js';
import { cooking, novel, photo, stationery } from './motifs-paper.js';
import { boardgame, miniatures, plush } from './motifs-toys.js';
import type { Theme } from './palette.js';

export type MotifDrawing = (theme: Theme, random: Random) => string;

/** One illustration per kind of product; the Record makes a new motif a type error here. */
export const motifs: Record<Motif, MotifDrawing> = {
  tarot,
  stationery,
  plush,
  comic,
  novel,
  photo,
  boardgame,
  cards,
  miniatures,
  streetwear,
  vinyl,
  documentary,
  ceramics,
  cooking,
};
