import type { Motif } from '../../src/seed/types.js';

/** The storefront palette and the darker tones that go with it. */
export const C = {
  coral: '#f3a39d',
  mint: '#afd8c4',
  yellow: '#ffd14f',
  navy: '#23304a',
  plum: '#4a3558',
  teal: '#1f5f5b',
  forest: '#2f5d46',
  brick: '#b5533c',
  ink: '#1d2233',
  cream: '#fbf4ea',
  sand: '#f4e3c3',
  roseDark: '#d9706a',
  mintDark: '#6fae94',
  mustard: '#e0a923',
  peach: '#ffd9c9',
  stone: '#9aa39b',
} as const;

export type PatternKind =
  'dots' | 'grid' | 'stars' | 'waves' | 'halftone' | 'hex' | 'diamonds' | 'gingham' | 'bubbles' | 'stripes';

export interface Theme {
  /** Background gradient, light or dark. */
  bg: readonly [string, string];
  /** A second background for gallery pictures and packs. */
  bgAlt: readonly [string, string];
  accent: string;
  accent2: string;
  /** Ink for outlines and details. */
  dark: string;
  light: string;
  pattern: PatternKind;
  patternColour: string;
}

/** One look per kind of product, so that every campaign has its own pictures. */
export const themes: Record<Motif, Theme> = {
  tarot: {
    bg: [C.navy, C.plum],
    bgAlt: [C.plum, '#7a4e6e'],
    accent: C.yellow,
    accent2: C.coral,
    dark: C.ink,
    light: C.cream,
    pattern: 'stars',
    patternColour: C.yellow,
  },
  stationery: {
    bg: [C.mint, C.cream],
    bgAlt: [C.sand, C.mint],
    accent: C.coral,
    accent2: C.yellow,
    dark: C.forest,
    light: C.cream,
    pattern: 'grid',
    patternColour: C.forest,
  },
  plush: {
    bg: [C.coral, C.peach],
    bgAlt: [C.peach, C.mint],
    accent: C.mint,
    accent2: C.yellow,
    dark: C.ink,
    light: C.cream,
    pattern: 'dots',
    patternColour: C.cream,
  },
  comic: {
    bg: [C.yellow, C.coral],
    bgAlt: [C.coral, C.yellow],
    accent: C.coral,
    accent2: C.mint,
    dark: C.ink,
    light: C.cream,
    pattern: 'halftone',
    patternColour: C.brick,
  },
  novel: {
    bg: [C.sand, C.mint],
    bgAlt: [C.cream, C.coral],
    accent: C.coral,
    accent2: C.navy,
    dark: C.navy,
    light: C.cream,
    pattern: 'stripes',
    patternColour: C.navy,
  },
  photo: {
    bg: ['#1f4b52', C.navy],
    bgAlt: [C.ink, '#3c5a66'],
    accent: C.mint,
    accent2: C.coral,
    dark: C.ink,
    light: C.cream,
    pattern: 'stripes',
    patternColour: C.mint,
  },
  boardgame: {
    bg: [C.teal, C.navy],
    bgAlt: ['#2a7a70', C.teal],
    accent: C.yellow,
    accent2: C.coral,
    dark: C.ink,
    light: C.cream,
    pattern: 'hex',
    patternColour: C.mint,
  },
  cards: {
    bg: [C.yellow, C.mustard],
    bgAlt: [C.mint, C.yellow],
    accent: C.roseDark,
    accent2: C.brick,
    dark: C.ink,
    light: C.cream,
    pattern: 'diamonds',
    patternColour: C.brick,
  },
  miniatures: {
    bg: [C.forest, C.teal],
    bgAlt: ['#3f7357', C.forest],
    accent: C.yellow,
    accent2: C.mint,
    dark: C.ink,
    light: C.cream,
    pattern: 'stars',
    patternColour: C.mint,
  },
  streetwear: {
    bg: [C.coral, C.yellow],
    bgAlt: [C.mint, C.coral],
    accent: C.mint,
    accent2: C.navy,
    dark: '#2b2f36',
    light: C.sand,
    pattern: 'waves',
    patternColour: C.cream,
  },
  vinyl: {
    bg: [C.plum, C.roseDark],
    bgAlt: [C.navy, C.plum],
    accent: C.coral,
    accent2: C.yellow,
    dark: C.ink,
    light: C.cream,
    pattern: 'stripes',
    patternColour: C.coral,
  },
  documentary: {
    bg: [C.mint, C.teal],
    bgAlt: ['#8cc7b4', C.navy],
    accent: C.yellow,
    accent2: C.coral,
    dark: C.ink,
    light: C.cream,
    pattern: 'bubbles',
    patternColour: C.cream,
  },
  ceramics: {
    bg: [C.cream, C.mint],
    bgAlt: [C.sand, C.coral],
    accent: C.mintDark,
    accent2: C.coral,
    dark: '#5b4a3f',
    light: C.cream,
    pattern: 'dots',
    patternColour: '#8a7a6c',
  },
  cooking: {
    bg: [C.sand, C.coral],
    bgAlt: [C.cream, C.yellow],
    accent: C.mintDark,
    accent2: C.brick,
    dark: '#5b4a3f',
    light: C.cream,
    pattern: 'gingham',
    patternColour: C.roseDark,
  },
};
