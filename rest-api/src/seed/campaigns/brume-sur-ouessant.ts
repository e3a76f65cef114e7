import { bookLanguage } from '../options.js';
import type { CampaignSeed } from '../types.js';

export const brumeSurOuessant: CampaignSeed = {
  url: 'brume-sur-ouessant',
  author: 'editions-du-phare',
  type: 'BASIC',
  motif: 'comic',
  goal: 15_000,
  startedDaysAgo: 12.3,
  durationDays: 40,
  backers: 240,
  title: { fr: 'Brume sur Ouessant', en: 'Mist over Ouessant' },
  summary: {
    fr: "Une bande dessinée de 120 pages peinte en couleurs directes : l'hiver 1952, une gardienne de phare et un naufrage que personne n'a signalé.",
    en: 'A 120-page graphic novel painted in direct colour: winter 1952, a lighthouse keeper and a shipwreck nobody reported.',
  },
  gallery: [
    {
      fr: 'Planche 12 : la tempête vue depuis la lanterne du phare',
      en: 'Page 12: the storm seen from the lighthouse lantern room',
    },
    { fr: 'Recherches de personnages pour Anne, la gardienne', en: 'Character studies for Anne, the keeper' },
    {
      fr: "Couverture de l'édition limitée, avec sa dorure",
      en: 'Cover of the limited edition with its gold foil',
    },
  ],
  sections: [
    {
      title: { fr: "L'histoire", en: 'The story' },
      body: {
        fr: "Décembre 1952. Depuis la mort de son mari, Anne Le Gall tient seule le phare du Créac'h. Une nuit de brume, elle voit les feux d'un cargo s'éteindre un à un au large. Le lendemain, il n'y a rien : pas d'épave, pas de corps, pas d'avis de disparition.\n\nPersonne ne la croit. Alors Anne se met à chercher, entre les récits des îliens, les registres de la Marine et ce que la mer veut bien rendre.",
        en: "December 1952. Since her husband's death, Anne Le Gall has kept the Créac'h lighthouse on her own. One foggy night, she watches the lights of a cargo ship go out one by one offshore. The next day there is nothing: no wreck, no bodies, no missing-ship notice.\n\nNobody believes her. So Anne starts digging, between the islanders' stories, the Navy's logbooks and whatever the sea is willing to give back.",
      },
    },
    {
      title: { fr: 'Les auteurs', en: 'The creators' },
      body: {
        fr: "Le scénario est signé Yann Kervella, qui a grandi à Lampaul et dont le grand-père était gardien de phare. Le dessin et les couleurs sont de Léa Morvan, dont c'est le premier album après dix ans d'illustration jeunesse.\n\nLéa peint chaque planche à la gouache, sans passer par l'ordinateur, ce qui donne à la brume cette matière si particulière.",
        en: "The script is by Yann Kervella, who grew up in Lampaul and whose grandfather was a lighthouse keeper. Art and colours are by Léa Morvan, in her first graphic novel after ten years of illustrating children's books.\n\nLéa paints every page in gouache, without touching a computer, which gives the fog its very particular texture.",
      },
    },
    {
      title: { fr: 'Pourquoi un financement participatif ?', en: 'Why crowdfunding?' },
      body: {
        fr: 'Un album en couleurs directes coûte cher à reproduire fidèlement : il faut un papier épais, une photogravure soignée et une impression en quadrichromie plus un ton direct. Votre soutien nous permet de ne rien sacrifier et de payer correctement les auteurs.',
        en: 'A painted graphic novel is expensive to reproduce faithfully: it takes heavy paper, careful colour separation and four-colour printing plus a spot colour. Your support lets us cut no corners and pay the creators properly.',
      },
    },
  ],
  packs: [
    {
      label: { fr: 'Édition numérique', en: 'Digital edition' },
      description: {
        fr: "L'album en PDF et en ePub haute définition, envoyé le jour de la sortie.",
        en: 'The book as a high-resolution PDF and ePub, sent on release day.',
      },
      price: 12,
    },
    {
      label: { fr: "L'album", en: 'The book' },
      description: {
        fr: "L'album cartonné de 120 pages, avec un ex-libris signé par les deux auteurs.",
        en: 'The 120-page hardcover, with a bookplate signed by both creators.',
      },
      price: 28,
      options: [bookLanguage],
    },
    {
      label: { fr: 'Édition limitée', en: 'Limited edition' },
      description: {
        fr: "Une couverture toilée avec dorure, un cahier graphique de 24 pages et un tirage d'art numéroté. 500 exemplaires.",
        en: 'A cloth-bound cover with gold foil, a 24-page sketchbook section and a numbered art print. 500 copies.',
      },
      price: 59,
      stock: { limit: 500 },
    },
    {
      label: { fr: 'Planche originale', en: 'Original page' },
      description: {
        fr: "Une planche originale à la gouache, choisie avec Léa, accompagnée de l'édition limitée.",
        en: 'An original gouache page chosen with Léa, along with the limited edition.',
      },
      price: 250,
      stock: { limit: 12 },
    },
  ],
  faq: [
    {
      question: { fr: "L'album sera-t-il en librairie ?", en: 'Will the book be sold in bookshops?' },
      answer: {
        fr: "Oui, l'édition classique arrivera en librairie quelques mois après les envois. L'édition limitée et son cahier graphique sont réservés à la campagne.",
        en: 'Yes, the standard edition will reach bookshops a few months after shipping. The limited edition and its sketchbook section are exclusive to the campaign.',
      },
    },
    {
      question: { fr: 'Peut-on choisir sa planche originale ?', en: 'Can I choose my original page?' },
      answer: {
        fr: "Léa vous contactera après la campagne avec la liste des planches disponibles. Les choix se font dans l'ordre des contributions.",
        en: 'Léa will contact you after the campaign with the list of available pages. Picks are made in the order the pledges came in.',
      },
    },
    {
      question: { fr: 'Une version anglaise est-elle prévue ?', en: 'Is there an English version?' },
      answer: {
        fr: "Oui, la traduction est en cours. Choisissez « Anglais » comme langue du livre dans le pack de l'album.",
        en: 'Yes, the translation is underway. Choose “English” as the book language in the book pack.',
      },
    },
  ],
};
