import type { ReadinessCheck } from '../http/readiness.js';
import { exchange, type UpstreamPool } from './client.js';

/** The rest-api is ready: its own `/ready` (the database answers) says 200. */
export const restApiReady = (pool: UpstreamPool): ReadinessCheck => ({
  name: 'rest-api',
  async run(signal) {
    const { status } = await exchange(pool, { method: 'GET', path: '/ready' }, signal);
    if (status !== 200) throw new Error(`/ready answered ${status}`);
  },
});
