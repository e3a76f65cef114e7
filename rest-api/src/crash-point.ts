import { readCrashPoint } from './config.js';

/** The places where the crash tests may kill the process (`TEST_CRASH_AFTER`). */
export type CrashPoint =
  | 'payment-committed'
  | 'provider-charged'
  | 'wallet-started'
  | 'campaign-settled'
  | 'provider-refunded'
  | 'email-rendered'
  | 'email-accepted';

const armed = readCrashPoint();

/**
 * A test hook: kills this process on the spot (SIGKILL: no handler, no flush) when it reaches the
 * point named by `TEST_CRASH_AFTER`, so a test can prove what a crash there leaves behind. Never
 * armed under NODE_ENV=production.
 */
export function crashPoint(point: CrashPoint): void {
  if (armed === point) process.kill(process.pid, 'SIGKILL');
}
