import { cardLanguage } from '../options.js';
import type { CampaignSeed } from '../types.js';

export const laFoireAuxRenards: CampaignSeed = {
  url: 'la-foire-aux-renards',
  author: 'meeple-et-cie',
  type: 'BASIC',
  motif: 'cards',
  goal: 6_000,
  startedDaysAgo: 27.5,
  durationDays: 30,
  backers: 210,
  title: { fr: 'La Foire aux renards', en: 'Fox Fair' },
  summary: {
    fr: 'Un jeu de cartes de bluff et de marchandage pour 3 à 6 joueurs, où chaque renard essaie de vendre ses poules plus cher que les autres.',
    en: 'A card game of bluffing and haggling for 3 to 6 players, in which every fox tries to sell their hens for more than the others.',
  },
  gallery: [
    { fr: 'La boîte métal et ses 110 cartes', en: 'The tin box and its 110 cards' },
    { fr: 'Une main de cartes pendant une partie animée', en: 'A hand of cards during a lively game' },
  ],
  sections: [
    {
      title: { fr: 'Le principe', en: 'How it plays' },
      body: {
        fr: "À chaque manche, les joueurs posent face cachée les marchandises qu'ils veulent vendre et annoncent leur prix. Le hic, c'est qu'on a le droit de mentir. Celui qui se fait prendre la patte dans le poulailler paie une amende ; celui qui bluffe avec aplomb repart avec la caisse.\n\nLes règles s'expliquent en trois minutes et une partie dure vingt minutes : c'est le jeu idéal pour commencer ou finir une soirée.",
        en: "Each round, players lay the goods they want to sell face down and call out their price. The catch is that lying is allowed. Get caught with your paw in the henhouse and you pay a fine; bluff with enough nerve and you walk off with the till.\n\nThe rules take three minutes to explain and a game takes twenty: it's the perfect game to start or end an evening.",
      },
    },
    {
      title: { fr: 'Les illustrations', en: 'The artwork' },
      body: {
        fr: 'Les 22 renards marchands ont été dessinés par Chloé Bastide, illustratrice toulousaine, dans un style inspiré des affiches de foire des années 1930. Chaque carte cache un petit détail à chercher entre deux parties.',
        en: 'The 22 fox merchants were drawn by Toulouse illustrator Chloé Bastide, in a style inspired by 1930s fairground posters. Every card hides a small detail to hunt for between games.',
      },
    },
  ],
  packs: [
    {
      label: { fr: 'Le jeu', en: 'The game' },
      description: {
        fr: 'La Foire aux renards dans sa boîte métal, avec ses 110 cartes.',
        en: 'Fox Fair in its tin box, with all 110 cards.',
      },
      price: 19,
      options: [cardLanguage],
    },
    {
      label: { fr: 'Deux boîtes', en: 'Two boxes' },
      description: {
        fr: "Deux exemplaires du jeu : un à garder, l'autre à offrir.",
        en: 'Two copies of the game: one to keep, one to give away.',
      },
      price: 35,
      options: [cardLanguage],
    },
    {
      label: { fr: 'Le marché complet', en: 'The full market' },
      description: {
        fr: "Le jeu, l'extension « Marché de nuit » pour jouer jusqu'à 8, et un sac de pièces en bois.",
        en: 'The game, the “Night Market” expansion for up to 8 players, and a bag of wooden coins.',
      },
      price: 32,
      stock: { limit: 800 },
    },
  ],
  faq: [
    {
      question: { fr: 'À partir de quel âge ?', en: 'What age is it for?' },
      answer: {
        fr: 'Nous le conseillons à partir de 8 ans. Les plus jeunes adorent bluffer, souvent très mal, ce qui rend les parties encore plus drôles.',
        en: 'We recommend it from age 8. Younger players love bluffing, often very badly, which makes the games even funnier.',
      },
    },
    {
      question: { fr: 'Peut-on y jouer à deux ?', en: 'Can two people play?' },
      answer: {
        fr: "Non, le bluff a besoin d'un peu de monde : le jeu se joue de 3 à 6, et jusqu'à 8 avec l'extension.",
        en: 'No, bluffing needs a bit of a crowd: the game plays 3 to 6, and up to 8 with the expansion.',
      },
    },
  ],
};
