import { glaze } from '../options.js';
import type { CampaignSeed } from '../types.js';

export const collectionMarais: CampaignSeed = {
  url: 'collection-marais',
  author: 'maison-gres',
  type: 'BEST_SELLER',
  motif: 'ceramics',
  goal: 14_000,
  startedDaysAgo: 15.2,
  durationDays: 30,
  backers: 220,
  title: { fr: 'Collection Marais', en: 'The Marais Collection' },
  summary: {
    fr: 'Des assiettes, des bols et des tasses en grès tourné à la main, émaillés aux couleurs des marais salants : gris argile, vert salicorne et blanc de sel.',
    en: 'Hand-thrown stoneware plates, bowls and cups, glazed in the colours of the salt marshes: clay grey, samphire green and salt white.',
  },
  gallery: [
    {
      fr: 'Une table dressée avec la collection Marais en vert salicorne',
      en: 'A table set with the Marais collection in samphire green',
    },
    { fr: 'Claire au tour, en train de monter un bol', en: 'Claire at the wheel, throwing a bowl' },
    {
      fr: 'Les trois émaux côte à côte, à la sortie du four',
      en: 'The three glazes side by side, fresh out of the kiln',
    },
  ],
  sections: [
    {
      title: { fr: 'Une vaisselle de tous les jours', en: 'Tableware for every day' },
      body: {
        fr: "Nous voulions une vaisselle qui résiste à la vraie vie : le lave-vaisselle, le micro-ondes, les enfants et les dîners qui s'éternisent. Le grès, cuit à 1 280 °C, est dense, solide et ne craint presque rien.\n\nChaque pièce est tournée à la main, si bien qu'aucune n'est tout à fait identique à sa voisine. C'est justement ce que nous aimons.",
        en: "We wanted tableware that can handle real life: the dishwasher, the microwave, children and dinners that go on for hours. Stoneware fired at 1,280 °C is dense, strong and almost indestructible.\n\nEvery piece is thrown by hand, so no two are quite alike. That's exactly what we love about it.",
      },
    },
    {
      title: { fr: 'Les émaux', en: 'The glazes' },
      body: {
        fr: "Trois émaux ont été mis au point au fil d'un an d'essais : un gris argile mat, un vert salicorne qui coule légèrement sur les bords et un blanc de sel satiné. Ils sont sans plomb et aptes au contact alimentaire.",
        en: 'Three glazes were developed over a year of tests: a matte clay grey, a samphire green that runs slightly at the rims and a satin salt white. They are lead-free and food-safe.',
      },
    },
    {
      title: { fr: 'Pourquoi une campagne ?', en: 'Why a campaign?' },
      body: {
        fr: "Notre four actuel ne cuit que quarante pièces à la fois. La campagne va financer un second four, plus grand et plus économe en énergie, pour produire enfin la collection en série.\n\nChaque palier franchi nous permettra aussi d'ajouter une pièce à la collection : un plat de service, puis une théière.",
        en: 'Our current kiln only fires forty pieces at a time. The campaign will fund a second kiln, larger and more energy-efficient, so we can finally produce the collection in series.\n\nEach stretch goal we reach will also add a piece to the collection: first a serving dish, then a teapot.',
      },
    },
  ],
  packs: [
    {
      label: { fr: 'La tasse', en: 'The cup' },
      description: {
        fr: 'Une tasse sans anse de 25 cl, parfaite pour le thé ou un café allongé.',
        en: 'A 25 cl handleless cup, perfect for tea or a long coffee.',
      },
      price: 24,
      options: [glaze],
    },
    {
      label: { fr: 'Duo de bols', en: 'Pair of bowls' },
      description: {
        fr: 'Deux bols de 14 cm, pour la soupe, les céréales ou les salades.',
        en: 'Two 14 cm bowls, for soup, cereal or salads.',
      },
      price: 48,
      options: [glaze],
    },
    {
      label: { fr: 'Couvert pour deux', en: 'Place setting for two' },
      description: {
        fr: 'Deux grandes assiettes, deux assiettes creuses, deux bols et deux tasses.',
        en: 'Two dinner plates, two pasta plates, two bowls and two cups.',
      },
      price: 165,
      stock: { limit: 250 },
      options: [glaze],
    },
    {
      label: { fr: 'Service complet', en: 'Full dinner set' },
      description: {
        fr: 'Un service pour six personnes : 24 pièces et un plat de service signé par Claire.',
        en: 'A set for six: 24 pieces and a serving dish signed by Claire.',
      },
      price: 249,
      stock: { limit: 40, left: 3 },
      options: [glaze],
    },
  ],
  faq: [
    {
      question: { fr: 'La vaisselle passe-t-elle au lave-vaisselle ?', en: 'Is it dishwasher-safe?' },
      answer: {
        fr: 'Oui, et au micro-ondes aussi. Évitez seulement de passer directement du congélateur au four chaud.',
        en: 'Yes, and microwave-safe too. Just avoid going straight from the freezer into a hot oven.',
      },
    },
    {
      question: { fr: 'Et si une pièce arrive cassée ?', en: 'What if a piece arrives broken?' },
      answer: {
        fr: 'Envoyez-nous une photo dans les sept jours : nous la refaisons et vous la renvoyons sans frais. Nos emballages sont en carton alvéolé, sans plastique.',
        en: "Send us a photo within seven days and we'll make and ship a replacement at no cost. Our packaging is honeycomb cardboard, with no plastic.",
      },
    },
    {
      question: { fr: 'Peut-on mélanger les émaux dans un même pack ?', en: 'Can I mix glazes within one pack?' },
      answer: {
        fr: 'Oui : choisissez un émail principal en contribuant, puis répartissez les couleurs pièce par pièce dans le questionnaire envoyé après la campagne.',
        en: 'Yes: pick a main glaze when you back, then assign colours piece by piece in the survey sent after the campaign.',
      },
    },
  ],
};
