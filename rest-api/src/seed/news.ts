import type { NewsSeed } from './types.js';

/** Platform and project news; an item's image is `/images/news/<rank>.webp`. */
export const news: NewsSeed[] = [
  {
    campaign: 'lulu-la-loutre',
    publishedDaysAgo: 0.8,
    image: true,
    title: { fr: 'Plus que quelques jours pour adopter Lulu', en: 'Only a few days left to adopt Lulu' },
    body: {
      fr: "La campagne de Lulu la loutre se termine très bientôt, et il ne reste plus qu'une seule Lulu géante ! Merci à toutes celles et ceux qui ont déjà participé : grâce à vous, l'atelier Fil Solidaire a pu embaucher deux couturières de plus pour la production.\n\nSi vous hésitiez encore, c'est le moment.",
      en: "The Lulu the Otter campaign ends very soon, and there's only one Giant Lulu left! Thank you to everyone who has already backed: thanks to you, the Fil Solidaire workshop has been able to hire two more seamstresses for production.\n\nIf you were still on the fence, now's the time.",
    },
  },
  {
    campaign: 'royaumes-engloutis',
    publishedDaysAgo: 3.4,
    image: true,
    title: {
      fr: 'Royaumes engloutis : les Lève-tôt sont épuisés',
      en: 'Sunken Kingdoms: Early Bird is sold out',
    },
    body: {
      fr: 'Les 100 exemplaires Lève-tôt sont partis en moins de deux jours. Pour remercier tout le monde, Meeple & Cie offre un nouveau bonus à tous les contributeurs : une tuile de cité inédite, la Chapelle du roi Gradlon.\n\nProchain palier : un cinquième plongeur jouable.',
      en: "All 100 Early Bird copies went in under two days. To thank everyone, Meeple & Cie is adding a new bonus for every backer: an exclusive city tile, King Gradlon's Chapel.\n\nNext stretch goal: a fifth playable diver.",
    },
  },
  {
    campaign: 'sous-la-surface',
    publishedDaysAgo: 5.1,
    title: {
      fr: 'Sous la surface : retour de tournage à Port-Cros',
      en: 'Beneath the Surface: back from filming at Port-Cros',
    },
    body: {
      fr: "L'équipe rentre de dix jours de tournage dans le parc national de Port-Cros, avec des images de mérous, de grandes nacres et un herbier bien plus dense que prévu. Inès prépare un court extrait qu'elle partagera avec les contributeurs la semaine prochaine.",
      en: 'The crew is back from ten days of filming in Port-Cros National Park, with footage of groupers, fan mussels and a meadow much denser than expected. Inès is putting together a short clip to share with backers next week.',
    },
  },
  {
    publishedDaysAgo: 7.6,
    title: { fr: 'Nouveau : le site parle anglais', en: 'New: the site now speaks English' },
    body: {
      fr: 'Toutes les campagnes sont désormais disponibles en français et en anglais. Les créateurs traduisent eux-mêmes leurs textes, et le site choisit automatiquement la langue de votre navigateur.\n\nVous pouvez changer de langue à tout moment, en bas de chaque page.',
      en: "Every campaign is now available in French and English. Creators translate their own texts, and the site automatically picks your browser's language.\n\nYou can switch languages at any time at the bottom of every page.",
    },
  },
  {
    campaign: 'collection-marais',
    publishedDaysAgo: 9.3,
    image: true,
    title: { fr: 'Maison Grès commande son nouveau four', en: 'Maison Grès orders its new kiln' },
    body: {
      fr: "Grâce à vous, la collection Marais a atteint son objectif en moins de dix jours. Claire et Julien ont passé commande du nouveau four, qui sera installé à l'atelier dès la fin de la campagne.\n\nLes premières cuissons d'essai sont prévues un mois plus tard : promis, il y aura des photos.",
      en: 'Thanks to you, the Marais collection reached its goal in under ten days. Claire and Julien have ordered the new kiln, which will be installed in the studio as soon as the campaign ends.\n\nThe first test firings are planned a month later, and yes, there will be photos.',
    },
  },
  {
    campaign: 'nuits-de-la-corniche',
    publishedDaysAgo: 17.8,
    image: true,
    title: { fr: 'Nuits de la Corniche : les vinyles sont pressés', en: 'Corniche Nights: the records are pressed' },
    body: {
      fr: "Bonne nouvelle : les test pressings sont validés et les vinyles sont sortis de l'usine. Les envois commencent lundi, dans l'ordre des contributions, et chacun recevra un e-mail avec son numéro de suivi.",
      en: 'Good news: the test pressings have been approved and the records are out of the plant. Shipping starts on Monday, in the order pledges came in, and everyone will get an email with a tracking number.',
    },
  },
  {
    campaign: 'le-dernier-ete-des-hirondelles',
    publishedDaysAgo: 19.5,
    title: {
      fr: 'Le Dernier Été des hirondelles : merci, et la suite',
      en: 'The Last Summer of the Swallows: thank you, and what comes next',
    },
    body: {
      fr: "La campagne n'a pas atteint son objectif, mais elle a permis à Maëlle de rencontrer des lectrices et des lecteurs formidables. Toutes les contributions ont été remboursées.\n\nNous ne renonçons pas : le roman paraîtra au printemps prochain dans notre collection de poche, et nous vous tiendrons au courant ici.",
      en: "The campaign didn't reach its goal, but it let Maëlle meet some wonderful readers. Every pledge has been refunded.\n\nWe're not giving up: the novel will come out next spring in our paperback series, and we'll keep you posted here.",
    },
  },
  {
    campaign: 'carnets-de-saison',
    publishedDaysAgo: 26.2,
    title: { fr: 'Carnets de saison : la couture a commencé', en: 'Seasonal Notebooks: the sewing has begun' },
    body: {
      fr: 'Le relieur a reçu le papier et les couvertures sérigraphiées : les premiers carnets sont cousus. Il faut compter une semaine par saison, et les expéditions suivront dans la foulée.',
      en: 'The bookbinder has received the paper and the screen-printed covers, and the first notebooks are sewn. It takes about a week per season, and shipping will follow right after.',
    },
  },
];
