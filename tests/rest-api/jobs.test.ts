import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readJobsConfig } from '../../rest-api/src/config.js';
import { enqueueJob } from '../../rest-api/src/jobs/queue.js';
import { startJobs, type JobHandler, type JobRunner, type PeriodicJob } from '../../rest-api/src/jobs/runner.js';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../support/database.js';
import { testClock } from '../support/shop.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';
import { eventually } from '../support/eventually.js';

const SETTINGS = { ...readJobsConfig({}), pollMs: 20, retryBaseMs: 10, retryMaxMs: 40, leaseSeconds: 30 };

/** The job worker on a real database: what makes the payment jobs safe across replicas and crashes. */
describe.each(BACKENDS)('the job worker on %s', (backend) => {
  let database: TestDatabase;
  const clock = testClock();
  const runners: JobRunner[] = [];
  const start = (handlers: Record<string, JobHandler>, periodic: PeriodicJob[] = []) => {
    const runner = startJobs({ ...SETTINGS, db: database.db, clock: clock.read, handlers, periodic, log: () => {} });
    runners.push(runner);
    return runner;
  };
  const stopAll = () => Promise.all(runners.splice(0).map((runner) => runner.stop()));
  const jobsOf = (kind: string) =>
    database.db.query<{ attempts: number; done_at: Date | null; failed_at: Date | null; last_error: string | null }>(
      'SELECT attempts, done_at, failed_at, last_error FROM jobs WHERE kind = $1 ORDER BY job_id',
      [kind],
    );

  beforeAll(async () => {
    database = await createTestDatabase(backend);
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await stopAll();
    await database?.drop();
  }, HOOK_TIMEOUT);

  it('runs each job once with two replicas polling together', async () => {
    const runs: number[] = [];
    const handler = async ({ n }: { n: number }) => {
      runs.push(n);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    for (let n = 0; n < 30; n += 1) await enqueueJob(database.db, { kind: 'count', payload: { n } }, clock.now);
    start({ count: handler });
    start({ count: handler });
    await eventually(() => expect(runs.length).toBe(30));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await stopAll();
    expect(runs.sort((a, b) => a - b)).toEqual([...Array(30).keys()]);
  });

  it('retries a failing job with backoff until it succeeds, and leaves one failed after its last attempt', async () => {
    let calls = 0;
    await enqueueJob(database.db, { kind: 'flaky', payload: {} }, clock.now);
    await enqueueJob(database.db, { kind: 'broken', payload: {}, maxAttempts: 2 }, clock.now);
    start({
      flaky: async () => {
        calls += 1;
        if (calls < 3) throw new Error(`attempt ${calls} failed`);
      },
      broken: async () => {
        throw new Error('always fails');
      },
    });
    // Each retry waits its backoff on the worker's clock.
    await eventually(async () => {
      clock.advance(100);
      expect((await jobsOf('flaky'))[0]?.done_at).toBeInstanceOf(Date);
    });
    expect(await jobsOf('flaky')).toEqual([expect.objectContaining({ attempts: 3, last_error: null })]);
    await eventually(async () => {
      clock.advance(100);
      expect((await jobsOf('broken'))[0]?.failed_at).toBeInstanceOf(Date);
    });
    expect(await jobsOf('broken')).toEqual([
      expect.objectContaining({ attempts: 2, done_at: null, last_error: 'always fails' }),
    ]);
    await stopAll();
  });

  it('runs again a job whose worker died, once its lease is over', async () => {
    await enqueueJob(database.db, { kind: 'orphan', payload: {} }, clock.now);
    // What a worker killed mid-job leaves: the job claimed, its lease running.
    await database.db.query(`UPDATE jobs SET attempts = 1, locked_until = $1 WHERE kind = 'orphan'`, [
      new Date(clock.now.getTime() + SETTINGS.leaseSeconds * 1000),
    ]);
    let runs = 0;
    start({ orphan: async () => void (runs += 1) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runs).toBe(0);
    clock.advance(SETTINGS.leaseSeconds * 1000 + 1);
    await eventually(() => expect(runs).toBe(1));
    expect(await jobsOf('orphan')).toEqual([expect.objectContaining({ attempts: 2, done_at: expect.any(Date) })]);
    await stopAll();
  });

  it('does each period of a periodic job on one replica only', async () => {
    let ticks = 0;
    const periodic = [{ kind: 'tick', everySeconds: 3600 }];
    const handlers = { tick: async () => void (ticks += 1) };
    start(handlers, periodic);
    start(handlers, periodic);
    await eventually(() => expect(ticks).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ticks).toBe(1);
    clock.advance(3600 * 1000);
    await eventually(() => expect(ticks).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ticks).toBe(2);
    await stopAll();
  });

  it('stops waiting for the running job, within its bound', async () => {
    let finished = false;
    await enqueueJob(database.db, { kind: 'slow', payload: {} }, clock.now);
    const runner = startJobs({
      ...SETTINGS,
      stopTimeoutMs: 300,
      db: database.db,
      clock: clock.read,
      handlers: {
        slow: async () => {
          await new Promise((resolve) => setTimeout(resolve, 100));
          finished = true;
        },
      },
      periodic: [],
      log: () => {},
    });
    await eventually(async () => expect((await jobsOf('slow'))[0]?.attempts).toBe(1));
    await runner.stop();
    expect(finished).toBe(true);
  });
});
