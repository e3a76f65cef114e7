import { constants } from 'node:os';

/** Something running in the background that a shutdown must let finish: the HTTP server, a job runner. */
export interface BackgroundWorker {
  name: string;
  /** Stops taking new work and resolves once the work under way is done. */
  stop(): Promise<void>;
}

export interface ShutdownOptions {
  /** How long the workers get to finish before the process exits anyway (non-zero). */
  timeoutMs: number;
  /** Runs once every worker has stopped: closes what they all used (the database pool). */
  release: () => Promise<void>;
  log: (line: string) => void;
}

/**
 * Stops the process cleanly on SIGTERM or SIGINT: every registered worker is stopped at once and
 * awaited, then `release` runs and the process exits 0. The time-out or a second signal exits at
 * once with a non-zero code, so an orchestrator is never kept waiting by a stuck request.
 */
export function shutdownOnSignals(options: ShutdownOptions) {
  const workers: BackgroundWorker[] = [];
  let stopping = false;

  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      options.log(`${signal} received while stopping: exiting without waiting`);
      process.exit(128 + constants.signals[signal]);
    }
    stopping = true;
    options.log(`${signal} received: finishing ${workers.map((w) => w.name).join(', ')} before exiting`);
    setTimeout(() => {
      options.log(`still busy after ${options.timeoutMs} ms: exiting anyway`);
      process.exit(1);
    }, options.timeoutMs).unref();
    try {
      await Promise.all(workers.map((worker) => worker.stop()));
      await options.release();
    } catch (error) {
      options.log(`shutdown failed: ${(error as Error).message}`);
      process.exit(1);
    }
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, (s) => void shutdown(s));

  return {
    /** Adds a worker that the shutdown stops and waits for before `release`. */
    register(worker: BackgroundWorker) {
      workers.push(worker);
    },
  };
}
