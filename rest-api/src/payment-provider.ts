import type { components } from './generated/rest-api.js';

// The payment provider's contract, beside the clock rather than in payments/: orders start a
// wallet payment when they are created, and payments/ builds on orders, so both name it from here.

type PaymentEvent = components['schemas']['PaymentEvent'];

/** A card as the buyer typed it, checked (Luhn, expiry) but never stored. */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** What we ask a provider to collect. */
export interface PaymentRequest {
  /** Our id of the payment, which the provider sends back in its events. */
  paymentId: string;
  amountCents: number;
  currency: 'EUR';
  /** What the buyer sees on the provider's page ("Commande 12 — Tarot des marées"). */
  description: string;
}

/**
 * A payment provider. Outcomes never come back as return values: the provider tells them in
 * signed webhook events (`/payments/webhook`), delivered out of band and retried until we
 * acknowledge them, as real providers do; reconciliation asks (`getPayment`) about a payment whose
 * event is late. So a lost answer or a crashed replica cannot leave an order paid but unconfirmed.
 */
export interface PaymentProvider {
  /** The configuration's name (`PAYMENT_PROVIDER`). */
  readonly name: string;
  /** The wallet's name and client id, for the web's wallet button (`/campaign/paypal`). */
  readonly wallet: { provider: string; clientId: string };
  /**
   * Starts a wallet payment; the buyer approves or cancels it at `approvalUrl`, then goes to
   * `returnUrl`. `paymentId` is the idempotency key: asked again for the same payment (a retry
   * after a lost answer or a crash), the provider answers the payment it already started.
   */
  startWallet(
    request: PaymentRequest & { returnUrl: string; lang: 'fr' | 'en' },
  ): Promise<{ providerRef: string; approvalUrl: string }>;
  /** Charges a card. */
  chargeCard(request: PaymentRequest & { card: CardDetails }): Promise<{ providerRef: string }>;
  /**
   * Refunds a succeeded payment in full. `idempotencyKey` (our payment id) makes a repeated call
   * answer the first refund, as providers' idempotency keys do: a refund retried after a crash
   * never gives the money back twice.
   */
  refund(providerRef: string, idempotencyKey: string): Promise<{ refundRef: string }>;
  /**
   * What the provider knows of our payment `paymentId` (reconciliation asks when its webhook is
   * late): still pending, its outcome as the webhook event would tell it, or undefined when the
   * provider never received it.
   */
  getPayment(paymentId: string): Promise<ProviderPayment | undefined>;
}

/** A payment as the provider sees it. */
export interface ProviderPayment {
  providerRef: string;
  /** `pending`, or the type of the event that tells (or told) its outcome. */
  outcome: 'pending' | PaymentEvent['type'];
  failureCode: string | null;
}

/** The payment configuration the handlers share. */
export interface PaymentSettings {
  provider: PaymentProvider;
  /** The HMAC key of webhook signatures (`PAYMENT_WEBHOOK_SECRET`). */
  webhookSecret: string;
  /** The origins a wallet `return_url` may have (`PAYMENT_RETURN_ORIGINS`). */
  returnOrigins: readonly string[];
  /** How long `/order/pay` waits for the outcome before answering the order still WAITING (`PAYMENT_SETTLE_WAIT_MS`). */
  settleWaitMs: number;
}
