import 'server-only';

const numberFrom = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

/** The web server's settings from the environment, each with the default that suits `npm start`. */
export const webConfig = {
  /** The browser's GraphQL requests are refused above this size: the facade's own limit (100 kB). */
  graphqlMaxBodyBytes: numberFrom(process.env.GRAPHQL_MAX_BODY_BYTES, 100 * 1024),
  /**
   * Sign-ins (next-auth's /api/auth/callback) per client address and window. The default leaves
   * room for a household or an office behind one address, and for the browser tests, which sign
   * in again and again from 127.0.0.1.
   */
  signInLimit: {
    points: numberFrom(process.env.SIGN_IN_RATE_LIMIT, 120),
    windowSeconds: numberFrom(process.env.SIGN_IN_RATE_WINDOW_SECONDS, 60),
    redisUrl: process.env.REDIS_URL || undefined,
    keyPrefix: process.env.SIGN_IN_RATE_KEY_PREFIX ?? 'web:sign-in',
  },
};
