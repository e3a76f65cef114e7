import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

export const termsOfSale: LegalDocument = {
  fr: {
    title: 'Conditions générales de vente',
    description: `Les conditions de participation aux campagnes ${C.brand} : commande, prix, paiement, livraison, rétractation et garanties.`,
    updated: '2026-11-02',
    sections: [
      {
        heading: 'Champ d’application',
        paragraphs: [
          `Les présentes conditions générales de vente (CGV) s’appliquent à toute participation à une campagne présentée sur le site ${C.brand}, édité par ${C.name}, ${C.address}, ${C.rcs}. Elles prévalent sur tout autre document. Le contributeur les accepte en validant sa commande.`,
        ],
      },
      {
        heading: 'Participation et contreparties',
        paragraphs: [
          'Participer à une campagne, c’est commander une ou plusieurs contreparties (packs) proposées par son auteur, éventuellement avec des options. La description de chaque pack précise son contenu, son prix et, le cas échéant, le nombre d’exemplaires disponibles.',
          'Les contreparties sont fabriquées après la fin de la campagne. La date d’envoi indiquée sur la page de la campagne est une estimation de l’auteur, qui vous tient informé de l’avancement.',
        ],
      },
      {
        heading: 'Commande',
        paragraphs: [
          'Vous pouvez préparer votre panier sans compte. La commande est définitive après vérification du panier, saisie de l’adresse de livraison, acceptation des présentes CGV et paiement. Un courriel de confirmation récapitule la commande.',
          'Les exemplaires d’un pack limité sont réservés au moment de la commande. Une réservation dont le paiement n’aboutit pas dans les 30 minutes est libérée.',
        ],
      },
      {
        heading: 'Prix',
        paragraphs: [
          'Les prix sont indiqués en euros, toutes taxes comprises. Les frais de livraison, qui dépendent du pays de destination, sont affichés avant la validation de la commande.',
        ],
      },
      {
        heading: 'Paiement',
        paragraphs: [
          'Le paiement s’effectue par carte bancaire ou par le portefeuille de notre prestataire de paiement, auprès de ce prestataire, selon un protocole chiffré. Le montant est débité à la commande ; une commande annulée est remboursée sur le moyen de paiement utilisé.',
          'Le financement est en tout ou rien : si une campagne n’atteint pas son objectif à sa date de fin, elle n’est pas financée ; toutes ses commandes sont alors annulées et leur montant total, livraison comprise, remboursé sur le moyen de paiement utilisé, ce qu’indique l’historique de chaque commande. Si l’objectif est atteint, les commandes sont préparées.',
        ],
      },
      {
        heading: 'Livraison',
        paragraphs: [
          'Les contreparties sont livrées à l’adresse indiquée lors de la commande, dans un pays unique choisi au panier. Les frais d’un envoi sont les mêmes pour toutes les campagnes : 4,90 € en France et à Monaco, 7,90 € en Belgique et au Luxembourg, 9,90 € en Suisse, Allemagne, Pays-Bas, Italie, Espagne, Portugal et Autriche, 12,90 € dans le reste de l’Union européenne et au Royaume-Uni, 19,90 € ailleurs ; nous ne livrons pas la Corée du Nord ni les territoires inhabités. En cas de colis endommagé ou manquant, signalez-le depuis la page support dans les 30 jours suivant la date de livraison annoncée, en joignant si possible des photos.',
        ],
      },
      {
        heading: 'Droit de rétractation',
        paragraphs: [
          'Vous disposez d’un délai de 14 jours à compter de la réception de la contrepartie pour exercer votre droit de rétractation, sans avoir à vous justifier, en nous adressant une déclaration dénuée d’ambiguïté depuis la page support. Les frais de retour restent à votre charge. Le remboursement intervient dans les 14 jours suivant la réception du retour.',
          'Ce droit ne s’applique pas aux contreparties personnalisées à votre demande ni aux contenus numériques fournis immédiatement avec votre accord.',
        ],
      },
      {
        heading: 'Annulation',
        paragraphs: [
          'Tant que la campagne n’est pas terminée et que la commande n’a pas été expédiée, vous pouvez l’annuler depuis votre espace personnel ; elle est alors remboursée en totalité. Après la fin de la campagne, la fabrication étant engagée, l’annulation n’est plus possible, sans préjudice de votre droit de rétractation.',
        ],
      },
      {
        heading: 'Garanties',
        paragraphs: [
          'Les contreparties bénéficient de la garantie légale de conformité (articles L217-3 et suivants du Code de la consommation) et de la garantie des vices cachés (articles 1641 et suivants du Code civil).',
        ],
      },
      {
        heading: 'Réclamations et médiation',
        paragraphs: [
          `Toute réclamation peut être adressée depuis la page support ou par courriel à ${C.email}. À défaut de solution amiable dans un délai de deux mois, vous pouvez recourir gratuitement au médiateur de la consommation : ${C.mediator.name} (${C.mediator.url}). Les présentes CGV sont soumises au droit français.`,
        ],
      },
    ],
  },
  en: {
    title: 'Terms of sale',
    description: `The terms for backing ${C.brand} campaigns: orders, prices, payment, delivery, withdrawal and guarantees.`,
    updated: '2026-11-02',
    sections: [
      {
        heading: 'Scope',
        paragraphs: [
          `These terms of sale apply to every contribution to a campaign presented on the ${C.brand} website, published by ${C.name}, ${C.address}, ${C.rcs}. They prevail over any other document. Backers accept them when they confirm their order.`,
        ],
      },
      {
        heading: 'Contributions and rewards',
        paragraphs: [
          'Backing a campaign means ordering one or more rewards (packs) offered by its author, possibly with options. The description of each pack states its content, its price and, where relevant, how many are available.',
          'Rewards are made after the campaign ends. The shipping date shown on the campaign page is the author’s estimate, and the author keeps you informed of progress.',
        ],
      },
      {
        heading: 'Orders',
        paragraphs: [
          'You can fill your basket without an account. The order is final once the basket is checked, the delivery address entered, these terms accepted and the payment made. A confirmation e-mail sums up the order.',
          'Units of a limited pack are reserved when the order is placed. A reservation whose payment does not go through within 30 minutes is released.',
        ],
      },
      {
        heading: 'Prices',
        paragraphs: [
          'Prices are in euros, all taxes included. Delivery costs, which depend on the destination country, are shown before the order is confirmed.',
        ],
      },
      {
        heading: 'Payment',
        paragraphs: [
          'Payment is made by card or with our payment provider’s wallet, through that provider, over an encrypted connection. The amount is charged when you order; a cancelled order is refunded to the means of payment used.',
          'Funding is all-or-nothing: a campaign that has not reached its goal by its end date is not funded; all its orders are then cancelled and their full amount, delivery included, refunded to the means of payment used, as each order’s history shows. If the goal is reached, the orders are prepared.',
        ],
      },
      {
        heading: 'Delivery',
        paragraphs: [
          'Rewards are delivered to the address given with the order, in the one country chosen in the basket. A shipment costs the same for every campaign: €4.90 to France and Monaco, €7.90 to Belgium and Luxembourg, €9.90 to Switzerland, Germany, the Netherlands, Italy, Spain, Portugal and Austria, €12.90 to the rest of the European Union and the United Kingdom, €19.90 elsewhere; we do not ship to North Korea nor to uninhabited territories. If a parcel is damaged or missing, report it from the support page within 30 days after the announced delivery date, with photos if possible.',
        ],
      },
      {
        heading: 'Right of withdrawal',
        paragraphs: [
          'You have 14 days from receiving a reward to withdraw from the purchase without giving a reason, by sending us a clear statement from the support page. Return costs are borne by you. The refund is made within 14 days after we receive the return.',
          'This right does not apply to rewards personalised at your request, nor to digital content supplied immediately with your consent.',
        ],
      },
      {
        heading: 'Cancellation',
        paragraphs: [
          'Until the campaign ends, and as long as the order has not shipped, you can cancel it from your account area and it is refunded in full. Once the campaign has ended and production has started, orders can no longer be cancelled, without prejudice to your right of withdrawal.',
        ],
      },
      {
        heading: 'Guarantees',
        paragraphs: [
          'Rewards are covered by the legal guarantee of conformity (articles L217-3 onwards of the French Consumer Code) and the guarantee against hidden defects (articles 1641 onwards of the French Civil Code).',
        ],
      },
      {
        heading: 'Complaints and mediation',
        paragraphs: [
          `Complaints can be sent from the support page or by e-mail to ${C.email}. If no amicable solution is found within two months, you can refer the matter free of charge to the consumer mediator: ${C.mediator.name} (${C.mediator.url}). These terms are governed by French law.`,
        ],
      },
    ],
  },
};
