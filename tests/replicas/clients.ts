import type { TestIdentity } from '../support/identity.js';

type Answer<T> = { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };

/** One GraphQL operation posted as the web's clients post it; fails on any error. */
export async function graphql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as Answer<T>;
  if (!answer.data || answer.errors) throw new Error(`${url}: ${response.status} ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** The cookies a response sets, as a `Cookie` header adds them to `jar`. */
function keepCookies(response: Response, jar: Map<string, string>) {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/**
 * Signs `identity` in to the web at `webUrl` as the sign-in pages do (next-auth's credentials
 * callback with the Firebase tokens and the CSRF token) and returns the session's `Cookie` header.
 */
export async function signInToWeb(webUrl: string, identity: TestIdentity): Promise<string> {
  const jar = new Map<string, string>();
  const csrf = await fetch(`${webUrl}/api/auth/csrf`);
  keepCookies(csrf, jar);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const callback = await fetch(`${webUrl}/api/auth/callback/firebase`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(jar) },
    body: new URLSearchParams({
      csrfToken,
      idToken: identity.idToken,
      refreshToken: identity.refreshToken,
      json: 'true',
    }),
    redirect: 'manual',
  });
  keepCookies(callback, jar);
  if (![...jar.keys()].some((name) => name.endsWith('next-auth.session-token')))
    throw new Error(`no session cookie after the sign-in (${callback.status})`);
  return cookieHeader(jar);
}

/** The e-mail of the session the cookie carries, as `webUrl` reads it (null: no session). */
export async function sessionEmail(webUrl: string, cookie: string): Promise<string | null> {
  const response = await fetch(`${webUrl}/api/auth/session`, { headers: { cookie } });
  const session = (await response.json()) as { user?: { email?: string | null } };
  return session.user?.email ?? null;
}

/**
 * A visitor reading `paths` of the web at `webUrl` in turn until `until`; returns how many pages
 * were served and what went wrong with the others (status or error, by path).
 */
export async function visit(webUrl: string, paths: readonly string[], until: number) {
  const failed: string[] = [];
  let served = 0;
  for (let i = 0; Date.now() < until; i += 1) {
    const path = paths[i % paths.length]!;
    try {
      const response = await fetch(`${webUrl}${path}`, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status === 200) served += 1;
      else failed.push(`${path}: ${response.status}`);
    } catch (error) {
      failed.push(`${path}: ${(error as Error).message}`);
    }
  }
  return { served, failed };
}
