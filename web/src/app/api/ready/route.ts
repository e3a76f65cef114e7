// Readiness for load balancers and orchestrators: the web can serve when the GraphQL API answers
// (its liveness, `/health`: whether the API can reach the rest-api is the API's own readiness).
// Liveness stays `/api/health`, which asks nothing of anyone.
import { webConfig } from '@/config';
import { fetchWithin } from '@/http/fetchWithin';

const CHECK_TIMEOUT_MS = 2000;

export async function GET() {
  const health = new URL('/health', webConfig.graphqlUrl);
  let problem: string | undefined;
  try {
    const answer = await fetchWithin(CHECK_TIMEOUT_MS, health, { cache: 'no-store' });
    if (!answer.ok) problem = `${health.pathname} answered ${answer.status}`;
  } catch (error) {
    problem = (error as Error).message;
  }
  const body = { status: problem ? 'unavailable' : 'ok', checks: { graphql: problem ?? 'ok' } };
  return Response.json(body, { status: problem ? 503 : 200, headers: { 'cache-control': 'no-store' } });
}
