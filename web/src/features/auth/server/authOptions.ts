import 'server-only';
import type { NextAuthOptions, User } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import CredentialsProvider from 'next-auth/providers/credentials';
import { verifyIdToken } from './firebaseAdmin';
import { refreshIdToken } from './refreshIdToken';

/** Spec section 4: the ID token is renewed five minutes before it expires. */
const REFRESH_MARGIN_MS = 5 * 60 * 1000;

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
  };
}

async function renewed(token: JWT): Promise<JWT> {
  if (Date.now() < token.idTokenExpiresAt - REFRESH_MARGIN_MS) return token;
  try {
    const fresh = await refreshIdToken(token.refreshToken);
    return { ...token, idToken: fresh.idToken, refreshToken: fresh.refreshToken, idTokenExpiresAt: fresh.expiresAt };
  } catch {
    // A disabled or deleted account, or a revoked token: the client signs out on this flag.
    return { ...token, error: 'RefreshFailed' };
  }
}

/**
 * next-auth keeps the web session in an encrypted cookie. The Firebase JS SDK signs the user in
 * on the sign-in pages and hands over its tokens; the credentials provider verifies the ID token
 * with firebase-admin, and the session then carries a fresh ID token for the GraphQL API.
 */
export const authOptions: NextAuthOptions = {
  session: { strategy: 'jwt' },
  pages: { signIn: '/login' },
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
    async jwt({ token, user, trigger, session }) {
      if (user) return { ...token, ...tokensOf(user) };
      // After a change of e-mail or password the page hands over the identity's new tokens.
      if (trigger === 'update' && session?.idToken && session.refreshToken) {
        const updated = await userFromTokens(session.idToken, session.refreshToken);
        if (updated.id !== token.sub) throw new Error('The new tokens belong to another user');
        return { ...token, ...tokensOf(updated) };
      }
      return renewed(token);
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
    error: (code, metadata) => console.error('[auth]', code, metadata),
    warn: (code) => console.warn('[auth]', code),
    debug: () => {},
  },
};
