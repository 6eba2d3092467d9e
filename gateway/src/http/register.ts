import type { FastifyInstance } from 'fastify';
import { authorizationHook } from './authorize';
import type { RegisteredRoute, RouteDefinition } from './route';

/**
 * Registers routes with their authorization hook and records them in `registry`
 * (OpenAPI, the authorization matrix and the malformed-input property tests enumerate it).
 */
export function describeRoute(route: RouteDefinition): RegisteredRoute {
  return {
    method: route.method,
    url: route.url,
    family: route.family,
    auth: route.auth,
    context: route.context ?? 'any',
    apiKey: route.apiKey ?? true,
    raw: route.raw ?? false,
    produces: route.produces,
    schema: route.schema,
    callerGuard: route.callerGuard,
    permission: route.permission,
  };
}

export function registerRoutes(
  app: FastifyInstance,
  routes: readonly RouteDefinition[],
  registry: RegisteredRoute[],
): void {
  for (const route of routes) {
    const registered = describeRoute(route);
    if (registry.some((r) => r.method === registered.method && r.url === registered.url)) {
      throw new Error(`route defined twice: ${route.method} ${route.url}`);
    }
    app.route({
      method: route.method,
      url: route.url,
      schema: route.schema,
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      onRequest: authorizationHook(registered),
      handler: route.handler,
    });
    registry.push(registered);
  }
}
