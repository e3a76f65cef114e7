import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock.js';
import { crashPoint } from '../crash-point.js';
import type { Database, Queryable } from '../db/database.js';
import type { components } from '../generated/rest-api.js';
import { enqueueJob } from '../jobs/queue.js';
import type { JobHandler } from '../jobs/runner.js';
import { cardDigits, TEST_CARDS } from './cards.js';
import type { PaymentProvider, ProviderPayment } from '../payment-provider.js';
import { signPayload } from './signature.js';

type PaymentEvent = components['schemas']['PaymentEvent'];

/** Posts a signed event to our `/payments/webhook`; answers its HTTP status. */
export type DeliverWebhook = (body: string, signature: string) => Promise<number>;

export interface TestProviderDeps {
  db: Database;
  publicUrl: string;
  clock: Clock;
  webhookSecret: string;
  deliver: DeliverWebhook;
  /** Tells the job worker that an event waits in the outbox, so it goes out now rather than at the next poll. */
  wake: () => void;
}

/** The built-in provider, plus what its wallet approval page does and the job that delivers its events. */
export interface TestProvider extends PaymentProvider {
  /** The buyer approved or canceled a wallet payment on the page; false when it was settled already. */
  settleWallet(providerRef: string, approved: boolean): Promise<boolean>;
  /** The job handlers of its webhook outbox. */
  readonly jobs: Readonly<Record<string, JobHandler>>;
}

export const WEBHOOK_JOB = 'test-provider.webhook';

type ProviderStatus = 'SUCCEEDED' | 'DECLINED' | 'FAILED' | 'CANCELED' | 'REFUNDED';

// The event that tells each settled status, and the reason it gives.
const EVENTS: Record<ProviderStatus, { type: PaymentEvent['type']; failureCode: string | null }> = {
  SUCCEEDED: { type: 'payment.succeeded', failureCode: null },
  // A refund follows a success: the payment was paid first.
  REFUNDED: { type: 'payment.succeeded', failureCode: null },
  DECLINED: { type: 'payment.declined', failureCode: 'card_declined' },
  FAILED: { type: 'payment.failed', failureCode: 'processing_error' },
  CANCELED: { type: 'payment.canceled', failureCode: 'wallet_canceled' },
};

const CARD_STATUS = { succeeded: 'SUCCEEDED', declined: 'DECLINED', failed: 'FAILED' } as const;

const randomId = (bytes: number) => randomBytes(bytes).toString('base64url');
const newRef = () => `tp_${randomId(16)}`;

/**
 * A payment provider that lives in the API itself, for development and tests: it keeps its side
 * of each payment in `test_provider_payments`, decides card outcomes from the test card numbers,
 * serves a wallet approval page, and tells every outcome by a webhook event signed with the
 * shared secret and posted to our own endpoint, exactly as a remote provider would: out of band,
 * from an outbox written in the same transaction as the outcome (a `jobs` row), retried with
 * backoff until our endpoint answers 2xx.
 */
export function testProvider({ db, publicUrl, clock, webhookSecret, deliver, wake }: TestProviderDeps): TestProvider {
  async function enqueueEvent(tx: Queryable, paymentId: string, providerRef: string, status: ProviderStatus) {
    const now = clock();
    const event: PaymentEvent = {
      id: `evt_${randomId(12)}`,
      type: EVENTS[status].type,
      created: Math.floor(now.getTime() / 1000),
      data: { payment_id: paymentId, provider_ref: providerRef, failure_code: EVENTS[status].failureCode },
    };
    await enqueueJob(tx, { kind: WEBHOOK_JOB, payload: event, dedupeKey: `webhook:${event.id}` }, now);
  }

  /** Each attempt is signed when it is sent, as a provider does: a retry an hour later is not a replay. */
  async function deliverEvent(event: PaymentEvent) {
    const body = JSON.stringify(event);
    const status = await deliver(body, signPayload(webhookSecret, body, Math.floor(clock().getTime() / 1000)));
    if (status < 200 || status >= 300) throw new Error(`The webhook answered ${status} to ${event.type} ${event.id}`);
  }

  return {
    name: 'test',
    wallet: { provider: 'test-wallet', clientId: 'test-wallet-client' },
    jobs: { [WEBHOOK_JOB]: deliverEvent },

    async startWallet({ paymentId, amountCents, currency, description, returnUrl, lang }) {
      // Our payment id is the idempotency key: asked again (a retry after a lost answer or a
      // crash), the provider answers the wallet payment it already started.
      await db.query(
        `INSERT INTO test_provider_payments (provider_ref, payment_id, method, amount_cents, currency, description, return_url, lang, created_at)
         VALUES ($1, $2, 'WALLET', $3, $4, $5, $6, $7, $8) ON CONFLICT (payment_id) DO NOTHING`,
        [newRef(), paymentId, amountCents, currency, description, returnUrl, lang, clock()],
      );
      const [started] = await db.query<{ provider_ref: string; lang: string }>(
        "SELECT provider_ref, lang FROM test_provider_payments WHERE payment_id = $1 AND method = 'WALLET'",
        [paymentId],
      );
      if (!started) throw new Error(`Payment ${paymentId} is not a wallet payment`);
      const providerRef = started.provider_ref;
      return { providerRef, approvalUrl: `${publicUrl}/payments/test/wallet/${providerRef}?lang=${started.lang}` };
    },

    async chargeCard({ paymentId, amountCents, currency, description, card }) {
      const providerRef = newRef();
      // Any other valid number is not one of ours: a test provider charges no real card.
      const status = CARD_STATUS[TEST_CARDS[cardDigits(card.number)] ?? 'declined'];
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO test_provider_payments (provider_ref, payment_id, method, amount_cents, currency, description, status, created_at)
           VALUES ($1, $2, 'CARD', $3, $4, $5, $6, $7)`,
          [providerRef, paymentId, amountCents, currency, description, status, clock()],
        );
        await enqueueEvent(tx, paymentId, providerRef, status);
      });
      crashPoint('provider-charged');
      wake();
      return { providerRef };
    },

    async refund(providerRef, idempotencyKey) {
      const [refunded] = await db.query<{ refund_ref: string }>(
        `UPDATE test_provider_payments SET status = 'REFUNDED', refund_ref = COALESCE(refund_ref, $3)
         WHERE provider_ref = $1 AND payment_id = $2 AND status IN ('SUCCEEDED', 'REFUNDED') RETURNING refund_ref`,
        [providerRef, idempotencyKey, `re_${randomId(12)}`],
      );
      if (!refunded) throw new Error(`Payment ${providerRef} cannot be refunded`);
      return { refundRef: refunded.refund_ref };
    },

    async getPayment(paymentId): Promise<ProviderPayment | undefined> {
      const [payment] = await db.query<{ provider_ref: string; status: 'PENDING' | ProviderStatus }>(
        'SELECT provider_ref, status FROM test_provider_payments WHERE payment_id = $1',
        [paymentId],
      );
      if (!payment) return undefined;
      if (payment.status === 'PENDING')
        return { providerRef: payment.provider_ref, outcome: 'pending', failureCode: null };
      const { type, failureCode } = EVENTS[payment.status];
      return { providerRef: payment.provider_ref, outcome: type, failureCode };
    },

    async settleWallet(providerRef, approved) {
      const status = approved ? 'SUCCEEDED' : 'CANCELED';
      const settled = await db.transaction(async (tx) => {
        const [payment] = await tx.query<{ payment_id: string }>(
          `UPDATE test_provider_payments SET status = $2 WHERE provider_ref = $1 AND status = 'PENDING' RETURNING payment_id`,
          [providerRef, status],
        );
        if (payment) await enqueueEvent(tx, payment.payment_id, providerRef, status);
        return payment !== undefined;
      });
      if (settled) wake();
      return settled;
    },
  };
}
