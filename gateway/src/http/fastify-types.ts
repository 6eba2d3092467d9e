import type { SessionCache } from '../auth/session-cache';
import type { DatabaseKind } from '../db/connection';
import type { KontorDb } from '../db/database';
import type { GatewayConfig } from '../config';
import type { EventHub } from '../events/hub';
import type { RequestContext } from './context';
import type { EntityKind } from './rights';
import type { RegisteredRoute } from './route';

// Decorations of buildServer: `request.ctx` (authorization hook), `app.db`, `app.config`, `app.events`,
// `app.sessions` (validated sessions of this instance), `app.routeRegistry`, `app.entityKinds`.
declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
  interface FastifyInstance {
    db: KontorDb;
    databaseKind: DatabaseKind;
    config: GatewayConfig;
    events: EventHub;
    sessions: SessionCache;
    routeRegistry: readonly RegisteredRoute[];
    /** The resources' entity kinds for partnership-wide entitlements (routes.ts gatewayEntityKinds). */
    entityKinds: readonly EntityKind[];
  }
}
