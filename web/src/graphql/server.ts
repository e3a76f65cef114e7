import 'server-only';
import { HttpLink, type ApolloClient as Client, type OperationVariables } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ApolloClient, InMemoryCache, registerApolloClient } from '@apollo/client-integration-nextjs';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { webConfig } from '@/config';
import { fetchWithin } from '@/http/fetchWithin';
import { newTraceId, outgoingTraceparent } from '@/observability/trace';
import { isRefusedInput } from './refusedInput';
import { typePolicies } from './typePolicies';

/**
 * What the GraphQL API is told of the request being rendered. The visitor's address as the web
 * received it (the API trusts the web's network): its per-client limit then counts visitors, not
 * the web server. Cached pages render for no visitor in particular: their headers read empty and
 * no address is passed. And a `traceparent`: every call of one render in the same trace, the
 * incoming request's or the render's own (`traceId`), so its id is in every part's log lines.
 */
const requestHeaders = (traceId: string) =>
  new SetContextLink(async (previous) => {
    const incoming = await headers();
    const visitor = incoming.get('x-forwarded-for');
    return {
      headers: {
        ...previous.headers,
        ...(visitor ? { 'x-forwarded-for': visitor } : {}),
        // With OpenTelemetry on, the SDK writes the header of the call's own span in the render's trace.
        ...(webConfig.tracing ? {} : { traceparent: outgoingTraceparent(incoming.get('traceparent'), traceId) }),
      },
    };
  });

/** A call to the API that gives up after the render's time-out (the page then fails: a 500). */
const fetchWithTimeout = (input: RequestInfo | URL, init?: RequestInit) =>
  fetchWithin(webConfig.graphqlRenderTimeoutMs, input as string | URL, init);

/**
 * The Apollo Client of server components, one per render. Its answers stay out of Next's data
 * cache (no-store, which a cached page's force-static keeps from making it dynamic): the pages
 * are the web's one cache, with one lifetime, and an answer that failed is not kept for a minute.
 * One client per render, so one trace id per page request.
 */
export const { getClient, query } = registerApolloClient(
  () =>
    new ApolloClient({
      cache: new InMemoryCache({ typePolicies }),
      link: requestHeaders(newTraceId()).concat(
        new HttpLink({ uri: webConfig.graphqlUrl, fetchOptions: { cache: 'no-store' }, fetch: fetchWithTimeout }),
      ),
    }),
);

/**
 * `query` for a page whose address is its argument (a campaign's, a founder's). An address the
 * API refuses (`/campaign/lulu_la_loutre`, a slug of 300 characters) names no page: the 404, as an unknown
 * one does, rather than the error page of a server failure.
 */
export async function queryOr404<TData, TVariables extends OperationVariables>(
  options: Client.QueryOptions<TData, TVariables>,
): Promise<Client.QueryResult<TData>> {
  try {
    return await query(options);
  } catch (error) {
    if (isRefusedInput(error)) notFound();
    throw error;
  }
}
