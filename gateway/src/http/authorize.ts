import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieName } from '../config';
import { LANGUAGES, LEVEL_RANK, type Language, type RequestContext } from './context';
import { forbidden, unauthorized, HttpError } from './errors';
import { contextRights } from './rights';
import type { RegisteredRoute } from './route';
import { READ_HEADER } from '../reads/read-header';

/** `Accept-Language` → one of the four languages (first 2 letters of the first tag); default en. */
export function parseLanguage(header: string | string[] | undefined): Language {
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return LANGUAGES.find((language) => language === first) ?? 'en';
}

/** A header's one value (Node gives an array for a repeated header: the first counts). */
export function singleHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Whether POST /api/v3/reads may read the route: a JSON GET that is not an auth call. */
function readable(route: RegisteredRoute): boolean {
  return route.method === 'GET' && !route.raw && route.family !== 'auth';
}

/**
 * The per-request guard of every route (an onRequest hook, so it runs before the body is parsed):
 * api key, session level, language, partnership membership, then the route's own right (`permission`).
 * Sets `request.ctx`.
 */
export function authorizationHook(route: RegisteredRoute) {
  return async function authorize(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const { config, db, sessions } = request.server;
    // A read of POST /api/v3/reads (reads/index.ts) reaches plain JSON GET routes only.
    if (request.headers[READ_HEADER] !== undefined && !readable(route)) {
      throw new HttpError(400, { code: 'not_readable', message: `${route.url} cannot be read in a batch` });
    }
    // Chosen: 401 for a missing/unknown api key (the caller is not an accepted client), body `{code:'invalid_api_key'}`.
    if (route.apiKey && !config.apiKeys.includes(singleHeader(request.headers['x-api-key']) ?? '')) {
      throw unauthorized('invalid_api_key', 'missing or unknown x-api-key');
    }
    const token = request.cookies[sessionCookieName(config.env)];
    const session = await sessions.find(token);
    const level = session?.level ?? 'none';
    if (LEVEL_RANK[level] < LEVEL_RANK[route.auth]) {
      throw unauthorized(
        session ? 'insufficient_auth_level' : 'unauthorized',
        `requires ${route.auth} session`,
      );
    }
    // A resource's own check of the caller (e.g. the sandbox tools: sandbox/operator.ts).
    route.callerGuard?.check(request, session);
    const personUid = session?.person_uid ?? null;
    // Routes open to everyone (login, reference data) are context-free: the header is ignored there.
    const partnershipHeader =
      route.auth === 'none' ? null : singleHeader(request.headers['x-partnership-uid'])?.trim() || null;

    let roles: string[] = [];
    if (partnershipHeader !== null) {
      if (route.context === 'private') throw forbidden('private context only');
      if (!personUid) throw forbidden('no partnership context without a person session');
      const engagement = await db
        .selectFrom('partnership_engagements')
        .select('roles')
        .where('person_uid', '=', personUid)
        .where('partnership_uid', '=', partnershipHeader)
        .executeTakeFirst();
      if (!engagement) throw forbidden('not engaged in this partnership');
      roles = engagement.roles;
    } else if (route.context === 'partnership') {
      throw new HttpError(400, {
        code: 'partnership_context_required',
        message: 'x-partnership-uid is required',
      });
    }

    const rights = contextRights(db, personUid, partnershipHeader, request.server.entityKinds);
    const ctx: RequestContext = {
      personUid,
      prospectUid: session?.prospect_uid ?? null,
      sessionId: session?.id ?? null,
      email: session?.email ?? null,
      level,
      language: parseLanguage(request.headers['accept-language']),
      partnershipUid: partnershipHeader,
      roles,
      can: rights.can,
      canEach: rights.canEach,
      canOnAccounts: rights.canOnAccounts,
    };
    request.ctx = ctx;
    await route.permission?.(request);
  };
}
