import { resinColour } from '../options.js';
import type { CampaignSeed } from '../types.js';

export const sentinellesDePierre: CampaignSeed = {
  url: 'sentinelles-de-pierre',
  author: 'meeple-et-cie',
  type: 'BASIC',
  motif: 'miniatures',
  goal: 20_000,
  startedDaysAgo: 6.2,
  durationDays: 35,
  backers: 150,
  title: { fr: 'Sentinelles de pierre', en: 'Stone Sentinels' },
  summary: {
    fr: "Douze figurines en résine de 32 mm, des gardiens de pierre et de mousse pour vos jeux de rôle et d'escarmouche, sculptées à la main puis numérisées.",
    en: 'Twelve 32 mm resin miniatures, guardians of stone and moss for your roleplaying and skirmish games, sculpted by hand and then scanned.',
  },
  gallery: [
    {
      fr: 'Les douze sentinelles peintes, alignées sur un décor de ruines',
      en: 'The twelve painted sentinels lined up on ruined terrain',
    },
    {
      fr: 'La sculpture originale en pâte époxy, avant numérisation',
      en: 'The original epoxy putty sculpt, before scanning',
    },
    {
      fr: 'Comparaison de taille avec une figurine standard de 28 mm',
      en: 'Size comparison with a standard 28 mm miniature',
    },
  ],
  sections: [
    {
      title: { fr: 'Les sentinelles', en: 'The sentinels' },
      body: {
        fr: "On raconte qu'elles gardent les forêts depuis avant les rois. Immobiles pendant des siècles, les sentinelles se réveillent quand le bois est menacé, couvertes de lichen, de racines et de nids d'oiseaux.\n\nLa gamme compte douze figurines : huit gardiens, trois ermites et un colosse de 90 mm, le Vieux Chêne, qui peut se tenir aux côtés des autres ou servir de décor.",
        en: "Legend says they have guarded the forests since before the kings. Motionless for centuries, the sentinels wake when the woods are threatened, covered in lichen, roots and birds' nests.\n\nThe range has twelve miniatures: eight guardians, three hermits and a 90 mm colossus, the Old Oak, who can stand alongside the others or serve as terrain.",
      },
    },
    {
      title: { fr: 'Une résine de qualité', en: 'Quality resin' },
      body: {
        fr: 'Les figurines sont produites en résine haute définition par un partenaire lyonnais. Elles arrivent nettoyées, sans supports, prêtes à recevoir la sous-couche.\n\nChaque sentinelle est livrée avec un socle rond texturé, et le Vieux Chêne a droit à son propre socle de 60 mm.',
        en: 'The miniatures are produced in high-definition resin by a partner in Lyon. They arrive cleaned, with no supports, ready to prime.\n\nEvery sentinel comes with a textured round base, and the Old Oak gets its own 60 mm base.',
      },
    },
    {
      title: { fr: "Les fichiers d'impression", en: 'Print files' },
      body: {
        fr: 'Vous imprimez en 3D chez vous ? Le pack numérique contient les fichiers STL prédécoupés et pré-supportés, testés sur les principales imprimantes résine.',
        en: 'Do you 3D-print at home? The digital pack includes pre-cut, pre-supported STL files, tested on all the main resin printers.',
      },
    },
  ],
  packs: [
    {
      label: { fr: 'Fichiers STL', en: 'STL files' },
      description: {
        fr: 'Les douze sculptures en fichiers STL pré-supportés, pour un usage personnel.',
        en: 'All twelve sculpts as pre-supported STL files, for personal use.',
      },
      price: 25,
    },
    {
      label: { fr: 'Patrouille', en: 'Patrol' },
      description: {
        fr: 'Quatre gardiens en résine de votre choix, avec leurs socles.',
        en: 'Four resin guardians of your choice, with their bases.',
      },
      price: 39,
      options: [resinColour],
    },
    {
      label: { fr: 'Le Bosquet complet', en: 'The Full Grove' },
      description: {
        fr: 'Les douze figurines, dont le Vieux Chêne de 90 mm, avec leurs socles.',
        en: 'All twelve miniatures, including the 90 mm Old Oak, with their bases.',
      },
      price: 110,
      stock: { limit: 400 },
      options: [resinColour],
    },
    {
      label: { fr: 'Le Bosquet peint', en: 'The Painted Grove' },
      description: {
        fr: 'Les douze figurines peintes à la main par notre peintre, présentées sous vitrine. Cinq exemplaires seulement.',
        en: 'All twelve miniatures hand-painted by our painter, in a display case. Only five available.',
      },
      price: 250,
      stock: { limit: 5, left: 3 },
    },
  ],
  faq: [
    {
      question: {
        fr: 'Les figurines sont-elles compatibles avec Donjons & Dragons ?',
        en: 'Are the miniatures compatible with Dungeons & Dragons?',
      },
      answer: {
        fr: "Oui, l'échelle de 32 mm convient parfaitement aux jeux de rôle, et les socles de 25 mm correspondent à une case standard.",
        en: 'Yes, the 32 mm scale is a perfect fit for roleplaying games, and the 25 mm bases match a standard grid square.',
      },
    },
    {
      question: { fr: 'Puis-je vendre des impressions des fichiers ?', en: 'Can I sell prints of the files?' },
      answer: {
        fr: 'Non, la licence est réservée à un usage personnel. Une licence commerciale sera proposée aux boutiques après la campagne.',
        en: 'No, the licence is for personal use only. A commercial licence will be offered to shops after the campaign.',
      },
    },
  ],
};
