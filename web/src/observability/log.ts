import 'server-only';
import { pino } from 'pino';

/**
 * The web server's JSON log (one object a line on stdout), like the graphql-server's and the
 * rest-api's; `LOG_LEVEL` (`info` by default, `silent` for none) read when the server starts.
 */
export const log = pino({ name: 'web', level: process.env.LOG_LEVEL || 'info' });
