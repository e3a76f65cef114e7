import { bookLanguage, glaze } from '../options.js';
import type { CampaignSeed } from '../types.js';

export const aLaTableDesPotiers: CampaignSeed = {
  url: 'a-la-table-des-potiers',
  author: 'maison-gres',
  type: 'BASIC',
  motif: 'cooking',
  goal: 11_000,
  startedDaysAgo: 30.4,
  durationDays: 38,
  backers: 150,
  title: { fr: 'À la table des potiers', en: "At the Potters' Table" },
  summary: {
    fr: "Un livre de cuisine au fil des saisons : 80 recettes simples et généreuses de Julien, servies dans la vaisselle de Claire et photographiées à l'atelier.",
    en: "A cookbook that follows the seasons: 80 simple, generous recipes by Julien, served in Claire's tableware and photographed in the studio.",
  },
  gallery: [
    {
      fr: 'Une tarte aux poireaux et au comté dans un plat en grès',
      en: 'A leek and Comté tart in a stoneware dish',
    },
    { fr: 'Une double page du chapitre « Hiver »', en: 'A spread from the Winter chapter' },
    { fr: "Le potager derrière l'atelier, au mois de juin", en: 'The vegetable garden behind the studio in June' },
  ],
  sections: [
    {
      title: { fr: 'Le livre', en: 'The book' },
      body: {
        fr: "Chez nous, la table d'hôtes est née par hasard : des amis venaient voir les poteries et restaient dîner. Au fil des années, les recettes de Julien ont rempli trois cahiers tachés de sauce. Ce livre les rassemble enfin.\n\nQuatre chapitres, un par saison, avec des plats à partager, des légumes du potager, du poisson de Loire et quelques desserts qu'on nous réclame sans cesse.",
        en: "Our guest table started by accident: friends came to see the pottery and stayed for dinner. Over the years, Julien's recipes filled three sauce-stained notebooks. This book finally brings them together.\n\nFour chapters, one per season, with dishes to share, vegetables from the garden, fish from the Loire and a few desserts people never stop asking for.",
      },
    },
    {
      title: { fr: 'Des recettes qui marchent', en: 'Recipes that work' },
      body: {
        fr: "Chaque recette a été testée par une dizaine de cuisiniers amateurs, dans de vraies cuisines, avec du matériel ordinaire. Les quantités sont données en grammes et en cuillères, et chaque plat indique ce qu'on peut préparer la veille.",
        en: 'Every recipe was tested by a dozen home cooks, in real kitchens, with ordinary equipment. Quantities are given in grams and spoons, and each dish says what can be made the day before.',
      },
    },
  ],
  packs: [
    {
      label: { fr: 'Le livre', en: 'The book' },
      description: {
        fr: 'Le livre relié de 240 pages, avec son signet en tissu.',
        en: 'The 240-page hardcover, with a ribbon bookmark.',
      },
      price: 35,
      options: [bookLanguage],
    },
    {
      label: { fr: 'Le livre et son plat', en: 'The book and a dish' },
      description: {
        fr: "Le livre et un plat à gratin en grès de 28 cm, dans l'émail de votre choix.",
        en: 'The book and a 28 cm stoneware baking dish in the glaze of your choice.',
      },
      price: 95,
      stock: { limit: 300 },
      options: [bookLanguage, glaze],
    },
    {
      label: { fr: "Dîner à l'atelier", en: 'Dinner at the studio' },
      description: {
        fr: "Une place au dîner de lancement, autour de la grande table de l'atelier, et le livre dédicacé.",
        en: "A seat at the launch dinner around the studio's big table, plus a signed copy of the book.",
      },
      price: 120,
      stock: { limit: 30 },
    },
  ],
  faq: [
    {
      question: { fr: 'Les recettes sont-elles végétariennes ?', en: 'Are the recipes vegetarian?' },
      answer: {
        fr: "Environ la moitié, et chaque recette avec viande ou poisson propose une variante végétarienne quand c'est possible.",
        en: 'About half of them are, and every meat or fish recipe suggests a vegetarian alternative where possible.',
      },
    },
    {
      question: { fr: 'Quand a lieu le dîner de lancement ?', en: 'When is the launch dinner?' },
      answer: {
        fr: "Un samedi soir, à la sortie du livre. La date sera fixée avec les convives, et l'atelier est à dix minutes de la gare d'Angers.",
        en: 'On a Saturday evening when the book comes out. The date will be set with the guests, and the studio is ten minutes from Angers station.',
      },
    },
  ],
};
