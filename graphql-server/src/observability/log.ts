import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * The process's JSON log (one object a line on stdout, or on `destination` for a test that reads
 * it). `level` is a pino level (`LOG_LEVEL`: `info` by default, `silent` for none).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { name: 'graphql-server', level };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * The lines of the process's life (listening, stopping): written whatever `LOG_LEVEL` says, as
 * plain `console` lines were, since supervisors and tests wait for them with request logs off.
 */
export const lifecycleLogger = (logger: Logger): Logger =>
  logger.child({}, { level: logger.levelVal < pino.levels.values.info! ? logger.level : 'info' });
