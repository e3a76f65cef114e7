import { gameLanguage } from '../options.js';
import type { CampaignSeed } from '../types.js';

export const royaumesEngloutis: CampaignSeed = {
  url: 'royaumes-engloutis',
  author: 'meeple-et-cie',
  type: 'BEST_SELLER',
  motif: 'boardgame',
  goal: 15_000,
  startedDaysAgo: 20.1,
  durationDays: 45,
  backers: 300,
  title: { fr: 'Royaumes engloutis', en: 'Sunken Kingdoms' },
  summary: {
    fr: 'Un jeu de plateau coopératif pour 1 à 4 joueurs : explorez une cité engloutie, remontez ses trésors et fuyez avant que la marée ne referme les passages.',
    en: 'A cooperative board game for 1 to 4 players: explore a sunken city, bring up its treasures and escape before the tide seals the passages.',
  },
  gallery: [
    {
      fr: 'Une partie en cours, avec les tuiles de la cité et les figurines des plongeurs',
      en: 'A game in progress, with the city tiles and the diver miniatures',
    },
    { fr: 'Le contenu de la boîte étalé sur la table', en: 'The full contents of the box spread out on the table' },
    { fr: 'Les cartes Marée et les jetons trésor', en: 'Tide cards and treasure tokens' },
  ],
  sections: [
    {
      title: { fr: 'Le jeu', en: 'The game' },
      body: {
        fr: "Dans Royaumes engloutis, vous incarnez une équipe de plongeurs qui explore les ruines d'Ys, la cité légendaire avalée par l'océan. À chaque tour, vous révélez de nouvelles salles, vous surveillez votre oxygène et vous décidez ensemble qui prend les risques.\n\nMais la marée monte : à chaque carte Marée, des passages se ferment et la cité se transforme. Une partie dure environ 45 minutes, et aucune ne ressemble à la précédente.",
        en: 'In Sunken Kingdoms, you play a team of divers exploring the ruins of Ys, the legendary city swallowed by the ocean. Each turn, you reveal new rooms, keep an eye on your oxygen and decide together who takes the risks.\n\nBut the tide is rising: with every Tide card, passages close and the city shifts around you. A game lasts about 45 minutes, and no two are alike.',
      },
    },
    {
      title: { fr: 'Dans la boîte', en: "What's in the box" },
      body: {
        fr: '48 tuiles de cité recto verso, 4 figurines de plongeurs, 60 cartes Marée et Événement, 40 jetons trésor en bois, un plateau oxygène à double couche et un livret de règles de 16 pages. Un mode solo complet est inclus.',
        en: '48 double-sided city tiles, 4 diver miniatures, 60 Tide and Event cards, 40 wooden treasure tokens, a dual-layer oxygen board and a 16-page rulebook. A full solo mode is included.',
      },
    },
    {
      title: { fr: 'Testé et approuvé', en: 'Playtested and approved' },
      body: {
        fr: "Le jeu a été testé pendant dix-huit mois, dans une vingtaine de bars à jeux et sur trois festivals, dont le FIJ à Cannes. Plus de 600 parties ont permis d'équilibrer chaque personnage et chaque niveau de difficulté.\n\nLes règles complètes sont déjà en téléchargement, et une version Tabletop Simulator vous permet d'essayer avant de contribuer.",
        en: 'The game has been playtested for eighteen months in around twenty game cafés and at three conventions, including the FIJ in Cannes. More than 600 plays went into balancing each character and difficulty level.\n\nThe full rules are already available to download, and a Tabletop Simulator version lets you try the game before you back it.',
      },
    },
  ],
  packs: [
    {
      label: { fr: 'Soutien', en: 'Supporter' },
      description: {
        fr: "Votre nom dans le livret de règles, et les fonds d'écran du jeu.",
        en: "Your name in the rulebook, plus the game's wallpapers.",
      },
      price: 5,
    },
    {
      label: { fr: 'Lève-tôt', en: 'Early bird' },
      description: {
        fr: 'Le jeu complet à prix réduit, réservé aux 100 premiers contributeurs.',
        en: 'The complete game at a reduced price, for the first 100 backers only.',
      },
      price: 45,
      stock: { limit: 100, left: 0 },
    },
    {
      label: { fr: 'Le jeu', en: 'The game' },
      description: {
        fr: 'Le jeu complet, avec tous les bonus débloqués pendant la campagne.',
        en: 'The complete game, with every stretch goal unlocked during the campaign.',
      },
      price: 55,
      options: [gameLanguage],
    },
    {
      label: { fr: 'Grand Plongeon', en: 'Deep Dive' },
      description: {
        fr: "Le jeu, l'extension « Abysses » avec deux nouveaux plongeurs, des jetons trésor en métal et un insert de rangement.",
        en: 'The game, the “Abyss” expansion with two new divers, metal treasure tokens and a storage insert.',
      },
      price: 89,
      stock: { limit: 1000 },
      options: [gameLanguage],
    },
    {
      label: { fr: 'Pack boutique', en: 'Retailer pack' },
      description: {
        fr: 'Six exemplaires du jeu au tarif professionnel, pour les boutiques et les bars à jeux.',
        en: 'Six copies of the game at trade price, for shops and game cafés.',
      },
      price: 210,
      stock: { limit: 30 },
      options: [gameLanguage],
    },
  ],
  faq: [
    {
      question: { fr: 'Faut-il parler la langue des règles pour jouer ?', en: 'Is the game language-independent?' },
      answer: {
        fr: "Presque pas : les tuiles et les jetons n'ont aucun texte, seules les cartes Événement en contiennent. Règles et cartes existent en français, anglais, allemand et espagnol.",
        en: 'Almost: the tiles and tokens have no text; only the Event cards do. Rules and cards are available in French, English, German and Spanish.',
      },
    },
    {
      question: { fr: 'Peut-on jouer en solo ?', en: 'Can I play solo?' },
      answer: {
        fr: 'Oui, le mode solo fait partie du jeu de base : vous contrôlez deux plongeurs et affrontez un paquet Marée spécifique.',
        en: 'Yes, the solo mode is part of the base game: you control two divers and face a dedicated Tide deck.',
      },
    },
    {
      question: { fr: 'Les frais de port sont-ils inclus ?', en: 'Is shipping included?' },
      answer: {
        fr: 'Ils sont calculés après la campagne, quand vous confirmez votre adresse. Nous passons par des entrepôts en France, au Royaume-Uni et aux États-Unis pour vous éviter les frais de douane.',
        en: 'Shipping is calculated after the campaign, when you confirm your address. We use warehouses in France, the UK and the US so you avoid customs fees.',
      },
    },
  ],
};
