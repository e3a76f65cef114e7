import { setTimeout as sleep } from 'node:timers/promises';

export interface EventuallyOptions {
  /** How long the assertion may keep failing, in ms (Vitest's expect.poll default: 1 s). */
  timeout?: number;
  /** The pause between two tries, in ms (expect.poll's default: 50). */
  interval?: number;
}

/**
 * Runs the assertion until it passes, and throws its last failure once `timeout` has passed: what
 * Vitest's expect.poll did, which Jest lacks. For state that settles out of band (job workers,
 * webhooks, a server closing its port).
 */
export async function eventually(assertion: () => unknown, { timeout = 1000, interval = 50 }: EventuallyOptions = {}) {
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
