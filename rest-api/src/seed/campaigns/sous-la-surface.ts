import type { CampaignSeed } from '../types.js';

export const sousLaSurface: CampaignSeed = {
  url: 'sous-la-surface',
  author: 'collectif-basalte',
  type: 'BASIC',
  motif: 'documentary',
  goal: 35_000,
  startedDaysAgo: 10.1,
  durationDays: 48,
  backers: 260,
  title: { fr: 'Sous la surface', en: 'Beneath the Surface' },
  summary: {
    fr: "Un documentaire de 52 minutes sur les herbiers de posidonie, ces prairies sous-marines qui protègent nos côtes et disparaissent dans l'indifférence.",
    en: 'A 52-minute documentary about posidonia seagrass, the underwater meadows that protect our coastline and are quietly disappearing.',
  },
  gallery: [
    {
      fr: 'Une plongeuse filme un herbier de posidonie près de Port-Cros',
      en: 'A diver filming a posidonia meadow near Port-Cros',
    },
    {
      fr: "L'équipe de tournage sur le bateau, au lever du jour",
      en: 'The film crew on the boat at daybreak',
    },
  ],
  sections: [
    {
      title: { fr: 'Le film', en: 'The film' },
      body: {
        fr: "La posidonie n'est pas une algue mais une plante à fleurs, qu'on ne trouve qu'en Méditerranée. Ses herbiers abritent des centaines d'espèces, produisent de l'oxygène et amortissent la houle qui ronge les plages. Pourtant, ils reculent chaque année, arrachés par les ancres et étouffés par la pollution.\n\nPendant un an, Inès Benali a suivi les scientifiques, les pêcheurs et les plaisanciers qui se battent pour les préserver, de Port-Cros à la Corse.",
        en: "Posidonia isn't seaweed but a flowering plant found only in the Mediterranean. Its meadows shelter hundreds of species, produce oxygen and soften the swell that eats away at beaches. Yet they shrink every year, torn up by anchors and smothered by pollution.\n\nFor a year, Inès Benali followed the scientists, fishers and sailors fighting to protect them, from Port-Cros to Corsica.",
      },
    },
    {
      title: { fr: 'Où en est le tournage', en: 'Where filming stands' },
      body: {
        fr: "Les deux tiers des images sont tournées, dont toutes les séquences sous-marines du printemps. Il nous reste à filmer la floraison d'automne, rare et imprévisible, et à financer le montage, l'étalonnage et la musique originale.",
        en: 'Two thirds of the footage is in the can, including all the spring underwater sequences. We still need to film the autumn flowering, which is rare and unpredictable, and to pay for the editing, colour grading and original score.',
      },
    },
    {
      title: { fr: 'Où voir le film', en: 'Where to see it' },
      body: {
        fr: "Le film sera présenté en festival, puis proposé aux chaînes. Mais nous tenons à ce qu'il soit vu là où il compte : nous organiserons des projections gratuites dans les ports, les écoles et les clubs de plongée du littoral.",
        en: 'The film will go to festivals and then to broadcasters. But we want it seen where it matters most, so we will hold free screenings in harbours, schools and diving clubs along the coast.',
      },
    },
  ],
  packs: [
    {
      label: { fr: 'Merci !', en: 'Thank you!' },
      description: { fr: 'Votre nom au générique de fin.', en: 'Your name in the end credits.' },
      price: 10,
    },
    {
      label: { fr: 'Le film en avant-première', en: 'Early access' },
      description: {
        fr: 'Le film en streaming un mois avant sa sortie, et votre nom au générique.',
        en: 'Stream the film a month before release, plus your name in the credits.',
      },
      price: 25,
    },
    {
      label: { fr: 'Projection et rencontre', en: 'Screening and Q&A' },
      description: {
        fr: "Deux places pour l'avant-première à Marseille, suivie d'un échange avec l'équipe.",
        en: 'Two seats at the Marseille premiere, followed by a Q&A with the crew.',
      },
      price: 60,
      stock: { limit: 200 },
    },
    {
      label: { fr: 'Tirage sous-marin', en: 'Underwater print' },
      description: {
        fr: "Un tirage photo 30 × 40 cm d'un herbier en fleur, signé par la réalisatrice, et l'accès au film.",
        en: 'A 30 × 40 cm photo print of a meadow in flower, signed by the director, plus access to the film.',
      },
      price: 90,
      stock: { limit: 120 },
    },
    {
      label: { fr: 'Organisez une projection', en: 'Host a screening' },
      description: {
        fr: 'Le droit de projeter le film en public dans votre association, votre école ou votre club, avec un kit de présentation.',
        en: 'The right to screen the film publicly at your association, school or club, with a presentation kit.',
      },
      price: 220,
      stock: { limit: 40 },
    },
  ],
  faq: [
    {
      question: { fr: 'Le film sera-t-il sous-titré ?', en: 'Will the film be subtitled?' },
      answer: {
        fr: "Oui, en anglais, en italien et en espagnol, ainsi qu'en français pour les personnes sourdes et malentendantes.",
        en: 'Yes, in English, Italian and Spanish, plus French subtitles for deaf and hard-of-hearing viewers.',
      },
    },
    {
      question: { fr: 'Les tournages dérangent-ils la faune ?', en: 'Does filming disturb marine life?' },
      answer: {
        fr: "Nous ne jetons jamais l'ancre dans les herbiers, nous suivons la charte du parc national de Port-Cros, et un biologiste nous accompagne à chaque plongée.",
        en: 'We never drop anchor in the meadows, we follow the Port-Cros National Park charter, and a biologist comes with us on every dive.',
      },
    },
    {
      question: { fr: "À quoi servira l'argent exactement ?", en: 'What exactly will the money pay for?' },
      answer: {
        fr: 'Environ 40 % pour le montage et la post-production, 30 % pour la fin du tournage, 20 % pour la musique et les droits, et 10 % pour les projections gratuites.',
        en: 'About 40% for editing and post-production, 30% for the remaining shoots, 20% for music and rights, and 10% for the free screenings.',
      },
    },
  ],
};
