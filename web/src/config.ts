import 'server-only';
import { z } from 'zod';
import { env, parseEnvironment, type Environment } from './env';

export { EnvironmentError } from './env';

/** Every variable the web server reads at run time, each with the default that suits `npm start`. */
export const webEnvironment = z.object({
  GRAPHQL_URL: env.url('http://127.0.0.1:4000/graphql'),
  REST_API_URL: env.url('http://127.0.0.1:4100'),
  GRAPHQL_MAX_BODY_BYTES: env.wholeNumber(100 * 1024, 1),
  GRAPHQL_RENDER_TIMEOUT_MS: env.wholeNumber(10_000, 1),
  SESSION_POLL_SECONDS: env.wholeNumber(0),
  SIGN_IN_RATE_LIMIT: env.wholeNumber(120, 1),
  SIGN_IN_RATE_WINDOW_SECONDS: env.wholeNumber(60, 1),
  REDIS_URL: env.url(undefined, ['redis:', 'rediss:']),
  SIGN_IN_RATE_KEY_PREFIX: env.text('web:sign-in'),
  // The exporter reads the endpoint (and the other OTEL_EXPORTER_OTLP_* variables) itself; checked
  // here so that a typo stops the start instead of losing the traces.
  OTEL_EXPORTER_OTLP_ENDPOINT: env.url(undefined),
  OTEL_SERVICE_NAME: env.text('storefront-web'),
});

/** The web server's settings from `source`; an EnvironmentError lists each wrong variable. */
export function readWebConfig(source: Environment) {
  const e = parseEnvironment(webEnvironment, source);
  return {
    /** The GraphQL API as this server reaches it; the browser's `/graphql` requests are forwarded there. */
    graphqlUrl: e.GRAPHQL_URL,
    /** The rest-api, for the multipart uploads (support attachments, profile pictures) GraphQL does not carry. */
    restApiUrl: e.REST_API_URL,
    /** The browser's GraphQL requests are refused above this size: the facade's own limit (100 kB). */
    graphqlMaxBodyBytes: e.GRAPHQL_MAX_BODY_BYTES,
    /**
     * How long a server render waits for each GraphQL answer before the page fails (Next's error
     * page, a 500): undici's own limit is 5 minutes, for which an API that hangs would hold every render.
     */
    graphqlRenderTimeoutMs: e.GRAPHQL_RENDER_TIMEOUT_MS,
    /** Spec section 4's optional session polling, in seconds (0: only on focus and cross-tab signals). */
    sessionPollSeconds: e.SESSION_POLL_SECONDS,
    /**
     * Sign-ins (next-auth's /api/auth/callback) per client address and window. The default leaves
     * room for a household or an office behind one address, and for the browser tests, which sign
     * in again and again from 127.0.0.1.
     */
    signInLimit: {
      points: e.SIGN_IN_RATE_LIMIT,
      windowSeconds: e.SIGN_IN_RATE_WINDOW_SECONDS,
      redisUrl: e.REDIS_URL,
      keyPrefix: e.SIGN_IN_RATE_KEY_PREFIX,
    },
    /**
     * OpenTelemetry traces over OTLP/HTTP when `OTEL_EXPORTER_OTLP_ENDPOINT` is set (instrumentation.ts):
     * the outgoing fetches then carry the `traceparent` of their own spans, written by the SDK.
     */
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT ? { serviceName: e.OTEL_SERVICE_NAME } : undefined,
  };
}

export const webConfig = readWebConfig(process.env);
