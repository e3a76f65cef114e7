import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock.js';
import type { Queryable } from '../db/database.js';
import type { components } from '../generated/rest-api.js';
import { cardDigits, TEST_CARDS } from './cards.js';
import type { PaymentProvider } from './provider.js';
import { signPayload } from './signature.js';

type PaymentEvent = components['schemas']['PaymentEvent'];

export interface TestProviderDeps {
  db: Queryable;
  publicUrl: string;
  clock: Clock;
  webhookSecret: string;
  /** Posts a signed event to our `/payments/webhook`; answers its HTTP status. */
  deliver: (body: string, signature: string) => Promise<number>;
}

/** The built-in provider, plus what its wallet approval page does. */
export interface TestProvider extends PaymentProvider {
  /** The buyer approved or canceled a wallet payment on the page; false when it was settled already. */
  settleWallet(providerRef: string, approved: boolean): Promise<boolean>;
}

const randomId = (bytes: number) => randomBytes(bytes).toString('base64url');
const newRef = () => `tp_${randomId(16)}`;

/**
 * A payment provider that lives in the API itself, for development and tests: it keeps its side
 * of each payment in `test_provider_payments`, decides card outcomes from the test card numbers,
 * serves a wallet approval page, and tells every outcome by a webhook event signed with the
 * shared secret and posted to our own endpoint, exactly as a remote provider would.
 */
export function testProvider({ db, publicUrl, clock, webhookSecret, deliver }: TestProviderDeps): TestProvider {
  async function emit(paymentId: string, providerRef: string, type: PaymentEvent['type'], failureCode: string | null) {
    const created = Math.floor(clock().getTime() / 1000);
    const event: PaymentEvent = {
      id: `evt_${randomId(12)}`,
      type,
      created,
      data: { payment_id: paymentId, provider_ref: providerRef, failure_code: failureCode },
    };
    const body = JSON.stringify(event);
    const status = await deliver(body, signPayload(webhookSecret, body, created));
    if (status >= 300) throw new Error(`The webhook answered ${status} to ${event.type}`);
  }

  return {
    name: 'test',
    wallet: { provider: 'test-wallet', clientId: 'test-wallet-client' },

    async startWallet({ paymentId, amountCents, currency, description, returnUrl, lang }) {
      const providerRef = newRef();
      await db.query(
        `INSERT INTO test_provider_payments (provider_ref, payment_id, method, amount_cents, currency, description, return_url, lang, created_at)
         VALUES ($1, $2, 'WALLET', $3, $4, $5, $6, $7, $8)`,
        [providerRef, paymentId, amountCents, currency, description, returnUrl, lang, clock()],
      );
      return { providerRef, approvalUrl: `${publicUrl}/payments/test/wallet/${providerRef}?lang=${lang}` };
    },

    async chargeCard({ paymentId, amountCents, currency, description, card }) {
      const providerRef = newRef();
      // Any other valid number is not one of ours: a test provider charges no real card.
      const outcome = TEST_CARDS[cardDigits(card.number)] ?? 'declined';
      const status = { succeeded: 'SUCCEEDED', declined: 'DECLINED', failed: 'FAILED' }[outcome];
      await db.query(
        `INSERT INTO test_provider_payments (provider_ref, payment_id, method, amount_cents, currency, description, status, created_at)
         VALUES ($1, $2, 'CARD', $3, $4, $5, $6, $7)`,
        [providerRef, paymentId, amountCents, currency, description, status, clock()],
      );
      const failure = { succeeded: null, declined: 'card_declined', failed: 'processing_error' }[outcome];
      await emit(paymentId, providerRef, `payment.${outcome}`, failure);
      return { providerRef };
    },

    async refund(providerRef) {
      const rows = await db.query(
        "UPDATE test_provider_payments SET status = 'REFUNDED' WHERE provider_ref = $1 AND status = 'SUCCEEDED' RETURNING 1",
        [providerRef],
      );
      if (rows.length === 0) throw new Error(`Payment ${providerRef} cannot be refunded`);
      return { refundRef: `re_${randomId(12)}` };
    },

    async settleWallet(providerRef, approved) {
      const [payment] = await db.query<{ payment_id: string }>(
        `UPDATE test_provider_payments SET status = $2 WHERE provider_ref = $1 AND status = 'PENDING' RETURNING payment_id`,
        [providerRef, approved ? 'SUCCEEDED' : 'CANCELED'],
      );
      if (!payment) return false;
      await emit(
        payment.payment_id,
        providerRef,
        approved ? 'payment.succeeded' : 'payment.canceled',
        approved ? null : 'wallet_canceled',
      );
      return true;
    },
  };
}
