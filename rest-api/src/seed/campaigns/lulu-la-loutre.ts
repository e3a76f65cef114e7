import { bookLanguage, scarfColour } from '../options.js';
import type { CampaignSeed } from '../types.js';

export const luluLaLoutre: CampaignSeed = {
  url: 'lulu-la-loutre',
  author: 'atelier-lune',
  type: 'BASIC',
  motif: 'plush',
  goal: 8_000,
  startedDaysAgo: 28.4,
  durationDays: 30,
  backers: 170,
  title: { fr: 'Lulu la loutre', en: 'Lulu the Otter' },
  summary: {
    fr: "Une peluche toute douce en coton bio, tirée de notre album jeunesse et cousue dans un atelier d'insertion à Cholet.",
    en: 'A super-soft organic cotton plush based on our picture book, sewn at a social-enterprise workshop in Cholet.',
  },
  gallery: [
    {
      fr: "Lulu assise sur un lit d'enfant, son galet entre les pattes",
      en: "Lulu sitting on a child's bed, holding her pebble",
    },
    { fr: 'Les deux tailles de Lulu côte à côte', en: 'Lulu in both sizes, side by side' },
    {
      fr: 'Détail de la broderie des yeux et des moustaches',
      en: 'Close-up of the embroidered eyes and whiskers',
    },
  ],
  sections: [
    {
      title: { fr: 'Qui est Lulu ?', en: 'Who is Lulu?' },
      body: {
        fr: "Lulu est une petite loutre qui collectionne les galets et qui a peur de l'eau, ce qui est bien embêtant pour une loutre. Elle est née dans notre album « Lulu ne veut pas nager », et depuis, les enfants nous demandent sans arrêt si elle existe « en vrai ».\n\nLa voici, en vrai : trente centimètres de douceur, avec son galet fétiche cousu dans la patte.",
        en: "Lulu is a little otter who collects pebbles and is afraid of water, which is rather awkward for an otter. She was born in our picture book “Lulu Won't Swim”, and ever since, children keep asking us whether she exists “for real”.\n\nHere she is, for real: thirty centimetres of softness, with her lucky pebble stitched into her paw.",
      },
    },
    {
      title: { fr: 'Pensée pour les tout-petits', en: 'Made for little ones' },
      body: {
        fr: "Coton biologique certifié GOTS, garnissage en fibres recyclées, yeux brodés plutôt qu'en plastique : Lulu respecte la norme EN 71 et convient dès la naissance. Elle passe en machine à 30 °C, dans un filet.",
        en: "GOTS-certified organic cotton, recycled fibre filling and embroidered eyes instead of plastic ones: Lulu meets the EN 71 standard and is safe from birth. She's machine-washable at 30 °C in a laundry bag.",
      },
    },
    {
      title: { fr: 'Fabriquée à Cholet', en: 'Made in Cholet' },
      body: {
        fr: "Nos peluches sont cousues par Fil Solidaire, une entreprise d'insertion qui forme des couturières et des couturiers éloignés de l'emploi. Cela coûte un peu plus cher qu'une usine à l'autre bout du monde, et nous en sommes fières.",
        en: "Our plush toys are sewn by Fil Solidaire, a social enterprise that trains seamstresses and tailors who have been out of work for a long time. It costs a little more than a factory on the other side of the world, and we're proud of it.",
      },
    },
  ],
  packs: [
    {
      label: { fr: 'Le galet de Lulu', en: "Lulu's pebble" },
      description: {
        fr: 'Un porte-clés Lulu de 8 cm et une carte postale illustrée.',
        en: 'An 8 cm Lulu keyring and an illustrated postcard.',
      },
      price: 14,
    },
    {
      label: { fr: 'Lulu', en: 'Lulu' },
      description: {
        fr: 'La peluche de 30 cm, livrée dans sa boîte-terrier en carton.',
        en: 'The 30 cm plush, delivered in her cardboard burrow box.',
      },
      price: 39,
      options: [scarfColour],
    },
    {
      label: { fr: 'Lulu et son album', en: 'Lulu and her book' },
      description: {
        fr: "La peluche de 30 cm et l'album « Lulu ne veut pas nager », dédicacé.",
        en: "The 30 cm plush and a signed copy of the picture book “Lulu Won't Swim”.",
      },
      price: 55,
      stock: { limit: 500 },
      options: [scarfColour, bookLanguage],
    },
    {
      label: { fr: 'Lulu géante', en: 'Giant Lulu' },
      description: {
        fr: 'Une Lulu de 70 cm, assez grande pour servir de coussin. Fabrication très limitée.',
        en: 'A 70 cm Lulu, big enough to use as a cushion. Very limited production.',
      },
      price: 95,
      stock: { limit: 60, left: 1 },
    },
  ],
  faq: [
    {
      question: { fr: 'Lulu convient-elle à un nouveau-né ?', en: 'Is Lulu safe for a newborn?' },
      answer: {
        fr: 'Oui : pas de petites pièces, des yeux brodés et des matières certifiées. La peluche est conforme à la norme européenne EN 71.',
        en: 'Yes: no small parts, embroidered eyes and certified materials. The plush complies with the European EN 71 standard.',
      },
    },
    {
      question: {
        fr: "Peut-on faire livrer Lulu directement à quelqu'un ?",
        en: 'Can I have Lulu sent straight to someone as a gift?',
      },
      answer: {
        fr: "Bien sûr. Indiquez l'adresse de la personne et ajoutez un petit mot : nous le glisserons dans la boîte, sans la facture.",
        en: "Of course. Enter their address and add a short message: we'll slip it into the box, without the invoice.",
      },
    },
    {
      question: { fr: 'Lulu a-t-elle peur de la machine à laver ?', en: 'Is Lulu afraid of the washing machine?' },
      answer: {
        fr: "Un peu, comme de l'eau en général, mais elle le supporte très bien à 30 °C dans un filet. Évitez simplement le sèche-linge.",
        en: 'A little, like water in general, but she copes very well at 30 °C in a laundry bag. Just keep her out of the tumble dryer.',
      },
    },
  ],
};
