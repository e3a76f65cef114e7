import NextAuth from 'next-auth';
import { webConfig } from '@/config';
import { authOptions } from '@/features/auth/server/authOptions';
import { signInLimiter, signInRefusal } from '@/security/signInRateLimit';

// Spec section 7: session, csrf, providers, callback/firebase, signout and _log live here.
const handler = NextAuth(authOptions);

// Each sign-in (the callback) verifies a token with the identity service: counted per address,
// so that one client cannot spend the server's time (or guess tokens) without end.
const limiter = signInLimiter(webConfig.signInLimit);

async function limited(request: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  if (new URL(request.url).pathname.startsWith('/api/auth/callback/')) {
    const refusal = await signInRefusal(limiter, request);
    if (refusal) return refusal;
  }
  return handler(request, context);
}

export { handler as GET, limited as POST };
