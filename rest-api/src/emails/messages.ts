import type { EmailKind, EmailLang } from './outbox.js';

/**
 * The e-mails' words, French (the source) and English. A typed table rather than the web's Lingui
 * catalogs: the rest-api has no build step for compiled catalogs, and the type below refuses an
 * English table that misses a text the French one has (decision 0024).
 */
interface EmailTexts {
  subjects: Record<EmailKind, (v: { orderId?: number; campaignTitle?: string }) => string>;
  intros: Record<EmailKind, (v: { campaignTitle: string }) => string>;
  hello: (firstName: string | null) => string;
  order: (orderId: number) => string;
  quantity: string;
  unitPrice: string;
  items: string;
  delivery: string;
  total: string;
  deliverTo: string;
  viewOrder: string;
  viewBasket: string;
  viewCampaign: string;
  paid: string;
  refunded: string;
  footer: string;
  /** Between a label and its value: French puts a space before the colon. */
  colon: string;
}

export const EMAIL_TEXTS: Record<EmailLang, EmailTexts> = {
  fr: {
    subjects: {
      ORDER_CONFIRMED: ({ orderId }) => `Votre commande n° ${orderId} est confirmée`,
      PAYMENT_FAILED: ({ orderId }) => `Le paiement de votre commande n° ${orderId} n’a pas abouti`,
      ORDER_CANCELED: ({ orderId }) => `Votre commande n° ${orderId} est annulée`,
      ORDER_REFUNDED: ({ orderId }) => `Votre commande n° ${orderId} est remboursée`,
      EXPIRED_RESERVATION: ({ orderId }) => `Votre réservation (commande n° ${orderId}) a expiré`,
      FORGOTTEN_BASKET: () => 'Votre panier vous attend',
      CAMPAIGN_FUNDED: ({ campaignTitle }) => `« ${campaignTitle} » est financée !`,
      CAMPAIGN_NOT_FUNDED: ({ campaignTitle }) => `« ${campaignTitle} » n’a pas été financée : vous êtes remboursé`,
    },
    intros: {
      ORDER_CONFIRMED: ({ campaignTitle }) =>
        `Merci pour votre soutien à « ${campaignTitle} » ! Votre paiement est accepté. Voici votre reçu.`,
      PAYMENT_FAILED: ({ campaignTitle }) =>
        `Le paiement de votre commande pour « ${campaignTitle} » n’a pas abouti : aucun montant n’a été prélevé. Vous pouvez commander à nouveau avec un autre moyen de paiement.`,
      ORDER_CANCELED: ({ campaignTitle }) =>
        `Votre commande pour « ${campaignTitle} » est annulée. Si elle était payée, le remboursement suit.`,
      ORDER_REFUNDED: ({ campaignTitle }) =>
        `Votre commande pour « ${campaignTitle} » vous a été remboursée sur le moyen de paiement utilisé.`,
      EXPIRED_RESERVATION: ({ campaignTitle }) =>
        `Votre commande pour « ${campaignTitle} » n’a pas été payée dans les 30 minutes : les contreparties réservées ont été remises en vente.`,
      FORGOTTEN_BASKET: () => 'Vous avez laissé des contreparties dans votre panier. Elles vous y attendent encore :',
      CAMPAIGN_FUNDED: ({ campaignTitle }) =>
        `Bonne nouvelle : « ${campaignTitle} » a atteint son objectif. Votre commande va être préparée.`,
      CAMPAIGN_NOT_FUNDED: ({ campaignTitle }) =>
        `« ${campaignTitle} » n’a pas atteint son objectif. Comme annoncé, votre paiement vous est intégralement remboursé.`,
    },
    hello: (firstName) => (firstName ? `Bonjour ${firstName},` : 'Bonjour,'),
    order: (orderId) => `Commande n° ${orderId}`,
    quantity: 'Quantité',
    unitPrice: 'Prix unitaire',
    items: 'Contreparties',
    delivery: 'Livraison',
    total: 'Total',
    deliverTo: 'Livraison à',
    viewOrder: 'Voir ma commande',
    viewBasket: 'Voir mon panier',
    viewCampaign: 'Voir la campagne',
    paid: 'Montant payé',
    refunded: 'Montant remboursé',
    footer: 'Vous recevez cet e-mail parce que vous avez un compte sur la boutique.',
    colon: ' : ',
  },
  en: {
    subjects: {
      ORDER_CONFIRMED: ({ orderId }) => `Your order no. ${orderId} is confirmed`,
      PAYMENT_FAILED: ({ orderId }) => `The payment for your order no. ${orderId} did not go through`,
      ORDER_CANCELED: ({ orderId }) => `Your order no. ${orderId} is cancelled`,
      ORDER_REFUNDED: ({ orderId }) => `Your order no. ${orderId} is refunded`,
      EXPIRED_RESERVATION: ({ orderId }) => `Your reservation (order no. ${orderId}) has expired`,
      FORGOTTEN_BASKET: () => 'Your basket is waiting for you',
      CAMPAIGN_FUNDED: ({ campaignTitle }) => `“${campaignTitle}” is funded!`,
      CAMPAIGN_NOT_FUNDED: ({ campaignTitle }) => `“${campaignTitle}” was not funded: you have been refunded`,
    },
    intros: {
      ORDER_CONFIRMED: ({ campaignTitle }) =>
        `Thank you for backing “${campaignTitle}”! Your payment was accepted. Here is your receipt.`,
      PAYMENT_FAILED: ({ campaignTitle }) =>
        `The payment for your order for “${campaignTitle}” did not go through: nothing was charged. You can order again with another payment method.`,
      ORDER_CANCELED: ({ campaignTitle }) =>
        `Your order for “${campaignTitle}” is cancelled. If it was paid, the refund follows.`,
      ORDER_REFUNDED: ({ campaignTitle }) =>
        `Your order for “${campaignTitle}” has been refunded to the payment method you used.`,
      EXPIRED_RESERVATION: ({ campaignTitle }) =>
        `Your order for “${campaignTitle}” was not paid within 30 minutes: the rewards held for you are back on sale.`,
      FORGOTTEN_BASKET: () => 'You left some rewards in your basket. They are still waiting for you:',
      CAMPAIGN_FUNDED: ({ campaignTitle }) =>
        `Good news: “${campaignTitle}” reached its goal. Your order will now be prepared.`,
      CAMPAIGN_NOT_FUNDED: ({ campaignTitle }) =>
        `“${campaignTitle}” did not reach its goal. As promised, your payment is refunded in full.`,
    },
    hello: (firstName) => (firstName ? `Hello ${firstName},` : 'Hello,'),
    order: (orderId) => `Order no. ${orderId}`,
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    items: 'Rewards',
    delivery: 'Delivery',
    total: 'Total',
    deliverTo: 'Delivered to',
    viewOrder: 'View my order',
    viewBasket: 'View my basket',
    viewCampaign: 'View the campaign',
    paid: 'Amount paid',
    refunded: 'Amount refunded',
    footer: 'You receive this e-mail because you have an account on the shop.',
    colon: ': ',
  },
};

/** Euro cents as the language writes them ("12,50 €", "€12.50"). */
export const money = (cents: number, lang: EmailLang) =>
  new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);
