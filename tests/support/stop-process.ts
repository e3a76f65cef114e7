import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/**
 * Asks a child process to stop (SIGTERM) and resolves once it has exited; one that is still
 * running after `forceAfterMs` is killed. A child left shutting down when its suite ends keeps the
 * Jest worker alive past its end, which Jest reports as a leak.
 */
export async function stopProcess(child: ChildProcess, forceAfterMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const forced = setTimeout(() => child.kill('SIGKILL'), forceAfterMs);
  await exited;
  clearTimeout(forced);
}
