import type { NextConfig } from 'next';
import path from 'node:path';
import { PAGE_EXPIRE_SECONDS } from './src/cache/cachedPages';
import { DEFAULT_LOCALE } from './src/i18n/locales';

const imagesOrigin = new URL(process.env.REST_API_PUBLIC_URL ?? 'http://localhost:4100');
// Next refuses to optimise images from local addresses unless told: only the embedded setup,
// where the rest-api runs on this machine, needs it.
const localImages = ['localhost', '127.0.0.1', '[::1]'].includes(imagesOrigin.hostname);

/**
 * Headers of every response, pages and API routes alike (the pages' Content-Security-Policy comes
 * from the proxy, with its nonce). HSTS only in production builds: on plain-HTTP development and
 * test hosts it means nothing, and a developer's browser must not pin localhost to HTTPS.
 */
const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
  ...(process.env.NODE_ENV === 'production'
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
    : []),
];

/** The API routes answer JSON or redirects: nothing in them may run, load or be framed. */
const API_POLICY = { key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" };

const config: NextConfig = {
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // The cached pages (decision 0017) live in this handler alone: memory, or Redis shared by the
  // replicas. Next's own memory cache in front of it would let a replica serve what the others
  // have replaced.
  cacheHandler: path.resolve(process.cwd(), 'cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  // A cached page older than its 60 s is still served (and rendered again behind it) for an hour;
  // after that, the next visitor waits for a fresh one. Shared caches get the same window
  // (Cache-Control stale-while-revalidate).
  expireTime: PAGE_EXPIRE_SECONDS,
  // French lives at unprefixed URLs: they are the French route. A rewrite here, not in the proxy:
  // the proxy's URLs name `localhost` while Next, started on an address (--hostname 127.0.0.1),
  // names itself by that address, takes the proxy's rewrite for one to another server and loops
  // (308). After the files (public ones, /graphql, robots.txt...) and before the [lang] routes.
  rewrites: async () => ({
    beforeFiles: [],
    afterFiles: [
      { source: '/', destination: `/${DEFAULT_LOCALE}` },
      { source: '/:path((?!en(?:/|$)|api/).+)', destination: `/${DEFAULT_LOCALE}/:path` },
    ],
    fallback: [],
  }),
  headers: async () => [
    { source: '/:path*', headers: SECURITY_HEADERS },
    { source: '/api/:path*', headers: [API_POLICY] },
    { source: '/graphql', headers: [API_POLICY] },
  ],
  // The workspace root, so the app can import the Lingui catalogs of ../locales.
  turbopack: { root: path.resolve(process.cwd(), '..') },
  experimental: {
    // Style sheets stay files (the default): inlined, Next 16 also writes their text into the RSC
    // payload, and the browser's hydration of that copy doubled the pages' blocking time
    // (decision 0020, 2026-11-27).
    inlineCss: false,
    swcPlugins: [['@lingui/swc-plugin', {}]],
    // The support form's server action carries up to 3 attachments of 5 MB (rest-api POST /support),
    // through the proxy (proxy.ts) first: both limits default to less.
    serverActions: { bodySizeLimit: '16mb' },
    proxyClientMaxBodySize: '16mb',
  },
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
    // Any port of the images host: tests run the stack on other ports than `npm start`.
    remotePatterns: [
      {
        protocol: imagesOrigin.protocol.replace(':', '') as 'http' | 'https',
        hostname: imagesOrigin.hostname,
        pathname: '/images/**',
      },
      // Users' pictures (GET /pictures/{picture_id} of the REST contract), shown at avatar sizes.
      {
        protocol: imagesOrigin.protocol.replace(':', '') as 'http' | 'https',
        hostname: imagesOrigin.hostname,
        pathname: '/pictures/**',
      },
    ],
    dangerouslyAllowLocalIP: localImages,
  },
};

export default config;
