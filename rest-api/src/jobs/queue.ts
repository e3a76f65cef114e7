import type { Queryable } from '../db/database.js';

/** A job to run once it is due, written in the caller's transaction so that it exists if and only if that work commits. */
export interface NewJob {
  /** Which handler runs it (`test-provider.webhook`, `payment.refund`...). */
  kind: string;
  payload: unknown;
  /** Not before; now when absent. */
  runAt?: Date;
  /** Attempts before it is left failed for a person to follow. */
  maxAttempts?: number;
  /** Enqueued again under the same key, it is not duplicated. */
  dedupeKey?: string;
}

/** Retried for about a day with the default backoff (doubling up to an hour), as payment providers do. */
export const DEFAULT_MAX_ATTEMPTS = 30;

/** Writes the job; false when a job of the same `dedupeKey` exists already. */
export async function enqueueJob(tx: Queryable, job: NewJob, now: Date): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO jobs (kind, payload, run_at, max_attempts, dedupe_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (dedupe_key) DO NOTHING RETURNING 1`,
    [
      job.kind,
      JSON.stringify(job.payload),
      job.runAt ?? now,
      job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      job.dedupeKey ?? null,
      now,
    ],
  );
  return rows.length > 0;
}
