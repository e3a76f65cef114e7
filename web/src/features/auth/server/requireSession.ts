import 'server-only';
import type { Session } from 'next-auth';
import { getServerSession } from 'next-auth';
import { redirect } from 'next/navigation';
import { authOptions } from './authOptions';

/**
 * Spec section 2: a page that needs a session sends a visitor to /api/auth/signin with
 * error=SessionRequired and the page to come back to.
 */
export async function requireSession(callbackPath: string): Promise<Session> {
  const session = await getServerSession(authOptions);
  if (session && !session.error) return session;
  const query = new URLSearchParams({ error: 'SessionRequired', callbackUrl: callbackPath });
  redirect(`/api/auth/signin?${query}`);
}
