import { setTimeout } from 'node:timers/promises';
import type { PlainAnswer } from './graphql-over-http.js';

/** Something the facade needs to serve: resolves when it answers, fails with the reason otherwise. */
export interface ReadinessCheck {
  name: string;
  run(signal: AbortSignal): Promise<void>;
}

/** A probe gets its answer within this time, whatever hangs behind it. */
const CHECK_TIMEOUT_MS = 2000;

async function outcome(check: ReadinessCheck): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(CHECK_TIMEOUT_MS, undefined, { signal: controller.signal }).then(() => {
    throw new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`);
  });
  try {
    await Promise.race([check.run(controller.signal), timer]);
    return 'ok';
  } catch (error) {
    return (error as Error).message || String(error);
  } finally {
    controller.abort();
    timer.catch(() => undefined);
  }
}

/**
 * `GET /ready`: 200 when every check passes, else 503; the body names each check's outcome, for
 * the person reading it (the balancer reads the status).
 */
export function readiness(checks: ReadinessCheck[]): () => Promise<PlainAnswer> {
  return async () => {
    const outcomes = await Promise.all(checks.map(async (check) => [check.name, await outcome(check)] as const));
    const ready = outcomes.every(([, result]) => result === 'ok');
    return {
      status: ready ? 200 : 503,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ status: ready ? 'ok' : 'unavailable', checks: Object.fromEntries(outcomes) }),
    };
  };
}
