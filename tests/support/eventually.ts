import { setTimeout as sleep } from 'node:timers/promises';

export interface EventuallyOptions {
  /**
   * How long the assertion may keep failing, in ms. Far longer than expect.poll's 1 s: a webhook
   * retried twice by the job worker took 1.5 s to settle with both cores busy (1 s made CI fail),
   * and only a failing test waits it out, well within Jest's 30 s a test.
   */
  timeout?: number;
  /** The pause between two tries, in ms (expect.poll's default: 50). */
  interval?: number;
}

/**
 * Runs the assertion until it passes, and throws its last failure once `timeout` has passed: what
 * Vitest's expect.poll did, which Jest lacks. For state that settles out of band (job workers,
 * webhooks, a server closing its port).
 */
export async function eventually(
  assertion: () => unknown,
  { timeout = 10_000, interval = 50 }: EventuallyOptions = {},
) {
  const deadline = performance.now() + timeout;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (failure) {
      if (performance.now() + interval > deadline) throw failure;
      await sleep(interval);
    }
  }
}
