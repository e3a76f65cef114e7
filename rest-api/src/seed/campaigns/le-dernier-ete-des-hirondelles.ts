import type { CampaignSeed } from '../types.js';

export const leDernierEteDesHirondelles: CampaignSeed = {
  url: 'le-dernier-ete-des-hirondelles',
  author: 'editions-du-phare',
  type: 'BASIC',
  motif: 'novel',
  goal: 9_000,
  startedDaysAgo: 55.6,
  durationDays: 35,
  backers: 85,
  title: { fr: 'Le Dernier Été des hirondelles', en: 'The Last Summer of the Swallows' },
  summary: {
    fr: "Un premier roman à trois voix sur trois générations de femmes et une maison de famille à vendre, sur la presqu'île de Crozon.",
    en: 'A debut novel in three voices about three generations of women and a family house up for sale on the Crozon peninsula.',
  },
  gallery: [
    {
      fr: 'Le manuscrit annoté, posé sur la table de la cuisine',
      en: 'The annotated manuscript on the kitchen table',
    },
    { fr: 'La maison de Morgat qui a inspiré le roman', en: 'The house in Morgat that inspired the novel' },
  ],
  sections: [
    {
      title: { fr: 'Le roman', en: 'The novel' },
      body: {
        fr: "Il reste un été avant que la maison ne soit vendue. Jeanne, quatre-vingt-deux ans, refuse de faire ses cartons. Sa fille Sophie compte les jours, et sa petite-fille Nour, venue « juste pour aider », découvre au grenier des lettres qui n'auraient jamais dû être gardées.\n\nÀ travers leurs trois voix, Le Dernier Été des hirondelles raconte ce qu'on transmet sans le dire, et ce qu'on décide enfin de laisser partir.",
        en: 'There is one summer left before the house is sold. Jeanne, eighty-two, refuses to pack. Her daughter Sophie is counting the days, and her granddaughter Nour, who came “just to help”, finds letters in the attic that should never have been kept.\n\nThrough their three voices, The Last Summer of the Swallows tells of what gets passed down without being said, and what we finally decide to let go.',
      },
    },
    {
      title: { fr: "L'autrice", en: 'The author' },
      body: {
        fr: "Maëlle Quéré a été infirmière de nuit pendant vingt ans avant d'écrire ce roman, par petits bouts, entre deux gardes. Le manuscrit a été finaliste du prix du Premier Roman de Lorient.",
        en: 'Maëlle Quéré worked as a night nurse for twenty years before writing this novel, bit by bit, between shifts. The manuscript was shortlisted for the Lorient First Novel Prize.',
      },
    },
    {
      title: { fr: 'Un extrait', en: 'An excerpt' },
      body: {
        fr: "« Les hirondelles sont revenues le 12 avril, comme chaque année. Jeanne les a comptées depuis la fenêtre de la cuisine, puis elle a noté le chiffre dans le carnet bleu, sous celui de l'an dernier. Quarante ans de chiffres. Personne ne lui avait demandé de le faire, et personne ne lui demanderait d'arrêter. »",
        en: "“The swallows came back on the 12th of April, as they did every year. Jeanne counted them from the kitchen window, then wrote the number in the blue notebook, under last year's. Forty years of numbers. No one had asked her to do it, and no one would ask her to stop.”",
      },
    },
  ],
  packs: [
    {
      label: { fr: 'Version numérique', en: 'E-book' },
      description: { fr: 'Le roman en ePub, sans DRM.', en: 'The novel as a DRM-free ePub.' },
      price: 9,
    },
    {
      label: { fr: 'Le roman', en: 'The novel' },
      description: {
        fr: 'Le livre broché de 320 pages, avec un marque-page illustré.',
        en: 'The 320-page paperback, with an illustrated bookmark.',
      },
      price: 22,
    },
    {
      label: { fr: 'Le roman dédicacé', en: 'Signed copy' },
      description: {
        fr: "Le roman dédicacé par l'autrice au prénom de votre choix, et une carte postale de Morgat.",
        en: 'The novel signed by the author to the name of your choice, plus a postcard from Morgat.',
      },
      price: 30,
      stock: { limit: 300 },
    },
    {
      label: { fr: 'Soirée en librairie', en: 'Bookshop evening' },
      description: {
        fr: 'Deux places pour la soirée de lancement à la librairie Dialogues, à Brest, avec lecture et apéritif, et deux romans dédicacés.',
        en: 'Two seats at the launch evening at the Dialogues bookshop in Brest, with a reading and drinks, plus two signed copies.',
      },
      price: 75,
      stock: { limit: 40 },
    },
  ],
  faq: [
    {
      question: { fr: 'Le roman sortira-t-il quand même ?', en: 'Will the novel come out anyway?' },
      answer: {
        fr: "Nous l'espérons. Si la campagne n'atteint pas son objectif, vous êtes intégralement remboursés et nous chercherons d'autres moyens de publier le livre, peut-être dans un format plus modeste.",
        en: "We hope so. If the campaign misses its goal, you'll be refunded in full and we'll look for other ways to publish the book, perhaps in a more modest format.",
      },
    },
    {
      question: {
        fr: 'Le livre aborde-t-il des sujets difficiles ?',
        en: 'Does the book deal with difficult subjects?',
      },
      answer: {
        fr: "Le roman parle du deuil et de la maladie d'Alzheimer, avec pudeur. Il ne contient aucune scène violente.",
        en: "The novel deals with grief and Alzheimer's disease, with restraint. It contains no violent scenes.",
      },
    },
  ],
};
