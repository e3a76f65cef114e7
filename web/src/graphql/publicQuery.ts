/** A public query's answer could not be read (network, HTTP status or GraphQL errors). */
export class PublicQueryError extends Error {}

/**
 * A public query's text, printed on the server (`publicQueryText.ts`) and handed to the browser as
 * a prop, typed by the codegen document it was printed from. The browser then needs neither the
 * generated documents (about 120 kB of syntax trees for every operation of the web) nor graphql's
 * printer to ask for it.
 */
export interface PublicQueryText<Result, Variables> {
  readonly text: string;
  /** Types only: never set. */
  readonly types?: { result: Result; variables: Variables };
}

/**
 * A visitor's public query without Apollo Client: a GraphQL-over-HTTP GET to the web's `/graphql`,
 * whose URL is the cache key of the facade's response cache and of a CDN. For the live figures of
 * a cached catalog page: loading and starting Apollo Client (about 160 KiB with RxJS) right after
 * the first paint was most of a phone's blocking time on the campaign page (decision 0017).
 * No retry: the page keeps its cached figures when this fails.
 */
export async function fetchPublicQuery<Result, Variables extends Record<string, unknown>>(
  query: PublicQueryText<Result, Variables>,
  variables: Variables,
): Promise<Result> {
  const search = new URLSearchParams({ query: query.text, variables: JSON.stringify(variables) });
  // Apollo's CSRF prevention lets a GET through only with a header a plain form cannot send.
  const response = await fetch(`/graphql?${search}`, { headers: { 'apollo-require-preflight': 'true' } });
  if (!response.ok) throw new PublicQueryError(`GraphQL answered ${response.status}`);
  const answer = (await response.json()) as { data?: Result | null; errors?: unknown[] };
  if (answer.errors?.length || !answer.data) throw new PublicQueryError('GraphQL answered with errors');
  return answer.data;
}
