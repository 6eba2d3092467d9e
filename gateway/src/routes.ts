/**
 * The route registry: every route of the gateway, resource by resource, registered by server.ts through the
 * guard of http/authorize.ts. A new resource exports `<resource>Routes` from its folder's index.ts and is
 * added here (payments, ebill, cards and team go between exports and reference).
 */
import { accountsRoutes } from './accounts';
import { agentsRoutes } from './agents';
import { authRoutes } from './auth';
import { cardsEntityKinds, cardsRoutes, sandboxCardTerminalRoutes } from './cards';
import { isSandboxLike, type GatewayConfig } from './config';
import { ebillRoutes, sandboxEbillRoutes } from './ebill';
import { eventsRoutes } from './events';
import { exportsRoutes } from './exports';
import { filesRoutes } from './files';
import { describeRoute } from './http/register';
import { defineRoute, type RouteDefinition } from './http/route';
import type { EntityKind } from './http/rights';
import { generateOpenApi } from './openapi/generate';
import { partnershipsRoutes } from './partnerships';
import { paymentBatchesRoutes } from './payment-batches';
import { paymentsRoutes, sandboxClockRoutes } from './payments';
import { personsRoutes } from './persons';
import { qrScanRoutes, sandboxQrScanRoutes } from './qr-scan';
import { readsRoutes } from './reads';
import { referenceRoutes } from './reference';
import { sandboxRoutes } from './sandbox';
import { accountRightsRoutes, inviteRoutes } from './team/rights-index';
import { transactionsRoutes } from './transactions';

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
    schema: { summary: 'This document', response: { 200: { type: 'object', additionalProperties: true } } },
    handler: (request) => generateOpenApi(request.server.routeRegistry, config.version),
  });
  return [health, openapi];
}

/** Every route of the gateway in registration order. */
export function gatewayRoutes(config: GatewayConfig): RouteDefinition[] {
  return [
    ...platformRoutes(config),
    ...authRoutes,
    ...personsRoutes,
    ...partnershipsRoutes,
    ...agentsRoutes,
    ...accountsRoutes,
    ...transactionsRoutes,
    ...filesRoutes,
    ...exportsRoutes,
    ...paymentsRoutes,
    ...paymentBatchesRoutes,
    ...ebillRoutes,
    ...cardsRoutes,
    ...qrScanRoutes,
    ...inviteRoutes,
    ...accountRightsRoutes,
    ...referenceRoutes,
    ...readsRoutes,
    ...eventsRoutes,
    // DESIGN.md: sandbox tools exist in local and sandbox only (404 elsewhere).
    ...(isSandboxLike(config.env)
      ? [
          ...sandboxRoutes,
          ...sandboxClockRoutes,
          ...sandboxCardTerminalRoutes,
          ...sandboxQrScanRoutes,
          ...sandboxEbillRoutes,
        ]
      : []),
  ];
}

/**
 * The entity kinds the resources declare for the partnership-wide entitlements (http/rights.ts EntityKind):
 * a resource whose entities an entitlement may include by type appends its kinds here, as it does its routes.
 */
export const gatewayEntityKinds: readonly EntityKind[] = [...cardsEntityKinds];

/** The OpenAPI document of a configuration's routes (what /api/openapi.json serves; no database needed). */
export function gatewayOpenApi(config: GatewayConfig): Record<string, unknown> {
  return generateOpenApi(gatewayRoutes(config).map(describeRoute), config.version);
}
