import type { onRequestHookHandler, preHandlerHookHandler, RouteOptions } from 'fastify';

type RouteHook = 'onRequest' | 'preHandler';
type HookOf<H extends RouteHook> = H extends 'onRequest' ? onRequestHookHandler : preHandlerHookHandler;

/**
 * Adds `hook` to a route's own hooks, after those it has. A route's own hooks run after the
 * application's: that is how a hook sees what the route's security handler found.
 */
export function appendRouteHook<H extends RouteHook>(route: RouteOptions, name: H, hook: HookOf<H>) {
  const own = route[name];
  route[name] = [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), hook] as RouteOptions[H];
}

/** The contract's operation a route serves (fastify-openapi-glue puts it in the schema); none for other routes. */
export const operationOf = (route: Pick<RouteOptions, 'schema'>): string | undefined =>
  (route.schema as { operationId?: string } | undefined)?.operationId;
