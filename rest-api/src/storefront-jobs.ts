import { settleCampaignsJob, SETTLE_CAMPAIGNS_JOB } from './campaigns/settle.js';
import type { Clock } from './clock.js';
import type { JobsConfig, MailConfig } from './config.js';
import type { Database } from './db/database.js';
import { SEND_EMAIL_JOB } from './emails/outbox.js';
import { FORGOTTEN_BASKETS_JOB, mailTransport, remindForgottenBaskets, sendEmailJob } from './emails/sender.js';
import { startJobs, type JobHandler, type JobRunner, type PeriodicJob } from './jobs/runner.js';
import { releaseExpiredReservations, RELEASE_RESERVATIONS_JOB } from './orders/stock.js';
import type { PaymentSettings } from './payment-provider.js';
import { reconcileJob, RECONCILE_JOB } from './payments/reconcile.js';
import { refundJob, REFUND_JOB } from './payments/refund.js';

export interface StorefrontJobDeps {
  db: Database;
  clock: Clock;
  payments: PaymentSettings;
  log: (error: unknown) => void;
  /** Jobs the payment provider brings (the test provider's webhook outbox). */
  providerJobs: Readonly<Record<string, JobHandler>>;
  mail: MailConfig;
}

/**
 * The rest-api's background work on the job table: refunds, the provider's jobs, and two periodic
 * ones — reconciliation of late payments (twice per delay, so none waits much more than the delay),
 * the release of expired reservations and the settlement of ended campaigns (decision 0022) — and
 * the e-mails: each outbox e-mail's send, and the periodic look for forgotten baskets.
 */
export function startStorefrontJobs(deps: StorefrontJobDeps, config: JobsConfig): JobRunner {
  const { db, clock, payments, log } = deps;
  const periodic: PeriodicJob[] = [
    { kind: RECONCILE_JOB, everySeconds: Math.max(1, Math.floor(config.reconcileAfterSeconds / 2)) },
  ];
  if (config.reservationSweepSeconds > 0) {
    periodic.push({ kind: RELEASE_RESERVATIONS_JOB, everySeconds: config.reservationSweepSeconds });
  }
  if (config.campaignSettleSeconds > 0) {
    periodic.push({ kind: SETTLE_CAMPAIGNS_JOB, everySeconds: config.campaignSettleSeconds });
  }
  if (deps.mail.forgottenBasketSweepSeconds > 0) {
    periodic.push({ kind: FORGOTTEN_BASKETS_JOB, everySeconds: deps.mail.forgottenBasketSweepSeconds });
  }
  const transport = mailTransport(deps.mail);
  const wake = () => runner.wake();
  const runner: JobRunner = startJobs({
    ...config,
    db,
    clock,
    log,
    periodic,
    handlers: {
      ...deps.providerJobs,
      [REFUND_JOB]: refundJob({ db, clock, payments }),
      [RECONCILE_JOB]: reconcileJob({
        db,
        clock,
        payments,
        reconcileAfterSeconds: config.reconcileAfterSeconds,
        log,
        wake,
      }),
      [SETTLE_CAMPAIGNS_JOB]: settleCampaignsJob({ db, clock, wake }),
      [RELEASE_RESERVATIONS_JOB]: async () => void (await releaseExpiredReservations(db, clock())),
      [SEND_EMAIL_JOB]: sendEmailJob({ db, clock, transport, config: deps.mail }),
      [FORGOTTEN_BASKETS_JOB]: async () => void (await remindForgottenBaskets(db, clock())),
    },
  });
  return runner;
}
