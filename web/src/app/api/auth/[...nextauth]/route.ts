import NextAuth from 'next-auth';
import { authOptions } from '@/features/auth/server/authOptions';

// Spec section 7: session, csrf, providers, callback/firebase, signout and _log live here.
const handler = NextAuth(authOptions);

export { handler as GET, handler as POST };
