import type { NextConfig } from 'next';
import path from 'node:path';

const graphqlUrl = process.env.GRAPHQL_URL ?? 'http://127.0.0.1:4000/graphql';
const imagesOrigin = new URL(process.env.REST_API_PUBLIC_URL ?? 'http://localhost:4100');
// Next refuses to optimise images from local addresses unless told: only the embedded setup,
// where the rest-api runs on this machine, needs it.
const localImages = ['localhost', '127.0.0.1', '[::1]'].includes(imagesOrigin.hostname);

const config: NextConfig = {
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // The workspace root, so the app can import the Lingui catalogs of ../locales.
  turbopack: { root: path.resolve(process.cwd(), '..') },
  experimental: {
    swcPlugins: [['@lingui/swc-plugin', {}]],
  },
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
    remotePatterns: [new URL(`${imagesOrigin.origin}/images/**`)],
    dangerouslyAllowLocalIP: localImages,
  },
  // The browser reaches the GraphQL API through the web's own origin: no CORS, one host to expose.
  async rewrites() {
    return [{ source: '/graphql', destination: graphqlUrl }];
  },
};

export default config;
