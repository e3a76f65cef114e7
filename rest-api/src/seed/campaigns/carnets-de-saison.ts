import type { CampaignSeed } from '../types.js';

export const carnetsDeSaison: CampaignSeed = {
  url: 'carnets-de-saison',
  author: 'atelier-lune',
  type: 'BASIC',
  motif: 'stationery',
  goal: 5_000,
  startedDaysAgo: 70.2,
  durationDays: 30,
  backers: 190,
  title: { fr: 'Carnets de saison', en: 'Seasonal Notebooks' },
  summary: {
    fr: "Quatre carnets cousus main, un pour chaque saison, avec des couvertures sérigraphiées et un papier épais qui accepte aussi bien l'encre que l'aquarelle.",
    en: 'Four hand-sewn notebooks, one for each season, with screen-printed covers and thick paper that takes ink and watercolour alike.',
  },
  gallery: [
    {
      fr: 'Les quatre carnets posés en éventail sur un bureau en bois',
      en: 'The four notebooks fanned out on a wooden desk',
    },
    {
      fr: "Une double page du carnet d'automne, avec un croquis à l'aquarelle",
      en: 'A spread from the autumn notebook with a watercolour sketch',
    },
  ],
  sections: [
    {
      title: { fr: 'Un carnet pour chaque saison', en: 'A notebook for every season' },
      body: {
        fr: "Nous remplissons des carnets depuis toujours, et nous n'en trouvions jamais qui nous ressemblent vraiment. Alors nous avons dessiné les nôtres : le printemps en vert tendre, l'été couleur de sable, l'automne rouille et l'hiver bleu nuit.\n\nChaque couverture est une illustration sérigraphiée en deux couleurs, imprimée à la main dans notre atelier.",
        en: "We've always filled notebooks, and we never found any that really felt like us. So we designed our own: spring in soft green, summer the colour of sand, autumn in rust and winter in midnight blue.\n\nEach cover is a two-colour screen-printed illustration, hand-pulled in our studio.",
      },
    },
    {
      title: { fr: 'Le papier', en: 'The paper' },
      body: {
        fr: "À l'intérieur, 96 pages de papier Munken ivoire de 120 g, avec une trame de points très discrète. Il ne bave pas au feutre, supporte un lavis léger et vieillit bien.\n\nLes cahiers sont cousus au fil de lin par un relieur nantais, pour que le carnet s'ouvre à plat sans jamais se casser.",
        en: "Inside are 96 pages of 120 gsm ivory Munken paper with a very faint dot grid. It doesn't bleed with felt-tip pens, handles a light wash and ages well.\n\nThe signatures are sewn with linen thread by a bookbinder in Nantes, so the notebook lies flat without ever cracking.",
      },
    },
  ],
  packs: [
    {
      label: { fr: 'Un carnet', en: 'One notebook' },
      description: {
        fr: 'Le carnet de la saison de votre choix.',
        en: 'The notebook for the season of your choice.',
      },
      price: 16,
      options: [
        {
          label: { fr: 'Saison', en: 'Season' },
          values: [
            { fr: 'Printemps', en: 'Spring' },
            { fr: 'Été', en: 'Summer' },
            { fr: 'Automne', en: 'Autumn' },
            { fr: 'Hiver', en: 'Winter' },
          ],
        },
      ],
    },
    {
      label: { fr: 'Les quatre saisons', en: 'The four seasons' },
      description: {
        fr: 'La collection complète des quatre carnets, glissée dans un étui en carton recyclé.',
        en: 'The complete set of four notebooks in a recycled cardboard slipcase.',
      },
      price: 55,
    },
    {
      label: { fr: "L'année de l'atelier", en: 'A year at the studio' },
      description: {
        fr: 'Les quatre carnets, un jeu de trois tampons en bois gravés et une affiche A3 sérigraphiée et signée.',
        en: 'The four notebooks, a set of three carved wooden stamps and a signed A3 screen print.',
      },
      price: 89,
      stock: { limit: 200 },
    },
  ],
  faq: [
    {
      question: { fr: 'Les carnets conviennent-ils au stylo-plume ?', en: 'Can I use a fountain pen?' },
      answer: {
        fr: 'Oui, le papier Munken de 120 g ne traverse pas, même avec une plume large. Nous avons tout essayé avant de le choisir.',
        en: "Yes. The 120 gsm Munken paper doesn't bleed through, even with a broad nib. We tried everything before choosing it.",
      },
    },
    {
      question: {
        fr: 'Pourra-t-on commander des carnets après la campagne ?',
        en: 'Will I be able to order more notebooks after the campaign?',
      },
      answer: {
        fr: "Une petite réserve sera disponible sur notre boutique, mais l'étui des quatre saisons et l'affiche sont réservés aux contributeurs.",
        en: 'A small stock will be available in our shop, but the four-seasons slipcase and the print are exclusive to backers.',
      },
    },
  ],
};
