import proxyaddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'node:http';

/**
 * The client's address behind the trusted proxies, with Express's `trust proxy` syntax (`true`,
 * a hop count, or comma-separated addresses, subnets and `loopback`/`uniquelocal`...).
 */
export function clientAddress(trust: boolean | number | string): (request: IncomingMessage) => string {
  const trusted =
    trust === true
      ? () => true
      : typeof trust === 'number'
        ? (_: string, hop: number) => hop < trust
        : proxyaddr.compile(trust ? trust.split(',').map((entry) => entry.trim()) : []);
  return (request) => proxyaddr(request, trusted);
}
