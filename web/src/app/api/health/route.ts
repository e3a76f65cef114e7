// Liveness for load balancers and container health checks: the server answers, nothing more (no
// GraphQL call, so an outage behind the web does not take every web replica out of rotation).
export function GET() {
  return Response.json({ status: 'ok' });
}
