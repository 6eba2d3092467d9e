import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import './http/fastify-types';
import { SessionCache } from './auth/session-cache';
import type { GatewayConfig } from './config';
import type { DatabaseHandle } from './db/connection';
import { EventHub } from './events/hub';
import { EVENTS_CHANNEL } from './events/publish';
import { SESSIONS_CHANNEL } from './events/sessions';
import { installEventPosition } from './events/stream';
import { installErrorHandling } from './http/error-handler';
import { installSecurityHeaders } from './http/headers';
import { installJsonLimits } from './http/json-limits';
import { registerRoutes } from './http/register';
import { installResponseCheck } from './http/response-check';
import { installSerializersOnFirstUse, type SchemaCompilation } from './http/schema-compilation';
import { installValidation } from './http/validation';
import type { RegisteredRoute, RouteDefinition } from './http/route';
import { installPaymentScheduler } from './payments/scheduler';
import { gatewayEntityKinds, gatewayRoutes } from './routes';

export interface BuildServerOptions {
  config: GatewayConfig;
  db: DatabaseHandle;
  /** Extra routes (tests); production routes come from the registry (routes.ts). */
  extraRoutes?: readonly RouteDefinition[];
  /** Tests: check every JSON answer against its declared response schema (http/response-check.ts). */
  checkResponses?: boolean;
  /** When the routes' schemas compile (http/schema-compilation.ts): at start unless a test says otherwise. */
  schemaCompilation?: SchemaCompilation;
}

/** The gateway: used by main.ts (listening) and the tests (inject or listen on port 0). */
export async function buildServer({
  config,
  db,
  extraRoutes = [],
  checkResponses = false,
  schemaCompilation = 'at-start',
}: BuildServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers["x-api-key"]', 'res.headers["set-cookie"]'],
    },
    bodyLimit: config.bodyLimitBytes,
    // Open event streams must not keep a closing server alive.
    forceCloseConnections: true,
    // Behind the edge proxy the client's address comes from X-Forwarded-For (login throttling per client).
    trustProxy: config.trustProxy,
  });
  const registry: RegisteredRoute[] = [];
  const events = new EventHub(db.db, app.log, config.sessionCheckMs);
  const sessions = new SessionCache(db.db, config.sessionCacheTtlMs);
  app.decorate('db', db.db);
  app.decorate('databaseKind', db.kind);
  app.decorate('config', config);
  app.decorate('events', events);
  app.decorate('sessions', sessions);
  app.decorate('routeRegistry', registry);
  app.decorate('entityKinds', gatewayEntityKinds);
  app.decorateRequest('ctx', null as never);

  await app.register(cookie);
  // Answers over 1 KB go out compressed as the client accepts (brotli, gzip): the catalogues (43 KB of JSON) and a
  // page of transactions (170 KB) are read before a screen's first paint (issue 17). The event stream is written
  // raw (hijacked) and never compressed; request bodies are never decompressed. Why compression reveals nothing
  // here (no cross-site request carries the api key): docs/security.md.
  await app.register(compress, { globalCompression: true, globalDecompression: false, threshold: 1024 });
  await installSecurityHeaders(app, config);
  // JSON bodies nested too deep or with too many values are refused before they are parsed (issue 26).
  installJsonLimits(app);
  installValidation(app, schemaCompilation);
  if (schemaCompilation === 'on-first-use') installSerializersOnFirstUse(app);
  installErrorHandling(app);
  installEventPosition(app);
  if (checkResponses) installResponseCheck(app);
  registerRoutes(app, [...gatewayRoutes(config), ...extraRoutes], registry);

  const unlisten = await db.listen(EVENTS_CHANNEL, () => events.wake());
  // A session revoked on any instance: refused here from the next request on, and its streams end.
  const unlistenSessions = await db.listen(SESSIONS_CHANNEL, (sessionId) => {
    sessions.forget(sessionId);
    events.sessionEnded(sessionId);
  });
  events.start();
  app.addHook('onClose', async () => {
    events.closeAll();
    await unlisten();
    await unlistenSessions();
  });
  installPaymentScheduler(app, config.paymentSchedulerMs);
  return app;
}
