import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import './http/fastify-types';
import { authRoutes } from './auth/routes';
import { isSandboxLike, type GatewayConfig } from './config';
import type { DatabaseHandle } from './db/connection';
import { isModuleNotFound } from './db/migrate';
import { EventHub } from './events/hub';
import { EVENTS_CHANNEL } from './events/publish';
import { eventStreamRoute } from './events/routes';
import { installErrorHandling } from './http/error-handler';
import { describeRoute, registerRoutes } from './http/register';
import { defineRoute, type RegisteredRoute, type RouteDefinition } from './http/route';
import { generateOpenApi } from './openapi/generate';

export interface BuildServerOptions {
  config: GatewayConfig;
  db: DatabaseHandle;
  /** Extra routes (tests); production routes come from the platform and gateway/src/domain/routes. */
  extraRoutes?: readonly RouteDefinition[];
}

// A variable specifier: the domain's routes may not exist yet, and the type checker must not require them.
const DOMAIN_ROUTES_MODULE: string = './domain/routes/index';

async function loadDomainRoutes(config: GatewayConfig): Promise<readonly RouteDefinition[]> {
  try {
    const module = (await import(DOMAIN_ROUTES_MODULE)) as {
      domainRoutes?: readonly RouteDefinition[];
      sandboxRoutes?: readonly RouteDefinition[];
    };
    // DESIGN.md: sandbox tools exist in local and sandbox only (404 elsewhere).
    const sandbox = isSandboxLike(config.env) ? (module.sandboxRoutes ?? []) : [];
    return [...(module.domainRoutes ?? []), ...sandbox];
  } catch (error) {
    if (isModuleNotFound(error)) return [];
    throw error;
  }
}

function platformRoutes(config: GatewayConfig): RouteDefinition[] {
  const health = defineRoute({
    method: 'GET',
    url: '/api/health',
    family: 'platform',
    auth: 'none',
    apiKey: false,
    schema: {
      summary: 'Liveness and database kind',
      response: {
        200: {
          type: 'object',
          properties: { status: { type: 'string' }, db: { type: 'string' }, version: { type: 'string' } },
        },
      },
    },
    handler: (request) => ({ status: 'ok', db: request.server.databaseKind, version: config.version }),
  });
  const openapi = defineRoute({
    method: 'GET',
    url: '/api/openapi.json',
    family: 'platform',
    auth: 'none',
    apiKey: false,
    schema: { summary: 'This document' },
    handler: (request) => generateOpenApi(request.server.routeRegistry, config.version),
  });
  return [health, openapi, ...authRoutes(config.env), eventStreamRoute];
}

/** Every route of the gateway in registration order: platform first, then the domain's. */
export async function gatewayRoutes(config: GatewayConfig): Promise<RouteDefinition[]> {
  return [...platformRoutes(config), ...(await loadDomainRoutes(config))];
}

/** The OpenAPI document of a configuration's routes (what /api/openapi.json serves; no database needed). */
export async function gatewayOpenApi(config: GatewayConfig): Promise<Record<string, unknown>> {
  return generateOpenApi((await gatewayRoutes(config)).map(describeRoute), config.version);
}

/** The gateway: used by main.ts (listening) and the tests (inject or listen on port 0). */
export async function buildServer({
  config,
  db,
  extraRoutes = [],
}: BuildServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers["x-api-key"]', 'res.headers["set-cookie"]'],
    },
    bodyLimit: config.bodyLimitBytes,
    // Open event streams must not keep a closing server alive.
    forceCloseConnections: true,
    ajv: {
      customOptions: { allErrors: true, removeAdditional: true, useDefaults: true, coerceTypes: 'array' },
    },
  });
  const registry: RegisteredRoute[] = [];
  const events = new EventHub(db.db, app.log);
  app.decorate('db', db.db);
  app.decorate('databaseKind', db.kind);
  app.decorate('config', config);
  app.decorate('events', events);
  app.decorate('routeRegistry', registry);
  app.decorateRequest('ctx', null as never);

  await app.register(cookie);
  installErrorHandling(app);
  registerRoutes(app, [...(await gatewayRoutes(config)), ...extraRoutes], registry);

  const unlisten = await db.listen(EVENTS_CHANNEL, () => events.wake());
  app.addHook('onClose', async () => {
    events.closeAll();
    await unlisten();
  });
  return app;
}
