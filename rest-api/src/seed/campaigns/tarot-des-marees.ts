import { guideLanguage } from '../options.js';
import type { CampaignSeed } from '../types.js';

export const tarotDesMarees: CampaignSeed = {
  url: 'tarot-des-marees',
  author: 'atelier-lune',
  type: 'BEST_SELLER',
  motif: 'tarot',
  goal: 12_000,
  startedDaysAgo: 18.4,
  durationDays: 45,
  backers: 280,
  title: { fr: 'Le Tarot des Marées', en: 'The Tidal Tarot' },
  summary: {
    fr: "Un tarot de 78 cartes entièrement illustré à la main, où les arcanes prennent les traits des créatures et des rivages de l'Atlantique. Livré dans un coffret aimanté avec son guide de lecture.",
    en: 'A fully hand-illustrated 78-card tarot in which the arcana take on the faces of Atlantic creatures and shorelines. Delivered in a magnetic box with its reading guide.',
  },
  gallery: [
    {
      fr: 'Les vingt-deux arcanes majeurs étalés sur une nappe de lin',
      en: 'The twenty-two major arcana laid out on a linen tablecloth',
    },
    {
      fr: 'Gros plan sur la dorure à chaud de la tranche des cartes',
      en: 'Close-up of the hot-foil gilded card edges',
    },
    {
      fr: 'Le coffret aimanté ouvert, avec le guide de lecture',
      en: 'The open magnetic box with the reading guide',
    },
  ],
  sections: [
    {
      title: { fr: "L'histoire du projet", en: 'How it started' },
      body: {
        fr: "Tout a commencé par un carnet de croquis rempli pendant un hiver à Belle-Île. À chaque marée basse, Margaux dessinait ce que la mer laissait derrière elle : des crabes, des laisses de varech, des bouts de verre polis. Petit à petit, ces croquis sont devenus des personnages.\n\nDeux ans plus tard, les 78 cartes sont terminées. Le Mat est un bernard-l'ermite qui change de coquille, la Lune veille sur les grandes marées et l'Étoile est un phare perdu dans la brume.",
        en: 'It all began with a sketchbook filled during a winter on Belle-Île. At every low tide, Margaux drew whatever the sea left behind: crabs, strands of kelp, bits of polished glass. Little by little, those sketches turned into characters.\n\nTwo years later, all 78 cards are finished. The Fool is a hermit crab changing shells, the Moon watches over the spring tides and the Star is a lighthouse lost in the fog.',
      },
    },
    {
      title: { fr: 'Fabrication', en: "How it's made" },
      body: {
        fr: "Les cartes sont imprimées à Angers sur un carton toilé de 350 g, agréable à battre et solide dans le temps. Les tranches sont dorées à chaud, et le coffret est fabriqué par un cartonnier de la Sarthe.\n\nLe guide de 96 pages propose pour chaque carte une lecture à l'endroit et une lecture inversée, ainsi que six tirages pensés pour débuter.",
        en: 'The cards are printed in Angers on 350 gsm linen-finish card stock that shuffles smoothly and holds up over time. The edges are hot-foil gilded, and the box is made by a box maker in the Sarthe.\n\nThe 96-page guide gives an upright and a reversed reading for every card, along with six spreads designed for beginners.',
      },
    },
    {
      title: { fr: 'Calendrier', en: 'Timeline' },
      body: {
        fr: "Les fichiers sont prêts et l'imprimeur a réservé notre créneau pour la fin de la campagne. Nous prévoyons d'expédier les premiers coffrets trois mois après la clôture, en commençant par les éditions collector.",
        en: 'The files are ready and the printer has booked our slot for the end of the campaign. We plan to ship the first boxes three months after the campaign closes, starting with the collector editions.',
      },
    },
  ],
  packs: [
    {
      label: { fr: 'Le tirage du jour', en: 'Card of the day' },
      description: {
        fr: "Une reproduction d'art 13 × 18 cm de l'arcane de votre choix, imprimée sur papier aquarelle.",
        en: 'A 13 × 18 cm art print of the arcana of your choice, printed on watercolour paper.',
      },
      price: 12,
      options: [
        {
          label: { fr: 'Arcane', en: 'Arcana' },
          values: [
            { fr: 'Le Mat', en: 'The Fool' },
            { fr: 'La Lune', en: 'The Moon' },
            { fr: "L'Étoile", en: 'The Star' },
            { fr: 'Le Soleil', en: 'The Sun' },
          ],
        },
      ],
    },
    {
      label: { fr: 'Le Tarot des Marées', en: 'The Tidal Tarot' },
      description: {
        fr: 'Le jeu de 78 cartes aux tranches dorées, son coffret aimanté et le guide de lecture de 96 pages.',
        en: 'The 78-card deck with gilded edges, its magnetic box and the 96-page reading guide.',
      },
      price: 45,
      options: [guideLanguage],
    },
    {
      label: { fr: 'Duo des marées', en: 'Tidal duo' },
      description: {
        fr: 'Deux jeux complets, un pour vous et un à offrir, chacun avec sa pochette en lin brodée.',
        en: 'Two complete decks, one for you and one to give away, each with its own embroidered linen pouch.',
      },
      price: 85,
      stock: { limit: 400 },
      options: [guideLanguage],
    },
    {
      label: { fr: 'Collector Grande Marée', en: 'Spring Tide collector' },
      description: {
        fr: 'Le jeu aux tranches holographiques dans un coffret en bois gravé, un tapis de tirage en lin et une carte dédicacée. Limité à 150 exemplaires numérotés.',
        en: 'The deck with holographic edges in an engraved wooden box, a linen reading cloth and a signed card. Limited to 150 numbered copies.',
      },
      price: 129,
      stock: { limit: 150, left: 2 },
      options: [guideLanguage],
    },
  ],
  faq: [
    {
      question: { fr: 'Peut-on débuter le tarot avec ce jeu ?', en: 'Is this deck suitable for beginners?' },
      answer: {
        fr: "Oui. Le guide explique chaque carte simplement, et les tirages proposés vont du plus court (une seule carte) au plus complet (la croix celtique). Aucune connaissance préalable n'est nécessaire.",
        en: 'Yes. The guide explains each card in plain language, and the spreads range from the simplest (a single card) to the most complete (the Celtic cross). No prior knowledge is needed.',
      },
    },
    {
      question: {
        fr: 'Les cartes suivent-elles le système Rider-Waite ?',
        en: 'Do the cards follow the Rider-Waite system?',
      },
      answer: {
        fr: "La structure et les symboles reprennent ceux du Rider-Waite-Smith, ce qui permet d'utiliser le jeu avec n'importe quel livre de référence. Seules les illustrations changent.",
        en: 'The structure and symbolism follow the Rider-Waite-Smith tradition, so you can use the deck with any reference book. Only the artwork is different.',
      },
    },
    {
      question: { fr: 'Le guide existe-t-il en anglais ?', en: 'Is the guide available in English?' },
      answer: {
        fr: 'Oui, vous choisissez la langue du guide dans votre contrepartie. La traduction anglaise est signée par une traductrice spécialisée, pas par une machine.',
        en: 'Yes, you choose the guide language in your reward. The English translation is by a specialist translator, not a machine.',
      },
    },
  ],
};
