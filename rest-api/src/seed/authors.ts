import type { AuthorSeed } from './types.js';

export const authors: AuthorSeed[] = [
  {
    url: 'atelier-lune',
    name: 'Atelier Lune',
    joinedDaysAgo: 900,
    bio: {
      fr: "Atelier Lune, c'est Margaux et Inès, deux illustratrices installées à Nantes depuis 2016. Elles dessinent des objets du quotidien qu'on a envie de garder longtemps : carnets, cartes, jeux et peluches, toujours fabriqués en petites séries chez des artisans français.",
      en: 'Atelier Lune is Margaux and Inès, two illustrators based in Nantes since 2016. They design everyday objects you want to keep for years (notebooks, cards, games and plush toys), always made in small runs by French craftspeople.',
    },
    socials: [
      { network: 'INSTAGRAM', url: 'https://www.instagram.com/atelierlune' },
      { network: 'TIKTOK', url: 'https://www.tiktok.com/@atelier.lune' },
      { network: 'WEBSITE', url: 'https://www.atelier-lune.fr' },
    ],
  },
  {
    url: 'editions-du-phare',
    name: 'Éditions du Phare',
    joinedDaysAgo: 1400,
    bio: {
      fr: "Petite maison d'édition indépendante fondée à Brest en 2012, les Éditions du Phare publient chaque année une poignée de livres tournés vers la mer : bandes dessinées, romans et beaux livres de photographie. Nous imprimons en Bretagne, sur papier certifié, et nous prenons le temps.",
      en: 'Founded in Brest in 2012, Éditions du Phare is a small independent publisher releasing a handful of sea-facing books every year: comics, novels and photography books. We print in Brittany, on certified paper, and we take our time.',
    },
    socials: [
      { network: 'FACEBOOK', url: 'https://www.facebook.com/editionsduphare' },
      { network: 'INSTAGRAM', url: 'https://www.instagram.com/editionsduphare' },
      { network: 'WEBSITE', url: 'https://www.editions-du-phare.fr' },
    ],
  },
  {
    url: 'meeple-et-cie',
    name: 'Meeple & Cie',
    joinedDaysAgo: 700,
    bio: {
      fr: "Nous sommes trois amis d'enfance de Toulouse qui ont fait de leurs soirées jeux un métier. Meeple & Cie conçoit des jeux de société familiaux et experts, testés pendant des mois dans les bars à jeux et les festivals avant d'arriver sur votre table.",
      en: "We're three childhood friends from Toulouse who turned our game nights into a job. Meeple & Cie designs family and hobby games, playtested for months in game cafés and at conventions before they ever reach your table.",
    },
    socials: [
      { network: 'YOUTUBE', url: 'https://www.youtube.com/@meepleetcie' },
      { network: 'TWITCH', url: 'https://www.twitch.tv/meepleetcie' },
      { network: 'TWITTER', url: 'https://twitter.com/meepleetcie' },
      { network: 'WEBSITE', url: 'https://www.meeple-et-cie.com' },
    ],
  },
  {
    url: 'collectif-basalte',
    name: 'Collectif Basalte',
    joinedDaysAgo: 520,
    bio: {
      fr: 'Basalte est un collectif marseillais qui réunit une styliste, deux musiciens et une réalisatrice. On aime faire des choses ensemble, à la main et sans attendre la permission : des vêtements, des disques, des films, tous liés à la ville et à la mer.',
      en: 'Basalte is a Marseille collective bringing together a fashion designer, two musicians and a filmmaker. We like making things together, by hand and without waiting for permission: clothes, records and films, all tied to the city and the sea.',
    },
    socials: [
      { network: 'INSTAGRAM', url: 'https://www.instagram.com/collectif.basalte' },
      { network: 'YOUTUBE', url: 'https://www.youtube.com/@collectifbasalte' },
      { network: 'TIKTOK', url: 'https://www.tiktok.com/@collectifbasalte' },
    ],
  },
  {
    url: 'maison-gres',
    name: 'Maison Grès',
    joinedDaysAgo: 310,
    bio: {
      fr: "Dans un ancien chai près d'Angers, Claire tourne et émaille le grès depuis quinze ans, et son compagnon Julien cuisine ce qu'on y sert. Maison Grès, c'est à la fois leur atelier et leur table d'hôtes : de la vaisselle faite pour tous les jours, et des recettes pour la remplir.",
      en: 'In an old wine cellar near Angers, Claire has been throwing and glazing stoneware for fifteen years, and her partner Julien cooks what gets served in it. Maison Grès is both their studio and their guest table: tableware made for everyday use, and recipes to fill it.',
    },
    socials: [
      { network: 'INSTAGRAM', url: 'https://www.instagram.com/maisongres' },
      { network: 'FACEBOOK', url: 'https://www.facebook.com/maisongres.atelier' },
    ],
  },
];
