import type { FaqSeed } from './types.js';

/** The general FAQ of the help pages (campaign_id NULL), in display order. */
export const generalFaq: FaqSeed[] = [
  {
    question: { fr: 'Dans quels pays livrez-vous ?', en: 'Which countries do you ship to?' },
    answer: {
      fr: "Dans presque tous les pays, au même tarif pour toutes les campagnes, par envoi (chaque créateur expédie ses contreparties : un panier de deux campagnes fait deux envois) : 4,90 € en France et à Monaco, 7,90 € en Belgique et au Luxembourg, 9,90 € en Suisse, Allemagne, Pays-Bas, Italie, Espagne, Portugal et Autriche, 12,90 € dans le reste de l'Union européenne et au Royaume-Uni, 19,90 € ailleurs. Nous ne livrons pas la Corée du Nord ni les territoires inhabités (Antarctique, îles Bouvet, Heard-et-MacDonald, Terres australes françaises, îles mineures éloignées des États-Unis). Le prix s'affiche dans le panier dès que vous choisissez le pays.",
      en: 'To almost every country, at the same rates for every campaign, per shipment (each creator ships their own rewards: a basket of two campaigns makes two shipments): €4.90 to France and Monaco, €7.90 to Belgium and Luxembourg, €9.90 to Switzerland, Germany, the Netherlands, Italy, Spain, Portugal and Austria, €12.90 to the rest of the European Union and the United Kingdom, €19.90 elsewhere. We do not ship to North Korea nor to uninhabited territories (Antarctica, Bouvet Island, Heard and McDonald Islands, French Southern Territories, U.S. Minor Outlying Islands). The basket shows the price as soon as you choose the country.',
    },
  },
  {
    question: { fr: 'Quels moyens de paiement acceptez-vous ?', en: 'Which payment methods do you accept?' },
    answer: {
      fr: "Deux moyens : la carte bancaire, saisie sur la page de paiement, ou le portefeuille de notre prestataire de paiement, que vous approuvez sur sa propre page avant d'être ramené à votre commande. Le montant est débité à la commande. Le paiement passe par notre prestataire : vos coordonnées bancaires ne sont jamais transmises aux créateurs.",
      en: "Two: a bank card, entered on the payment page, or our payment provider's wallet, which you approve on its own page before coming back to your order. The amount is charged when you order. Payment goes through our provider: your card details are never shared with creators.",
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
      fr: "Le financement fonctionne en tout ou rien : si l'objectif n'est pas atteint à la date de fin, le projet n'est pas financé. Dans les minutes qui suivent, votre commande est annulée (« campagne non financée ») et son montant total, livraison comprise, est remboursé sur le moyen de paiement utilisé ; l'historique de la commande l'indique, et la page de la campagne affiche « Non financée : contributeurs remboursés ». Le délai d'apparition sur votre relevé dépend de votre banque. Si l'objectif est atteint, la campagne affiche « Financée » et votre commande est préparée.",
      en: "Funding is all-or-nothing: if the goal isn't reached by the end date, the project isn't funded. Within minutes your order is cancelled (“campaign not funded”) and its full amount, delivery included, is refunded to the payment method you used; the order's history says so, and the campaign page shows “Not funded: backers refunded”. How soon it appears on your statement depends on your bank. If the goal is reached, the campaign shows “Funded” and your order is prepared.",
    },
  },
];
