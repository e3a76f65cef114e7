import { vinylColour } from '../options.js';
import type { CampaignSeed } from '../types.js';

export const nuitsDeLaCorniche: CampaignSeed = {
  url: 'nuits-de-la-corniche',
  author: 'collectif-basalte',
  type: 'BASIC',
  motif: 'vinyl',
  goal: 7_000,
  startedDaysAgo: 80.4,
  durationDays: 30,
  backers: 230,
  title: { fr: 'Nuits de la Corniche', en: 'Corniche Nights' },
  summary: {
    fr: 'Le premier album de Basalte Sound System sur vinyle 180 g : dix titres entre dub et jazz, enregistrés en une semaine dans un cabanon face à la mer.',
    en: "Basalte Sound System's debut album on 180 g vinyl: ten tracks somewhere between dub and jazz, recorded in one week in a seaside cabin.",
  },
  gallery: [
    {
      fr: 'La pochette ouvrante et le disque orange translucide',
      en: 'The gatefold sleeve and the translucent orange record',
    },
    {
      fr: "Séance d'enregistrement dans le cabanon des Goudes",
      en: 'Recording session in the cabin at Les Goudes',
    },
    { fr: 'Le test pressing sur la platine du studio', en: 'The test pressing on the studio turntable' },
  ],
  sections: [
    {
      title: { fr: "L'album", en: 'The album' },
      body: {
        fr: "Nuits de la Corniche est né d'un pari : enregistrer un album entier en sept jours, avec les moyens du bord, dans un cabanon des Goudes prêté par un ami pêcheur. Les fenêtres restaient ouvertes, alors on entend parfois les vagues, les mouettes et une mobylette au loin.\n\nDix titres instrumentaux, entre dub, jazz modal et musique de film, à écouter tard, quand la ville se calme.",
        en: 'Corniche Nights started as a bet: record a whole album in seven days, with whatever we had to hand, in a cabin at Les Goudes lent to us by a fisherman friend. The windows stayed open, so now and then you can hear the waves, the gulls and a moped in the distance.\n\nTen instrumental tracks somewhere between dub, modal jazz and film music, made for late listening, when the city quiets down.',
      },
    },
    {
      title: { fr: 'Le pressage', en: 'The pressing' },
      body: {
        fr: "Le disque est gravé à demi-vitesse et pressé sur vinyle 180 g par une usine indépendante de la Drôme. La pochette ouvrante est imprimée sur carton recyclé, avec les photos de la séance et les paroles de l'unique morceau chanté.",
        en: 'The record is half-speed mastered and pressed on 180 g vinyl at an independent plant in the Drôme. The gatefold sleeve is printed on recycled board, with photos from the session and the lyrics of the one sung track.',
      },
    },
  ],
  packs: [
    {
      label: { fr: 'Album numérique', en: 'Digital album' },
      description: {
        fr: "L'album en téléchargement, en FLAC et en MP3.",
        en: 'The album as a download, in FLAC and MP3.',
      },
      price: 8,
    },
    {
      label: { fr: 'Le vinyle', en: 'The vinyl' },
      description: {
        fr: 'Le 33 tours 180 g dans sa pochette ouvrante, avec le téléchargement.',
        en: 'The 180 g LP in its gatefold sleeve, with the download.',
      },
      price: 28,
      options: [vinylColour],
    },
    {
      label: { fr: 'Vinyle et affiche', en: 'Vinyl and poster' },
      description: {
        fr: 'Le vinyle, une affiche sérigraphiée 50 × 70 cm et un badge.',
        en: 'The vinyl, a 50 × 70 cm screen-printed poster and a badge.',
      },
      price: 45,
      stock: { limit: 300 },
      options: [vinylColour],
    },
    {
      label: { fr: 'Concert à la maison', en: 'House concert' },
      description: {
        fr: "Le groupe vient jouer chez vous en acoustique, pour vous et vingt invités (région Provence-Alpes-Côte d'Azur).",
        en: "The band plays an acoustic set at your place for you and twenty guests (Provence-Alpes-Côte d'Azur only).",
      },
      price: 250,
      stock: { limit: 5 },
    },
  ],
  faq: [
    {
      question: {
        fr: "L'album sera-t-il sur les plateformes de streaming ?",
        en: 'Will the album be on streaming platforms?',
      },
      answer: {
        fr: "Oui, mais trois mois après l'envoi des vinyles. Les contributeurs l'écoutent en premier.",
        en: 'Yes, but three months after the records ship. Backers get to hear it first.',
      },
    },
    {
      question: { fr: 'Le vinyle coloré sonne-t-il moins bien ?', en: 'Does coloured vinyl sound worse?' },
      answer: {
        fr: 'Avec un pressage de qualité, la différence est imperceptible. Nous avons écouté les deux test pressings côte à côte avant de valider.',
        en: 'With a good pressing, the difference is imperceptible. We listened to both test pressings side by side before signing off.',
      },
    },
  ],
};
