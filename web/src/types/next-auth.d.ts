import 'next-auth';
import 'next-auth/jwt';

// What our session carries beyond next-auth's defaults (see features/auth/server/authOptions.ts).
declare module 'next-auth' {
  interface User {
    id: string;
    email?: string | null;
    idToken: string;
    refreshToken: string;
    idTokenExpiresAt: number;
  }

  interface Session {
    user: { id: string; email: string | null };
    /** The Firebase ID token to send to the GraphQL API as the bearer. */
    idToken: string;
    idTokenExpiresAt: number;
    /** Set when the identity service refused to renew the token: the client signs out. */
    error?: 'RefreshFailed';
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    idToken: string;
    refreshToken: string;
    idTokenExpiresAt: number;
    error?: 'RefreshFailed';
    /** Token refreshes failed in a row for want of the identity service (not a refusal). */
    refreshFailures?: number;
    /** When to retry the refresh after such failures, in milliseconds since the epoch. */
    refreshRetryAt?: number;
  }
}
