import { apparelColour, apparelSize } from '../options.js';
import type { CampaignSeed } from '../types.js';

export const collectionMistral: CampaignSeed = {
  url: 'collection-mistral',
  author: 'collectif-basalte',
  type: 'BASIC',
  motif: 'streetwear',
  goal: 10_000,
  startedDaysAgo: 25.3,
  durationDays: 40,
  backers: 180,
  title: { fr: 'Collection Mistral', en: 'The Mistral Collection' },
  summary: {
    fr: "Des sweats, des t-shirts et des casquettes en coton bio, teints à Marseille et brodés d'une vague inspirée des calanques.",
    en: 'Sweatshirts, T-shirts and caps in organic cotton, dyed in Marseille and embroidered with a wave inspired by the calanques.',
  },
  gallery: [
    {
      fr: 'Le sweat Mistral porté sur les rochers de Malmousque',
      en: 'The Mistral hoodie worn on the rocks at Malmousque',
    },
    { fr: 'Les trois coloris de la collection, pliés', en: "The collection's three colours, folded" },
    { fr: 'Détail de la broderie en vague sur la poitrine', en: 'Close-up of the wave embroidery on the chest' },
  ],
  sections: [
    {
      title: { fr: 'Pourquoi Mistral', en: 'Why Mistral' },
      body: {
        fr: "À Marseille, le mistral, c'est ce vent qui nettoie le ciel et qui fait tout claquer. On voulait des vêtements qui lui ressemblent : simples, solides, et qu'on garde des années.\n\nLa collection compte un sweat à capuche, un t-shirt épais et une casquette, en trois coloris pris dans le paysage : noir basalte, sable et vert calanque.",
        en: 'In Marseille, the mistral is the wind that sweeps the sky clean and makes everything rattle. We wanted clothes that feel like it: simple, sturdy and made to last for years.\n\nThe collection includes a hoodie, a heavyweight T-shirt and a cap, in three colours taken from the landscape: basalt black, sand and calanque green.',
      },
    },
    {
      title: { fr: 'Fabriqué près de chez nous', en: 'Made close to home' },
      body: {
        fr: "Le coton bio est tricoté au Portugal, puis les pièces sont teintes et brodées à Marseille, dans un atelier de la Belle de Mai. Tout est fait en petites séries, et nous ne produisons que ce qui a été commandé : pas de stock, pas d'invendus.",
        en: 'The organic cotton is knitted in Portugal, then the pieces are dyed and embroidered in Marseille, at a workshop in the Belle de Mai district. Everything is made in small batches, and we only produce what has been ordered: no stock, no unsold goods.',
      },
    },
    {
      title: { fr: 'Guide des tailles', en: 'Size guide' },
      body: {
        fr: 'La coupe est ample et unisexe. Si vous hésitez entre deux tailles, prenez la plus petite. Le guide détaillé, avec les mesures à plat, se trouve dans la FAQ.\n\nLe coton est prélavé : il ne rétrécira pas à 30 °C.',
        en: "The fit is relaxed and unisex. If you're between two sizes, go for the smaller one. The detailed guide, with flat measurements, is in the FAQ.\n\nThe cotton is pre-washed, so it won't shrink at 30 °C.",
      },
    },
  ],
  packs: [
    {
      label: { fr: 'Casquette', en: 'Cap' },
      description: {
        fr: 'La casquette six panneaux brodée, réglable.',
        en: 'The embroidered six-panel cap, adjustable.',
      },
      price: 29,
      options: [apparelColour],
    },
    {
      label: { fr: 'T-shirt', en: 'T-shirt' },
      description: {
        fr: "Le t-shirt épais en coton bio 240 g, brodé d'une vague sur la poitrine.",
        en: 'The heavyweight 240 gsm organic cotton T-shirt, with a wave embroidered on the chest.',
      },
      price: 39,
      options: [apparelSize, apparelColour],
    },
    {
      label: { fr: 'Sweat à capuche', en: 'Hoodie' },
      description: {
        fr: 'Le sweat à capuche molletonné 400 g, brodé devant et dans le dos.',
        en: 'The 400 gsm brushed-fleece hoodie, embroidered on the front and back.',
      },
      price: 79,
      stock: { limit: 350 },
      options: [apparelSize, apparelColour],
    },
    {
      label: { fr: 'La tenue complète', en: 'The full outfit' },
      description: {
        fr: 'Le sweat, le t-shirt et la casquette, avec un tote bag sérigraphié offert.',
        en: 'The hoodie, the T-shirt and the cap, plus a free screen-printed tote bag.',
      },
      price: 129,
      stock: { limit: 150 },
      options: [apparelSize, apparelColour],
    },
  ],
  faq: [
    {
      question: { fr: 'Comment choisir ma taille ?', en: 'How do I pick my size?' },
      answer: {
        fr: 'Voici la largeur de poitrine du sweat, mesurée à plat : S 56 cm, M 59 cm, L 62 cm, XL 65 cm. La coupe est ample : dans le doute, prenez la taille en dessous.',
        en: 'Here is the chest width of the hoodie, measured flat: S 56 cm, M 59 cm, L 62 cm, XL 65 cm. The fit is relaxed, so if in doubt, size down.',
      },
    },
    {
      question: {
        fr: 'Pourrai-je changer de taille après la campagne ?',
        en: 'Can I change my size after the campaign?',
      },
      answer: {
        fr: 'Oui, un questionnaire vous sera envoyé à la fin de la campagne pour confirmer tailles et coloris avant la production.',
        en: "Yes, you'll get a survey at the end of the campaign to confirm sizes and colours before production.",
      },
    },
  ],
};
