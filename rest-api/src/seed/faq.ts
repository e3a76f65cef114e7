import type { FaqSeed } from './types.js';

/** The general FAQ of the help pages (campaign_id NULL), in display order. */
export const generalFaq: FaqSeed[] = [
  {
    question: { fr: 'Dans quels pays livrez-vous ?', en: 'Which countries do you ship to?' },
    answer: {
      fr: "Les créateurs livrent en France métropolitaine, dans toute l'Union européenne, en Suisse et au Royaume-Uni. Certains projets expédient aussi en Amérique du Nord : la liste exacte des pays figure sur chaque page de campagne, à côté des contreparties.",
      en: 'Creators ship to mainland France, the whole European Union, Switzerland and the United Kingdom. Some projects also ship to North America: the exact list of countries is shown on each campaign page, next to the rewards.',
    },
  },
  {
    question: { fr: 'Quels moyens de paiement acceptez-vous ?', en: 'Which payment methods do you accept?' },
    answer: {
      fr: 'Carte bancaire (CB, Visa, Mastercard, American Express), Apple Pay, Google Pay et PayPal. Le paiement est sécurisé, et vos coordonnées bancaires ne sont jamais transmises aux créateurs.',
      en: 'Bank cards (Visa, Mastercard, American Express), Apple Pay, Google Pay and PayPal. Payment is secure, and your card details are never shared with creators.',
    },
  },
  {
    question: { fr: 'Puis-je annuler ou modifier ma contribution ?', en: 'Can I cancel or change my pledge?' },
    answer: {
      fr: "Tant que la campagne est en cours, vous pouvez annuler ou modifier votre contribution sans frais depuis la rubrique « Mes contributions ». Une fois la campagne terminée et financée, les fonds sont versés au créateur et l'annulation n'est plus possible.",
      en: 'While the campaign is running, you can cancel or change your pledge free of charge from the “My pledges” page. Once the campaign has ended and been funded, the money goes to the creator and pledges can no longer be cancelled.',
    },
  },
  {
    question: { fr: 'Dois-je créer un compte pour contribuer ?', en: 'Do I need an account to back a project?' },
    answer: {
      fr: "Oui, un compte permet de suivre vos contributions, de recevoir les actualités des projets et de mettre à jour votre adresse de livraison. L'inscription prend une minute, avec une adresse e-mail ou votre compte Google ou Apple.",
      en: 'Yes, an account lets you keep track of your pledges, get project updates and update your delivery address. Signing up takes a minute, with an email address or your Google or Apple account.',
    },
  },
  {
    question: { fr: 'Quand vais-je recevoir ma contrepartie ?', en: 'When will I receive my reward?' },
    answer: {
      fr: "La date de livraison estimée est indiquée sur chaque contrepartie. Comme la fabrication ne commence qu'à la fin de la campagne, comptez en général entre deux et six mois. Les créateurs publient des actualités à chaque étape.",
      en: 'The estimated delivery date is shown on each reward. Since production only starts once the campaign is over, expect between two and six months in most cases. Creators post updates at every step.',
    },
  },
  {
    question: {
      fr: 'Les prix comprennent-ils la TVA et les droits de douane ?',
      en: 'Do prices include VAT and customs duties?',
    },
    answer: {
      fr: "Les prix affichés comprennent la TVA française. Pour une livraison hors de l'Union européenne, le transporteur peut vous demander des droits de douane ou une taxe locale à la réception ; ils restent à la charge du destinataire.",
      en: 'Prices include French VAT. For deliveries outside the European Union, the carrier may ask you to pay customs duties or local taxes on delivery; these are paid by the recipient.',
    },
  },
  {
    question: { fr: 'Comment contacter un créateur ?', en: 'How do I get in touch with a creator?' },
    answer: {
      fr: 'Utilisez le bouton « Contacter le créateur » sur la page du projet. Votre message arrive directement dans sa messagerie, et la plupart des créateurs répondent sous 48 heures.',
      en: 'Use the “Contact the creator” button on the project page. Your message goes straight to their inbox, and most creators reply within 48 hours.',
    },
  },
  {
    question: {
      fr: "Que se passe-t-il si une campagne n'atteint pas son objectif ?",
      en: "What happens if a campaign doesn't reach its goal?",
    },
    answer: {
      fr: "Le financement fonctionne en tout ou rien : si l'objectif n'est pas atteint à la date de fin, le projet n'est pas financé et votre contribution vous est intégralement remboursée sous 5 à 10 jours ouvrés, sur le moyen de paiement utilisé.",
      en: "Funding is all-or-nothing: if the goal isn't reached by the end date, the project isn't funded and your pledge is refunded in full within 5 to 10 working days, to the payment method you used.",
    },
  },
];
