import { printChoice } from '../options.js';
import type { CampaignSeed } from '../types.js';

export const cotesSauvages: CampaignSeed = {
  url: 'cotes-sauvages',
  author: 'editions-du-phare',
  type: 'BASIC',
  motif: 'photo',
  goal: 18_000,
  startedDaysAgo: -4.25,
  durationDays: 35,
  backers: 0,
  title: { fr: 'Côtes sauvages', en: 'Wild Coasts' },
  summary: {
    fr: "Un beau livre de 200 photographies en noir et blanc, de la pointe du Raz aux Hébrides : dix ans de marche le long des côtes les plus exposées d'Europe.",
    en: "A large-format book of 200 black-and-white photographs, from the Pointe du Raz to the Hebrides: ten years of walking along Europe's most exposed coastlines.",
  },
  gallery: [
    {
      fr: 'Une vague se brise sur les rochers de la pointe du Raz',
      en: 'A wave breaking on the rocks at the Pointe du Raz',
    },
    { fr: 'La maquette du livre ouverte sur une double page', en: 'The book mock-up open on a spread' },
    {
      fr: "Le photographe au travail sur la falaise, à l'aube",
      en: 'The photographer at work on the cliff at dawn',
    },
  ],
  sections: [
    {
      title: { fr: 'Dix ans au bord du vide', en: 'Ten years on the edge' },
      body: {
        fr: "Gwenaël Tanguy photographie la mer depuis ses quinze ans. Pendant dix ans, il a longé à pied les côtes les plus battues par les vents : le Finistère, l'ouest de l'Irlande, les Shetland, les Hébrides extérieures. Toujours avec le même appareil argentique et deux objectifs.\n\nCôtes sauvages rassemble 200 images choisies parmi plus de quatre mille, accompagnées d'extraits de ses carnets de route.",
        en: 'Gwenaël Tanguy has been photographing the sea since he was fifteen. For ten years, he walked the windiest coastlines: Finistère, the west of Ireland, Shetland, the Outer Hebrides. Always with the same film camera and two lenses.\n\nWild Coasts brings together 200 images chosen from more than four thousand, alongside excerpts from his travel journals.',
      },
    },
    {
      title: { fr: 'Un livre objet', en: 'A book to keep' },
      body: {
        fr: "Format à l'italienne de 30 × 24 cm, 256 pages, impression en bichromie sur papier mat de 170 g pour rendre toute la profondeur des noirs. La reliure est cousue et la couverture est en toile grise gaufrée.",
        en: 'Landscape format, 30 × 24 cm, 256 pages, printed in duotone on 170 gsm matte paper to bring out the full depth of the blacks. The binding is sewn and the cover is embossed grey cloth.',
      },
    },
  ],
  packs: [
    {
      label: { fr: 'Le livre', en: 'The book' },
      description: { fr: 'Côtes sauvages, relié toile, 256 pages.', en: 'Wild Coasts, cloth-bound, 256 pages.' },
      price: 49,
    },
    {
      label: { fr: 'Le livre et son tirage', en: 'Book and print' },
      description: {
        fr: 'Le livre et un tirage argentique 18 × 24 cm signé, à choisir parmi cinq images.',
        en: 'The book and a signed 18 × 24 cm silver gelatin print, chosen from five images.',
      },
      price: 120,
      stock: { limit: 150 },
      options: [printChoice],
    },
    {
      label: { fr: 'Édition de tête', en: 'Deluxe edition' },
      description: {
        fr: 'Le livre sous coffret, avec un tirage 30 × 40 cm numéroté et signé. 50 exemplaires.',
        en: 'The book in a slipcase, with a numbered and signed 30 × 40 cm print. 50 copies.',
      },
      price: 240,
      stock: { limit: 50 },
    },
  ],
  faq: [
    {
      question: { fr: 'Quand la campagne commence-t-elle ?', en: 'When does the campaign start?' },
      answer: {
        fr: "Dans quelques jours ! Suivez la page du projet pour être prévenu dès l'ouverture : les éditions de tête partent généralement vite.",
        en: 'In a few days! Follow the project page to be notified as soon as it opens: deluxe editions usually go fast.',
      },
    },
    {
      question: {
        fr: 'Les tirages sont-ils de vrais tirages argentiques ?',
        en: 'Are the prints real darkroom prints?',
      },
      answer: {
        fr: 'Oui, Gwenaël les tire lui-même en chambre noire, sur papier baryté.',
        en: 'Yes, Gwenaël prints them himself in the darkroom, on fibre-based paper.',
      },
    },
  ],
};
