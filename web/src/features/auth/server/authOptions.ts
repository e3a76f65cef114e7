import 'server-only';
import type { NextAuthOptions, User } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import CredentialsProvider from 'next-auth/providers/credentials';
import { sameOriginPath } from '../sameOriginPath';
import { verifyIdToken } from './firebaseAdmin';
import { renewSessionTokens } from './renewSessionTokens';
import { log } from '@/observability/log';

async function userFromTokens(idToken: string, refreshToken: string): Promise<User> {
  const decoded = await verifyIdToken(idToken);
  return {
    id: decoded.uid,
    email: decoded.email ?? null,
    idToken,
    refreshToken,
    idTokenExpiresAt: decoded.exp * 1000,
  };
}

function tokensOf(user: User): Partial<JWT> {
  return {
    sub: user.id,
    email: user.email,
    idToken: user.idToken,
    refreshToken: user.refreshToken,
    idTokenExpiresAt: user.idTokenExpiresAt,
    error: undefined,
    refreshFailures: undefined,
    refreshRetryAt: undefined,
  };
}

/**
 * next-auth keeps the web session in an encrypted cookie. The Firebase JS SDK signs the user in
 * on the sign-in pages and hands over its tokens; the credentials provider verifies the ID token
 * with firebase-admin, and the session then carries a fresh ID token for the GraphQL API.
 */
export const authOptions: NextAuthOptions = {
  session: { strategy: 'jwt' },
  pages: { signIn: '/login', error: '/auth-error' },
  providers: [
    CredentialsProvider({
      id: 'firebase',
      name: 'Firebase',
      credentials: { idToken: { type: 'text' }, refreshToken: { type: 'text' } },
      async authorize(credentials) {
        if (!credentials?.idToken || !credentials.refreshToken) return null;
        try {
          return await userFromTokens(credentials.idToken, credentials.refreshToken);
        } catch {
          return null;
        }
      },
    }),
  ],
  callbacks: {
    // next-auth's redirects follow the sign-in pages' rule: same-origin paths only. A relative
    // callback (the SessionRequired sign-in's) stays relative, so the page asked for is found again
    // on whichever host name the user came by; an absolute one stays absolute, because next-auth's
    // client parses the URLs its calls answer with `new URL(url)`.
    redirect: ({ url, baseUrl }) => {
      const path = sameOriginPath(url, baseUrl) ?? '/';
      return url.startsWith('/') ? path : new URL(path, baseUrl).href;
    },
    async jwt({ token, user, trigger, session }) {
      if (user) return { ...token, ...tokensOf(user) };
      // After a change of e-mail or password the page hands over the identity's new tokens.
      if (trigger === 'update' && session?.idToken && session.refreshToken) {
        const updated = await userFromTokens(session.idToken, session.refreshToken);
        if (updated.id !== token.sub) throw new Error('The new tokens belong to another user');
        return { ...token, ...tokensOf(updated) };
      }
      return renewSessionTokens(token);
    },
    async session({ session, token }) {
      return {
        ...session,
        user: { id: token.sub ?? '', email: token.email ?? null },
        idToken: token.idToken,
        idTokenExpiresAt: token.idTokenExpiresAt,
        error: token.error,
      };
    },
  },
  logger: {
    error: (code, metadata) => log.error({ metadata }, `next-auth: ${code}`),
    warn: (code) => log.warn(`next-auth: ${code}`),
    debug: () => {},
  },
};
