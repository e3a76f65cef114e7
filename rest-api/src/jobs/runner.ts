import type { Clock } from '../clock.js';
import type { JobSettings } from '../config.js';
import type { Database } from '../db/database.js';
import { retryDelayMs } from './backoff.js';
import { enqueueJob } from './queue.js';

/**
 * Runs one job. Jobs run at least once (a worker that dies mid-job leaves it to the next one when
 * its lease runs out), so every handler must be idempotent. A throw is a failed attempt, retried.
 */
// `never` accepts a handler of any payload type; each handler knows the payload its enqueuer wrote.
export type JobHandler = (payload: never) => Promise<void>;

/** Work done every `everySeconds` by exactly one replica: each period is one job under one key. */
export interface PeriodicJob {
  kind: string;
  everySeconds: number;
}

export interface JobRunnerOptions extends JobSettings {
  db: Database;
  clock: Clock;
  handlers: Readonly<Record<string, JobHandler>>;
  periodic: readonly PeriodicJob[];
  log: (error: unknown) => void;
}

export interface JobRunner {
  /** Looks for due jobs now rather than at the next poll (a job was just enqueued here). */
  wake(): void;
  /** Claims no more jobs and waits for the running one, at most `stopTimeoutMs`. */
  stop(): Promise<void>;
}

interface ClaimedJob {
  job_id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

const TICK_PREFIX = 'tick:';

/** Errors are stored for a person to read: their message, bounded. */
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/**
 * Starts a worker on the `jobs` table. One job at a time: a job is claimed by one UPDATE whose
 * subquery takes the row with FOR UPDATE SKIP LOCKED, so replicas polling together each get a
 * different job, and the claim (attempts + 1, a lease) commits before the handler runs.
 */
export function startJobs(options: JobRunnerOptions): JobRunner {
  const { db, clock, handlers, periodic, log } = options;
  let stopping = false;
  let again = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  // The period each kind was last scheduled for here: one insert per period, not one per poll.
  const scheduled = new Map<string, number>();

  /** Writes this period's job of each periodic kind; the unique key lets one replica's insert win. */
  async function schedulePeriodic(now: Date) {
    for (const { kind, everySeconds } of periodic) {
      const periodMs = everySeconds * 1000;
      const start = new Date(Math.floor(now.getTime() / periodMs) * periodMs);
      if (scheduled.get(kind) === start.getTime()) continue;
      const key = `${TICK_PREFIX}${kind}@${start.toISOString()}`;
      const fresh = await enqueueJob(db, { kind, payload: {}, runAt: start, maxAttempts: 1, dedupeKey: key }, now);
      scheduled.set(kind, start.getTime());
      // Once per period across replicas: forget the finished jobs of yesterday and the ticks that failed.
      if (fresh) {
        await db.query(
          `DELETE FROM jobs WHERE done_at < $1 OR (failed_at < $1 AND dedupe_key LIKE '${TICK_PREFIX}%')`,
          [new Date(now.getTime() - 86_400_000)],
        );
      }
    }
  }

  async function claim(now: Date): Promise<ClaimedJob | undefined> {
    const [job] = await db.query<ClaimedJob>(
      `UPDATE jobs SET attempts = attempts + 1, locked_until = $2
       WHERE job_id = (
         SELECT job_id FROM jobs
         WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
         ORDER BY run_at, job_id LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING job_id, kind, payload, attempts, max_attempts`,
      [now, new Date(now.getTime() + options.leaseSeconds * 1000)],
    );
    return job;
  }

  async function run(job: ClaimedJob) {
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
      await handler(job.payload as never);
      await db.query('UPDATE jobs SET done_at = $2, locked_until = NULL, last_error = NULL WHERE job_id = $1', [
        job.job_id,
        clock(),
      ]);
    } catch (error) {
      const now = clock();
      const last = job.attempts >= job.max_attempts;
      if (last) log(error);
      await db.query(
        'UPDATE jobs SET run_at = $2, locked_until = NULL, last_error = $3, failed_at = $4 WHERE job_id = $1',
        [
          job.job_id,
          new Date(now.getTime() + retryDelayMs(job.attempts, options.retryBaseMs, options.retryMaxMs)),
          describe(error),
          last ? now : null,
        ],
      );
    }
  }

  async function drain() {
    await schedulePeriodic(clock());
    for (let job = await claim(clock()); job && !stopping; job = stopping ? undefined : await claim(clock())) {
      await run(job);
    }
  }

  function schedule() {
    clearTimeout(timer);
    if (stopping) return;
    timer = setTimeout(wake, options.pollMs);
    timer.unref();
  }

  function wake() {
    if (stopping) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      // The database may be away for a while: the next poll tries again.
      .catch(log)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          wake();
        } else schedule();
      });
  }

  wake();
  return {
    wake,
    async stop() {
      stopping = true;
      clearTimeout(timer);
      let bound: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (bound = setTimeout(resolve, options.stopTimeoutMs)))]);
      clearTimeout(bound);
    },
  };
}
