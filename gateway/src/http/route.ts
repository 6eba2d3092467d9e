import type { FastifyReply, FastifyRequest, FastifySchema, RouteGenericInterface } from 'fastify';
import type { AuthLevel } from '../db/database';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteAuth = AuthLevel;
/** The session a caller guard sees (null without one). */
export interface GuardSession {
  email: string;
  level: AuthLevel;
}

/**
 * A check of the caller that a resource adds to a route's guard (http/authorize.ts runs it after the api key
 * and the session level, before the context and the body): the platform knows no resource's rule, e.g. the
 * sandbox's operator and persona rules live in sandbox/operator.ts.
 */
export interface CallerGuard {
  /** What the caller needs, as the OpenAPI document says it ("the sandbox operator key ..."). */
  requires: string;
  check(request: FastifyRequest, session: GuardSession | null): void;
}
/** Which context a route serves: `private` refuses `x-partnership-uid`, `partnership` requires it. */
export type RouteContextKind = 'any' | 'private' | 'partnership';

export interface RouteSchema extends FastifySchema {
  summary?: string;
  description?: string;
  tags?: string[];
}

/**
 * One gateway endpoint. Every route (platform and domain) is declared with `defineRoute` and
 * registered through `registerRoutes`, which adds the api-key, session-level, language and
 * partnership-membership checks (gateway/src/http/authorize.ts) and records it in the route registry.
 */
export interface RouteDefinition<T extends RouteGenericInterface = RouteGenericInterface> {
  method: HttpMethod;
  /** Fastify path under the server root, e.g. `/api/v2/partnerships/:partnershipUid/members`. */
  url: string;
  /** Authorization-matrix family (gateway/test/platform/authorization-matrix.test.ts), e.g. `payments.write`. */
  family: string;
  /** Minimum session level: none < pin < weak < strong. */
  auth: RouteAuth;
  context?: RouteContextKind;
  /** Require `x-api-key` (default true). Off only for browser-native callers (EventSource) and probes. */
  apiKey?: boolean;
  /** Response is not JSON (SSE, files): excluded from the generic malformed-input property test. */
  raw?: boolean;
  /** The media type a raw route answers with (e.g. `text/event-stream`): documented instead of a JSON schema. */
  produces?: string;
  schema?: RouteSchema;
  /** Body size cap in bytes for this route (default: the server's body limit). */
  bodyLimit?: number;
  /** A resource's own check of the caller (e.g. the sandbox tools' operator key or persona session). */
  callerGuard?: CallerGuard;
  /**
   * The route's own right on the caller's context, asked by the guard (http/authorize.ts) once it has set
   * `request.ctx`: after the membership, before the body is parsed or anything is validated. A caller without
   * the right is refused 403 whatever it sends, never told by a 400 what a valid request looks like. Path
   * parameters are as sent (not yet validated). Throws the refusal.
   */
  permission?: (request: FastifyRequest) => unknown;
  handler: (request: FastifyRequest<T>, reply: FastifyReply) => unknown;
}

/** Identity with inference: keeps the generic (Body/Querystring/Params/Headers/Reply) of one route. */
export function defineRoute<T extends RouteGenericInterface = RouteGenericInterface>(
  route: RouteDefinition<T>,
): RouteDefinition {
  return route as unknown as RouteDefinition;
}

/** What the registry exposes about a route (OpenAPI, authorization matrix, property tests). */
export interface RegisteredRoute {
  method: HttpMethod;
  url: string;
  family: string;
  auth: RouteAuth;
  context: RouteContextKind;
  apiKey: boolean;
  raw: boolean;
  produces: string | undefined;
  schema: RouteSchema | undefined;
  callerGuard: CallerGuard | undefined;
  permission: RouteDefinition['permission'];
}
