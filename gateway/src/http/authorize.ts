import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieName } from '../config';
import { findLiveSession } from '../auth/sessions';
import { platformView, type KontorExecutor } from '../db/database';
import { LANGUAGES, LEVEL_RANK, type EntitlementAction, type Language, type RequestContext } from './context';
import { forbidden, unauthorized, HttpError } from './errors';
import type { RegisteredRoute } from './route';

/** `Accept-Language` → one of the four languages (first 2 letters of the first tag); default en. */
export function parseLanguage(header: string | string[] | undefined): Language {
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return LANGUAGES.find((language) => language === first) ?? 'en';
}

function singleHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether `personUid` may act with `action` on `entityUid` in the given context.
 * Private context: only the person's own cash accounts, where the owner can do everything (spec §6);
 * entitlements never count there, as they are granted by a partnership for its context only.
 * Partnership context: the entitlement rows of that partnership, and nothing else.
 */
export async function personCan(
  db: KontorExecutor,
  personUid: string,
  partnershipUid: string | null,
  entityUid: string,
  action: EntitlementAction,
): Promise<boolean> {
  const view = platformView(db);
  if (partnershipUid === null) {
    const owned = await view
      .selectFrom('cash_accounts')
      .select('uid')
      .where('uid', '=', entityUid)
      .where('owner_type', '=', 'person')
      .where('owner_uid', '=', personUid)
      .executeTakeFirst();
    return owned !== undefined;
  }
  const entitled = await view
    .selectFrom('entitlements')
    .select('entity_uid')
    .where('person_uid', '=', personUid)
    .where('partnership_uid', '=', partnershipUid)
    .where('entity_uid', '=', entityUid)
    .where('action', '=', action)
    .executeTakeFirst();
  return entitled !== undefined;
}

/** `personCan` for many entities at once: the subset of `entityUids` the person may act on. */
export async function personPermitted(
  db: KontorExecutor,
  personUid: string,
  partnershipUid: string | null,
  entityUids: readonly string[],
  action: EntitlementAction,
): Promise<Set<string>> {
  if (entityUids.length === 0) return new Set();
  const view = platformView(db);
  const rows =
    partnershipUid === null
      ? await view
          .selectFrom('cash_accounts')
          .select('uid as entity_uid')
          .where('uid', 'in', [...entityUids])
          .where('owner_type', '=', 'person')
          .where('owner_uid', '=', personUid)
          .execute()
      : await view
          .selectFrom('entitlements')
          .select('entity_uid')
          .where('person_uid', '=', personUid)
          .where('partnership_uid', '=', partnershipUid)
          .where('entity_uid', 'in', [...entityUids])
          .where('action', '=', action)
          .execute();
  return new Set(rows.map((row) => row.entity_uid));
}

/**
 * The per-request guard of every route (an onRequest hook, so it runs before the body is parsed):
 * api key, session level, language, partnership membership. Sets `request.ctx`.
 */
export function authorizationHook(route: RegisteredRoute) {
  return async function authorize(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const { config, db } = request.server;
    // Chosen: 401 for a missing/unknown api key (the caller is not an accepted client), body `{code:'invalid_api_key'}`.
    if (route.apiKey && !config.apiKeys.includes(singleHeader(request.headers['x-api-key']) ?? '')) {
      throw unauthorized('invalid_api_key', 'missing or unknown x-api-key');
    }
    const token = request.cookies[sessionCookieName(config.env)];
    const session = await findLiveSession(db, token);
    const level = session?.level ?? 'none';
    if (LEVEL_RANK[level] < LEVEL_RANK[route.auth]) {
      throw unauthorized(
        session ? 'insufficient_auth_level' : 'unauthorized',
        `requires ${route.auth} session`,
      );
    }
    const personUid = session?.person_uid ?? null;
    // Routes open to everyone (login, reference data) are context-free: the header is ignored there.
    const partnershipHeader =
      route.auth === 'none' ? null : singleHeader(request.headers['x-partnership-uid'])?.trim() || null;

    let roles: string[] = [];
    if (partnershipHeader !== null) {
      if (route.context === 'private') throw forbidden('private context only');
      if (!personUid) throw forbidden('no partnership context without a person session');
      const engagement = await platformView(db)
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

    const decisions = new Map<string, Promise<boolean>>();
    const ctx: RequestContext = {
      personUid,
      prospectUid: session?.prospect_uid ?? null,
      sessionId: session?.id ?? null,
      level,
      language: parseLanguage(request.headers['accept-language']),
      partnershipUid: partnershipHeader,
      roles,
      can(entityUid, action) {
        if (!personUid) return Promise.resolve(false);
        const key = `${entityUid}\u0000${action}`;
        let decision = decisions.get(key);
        if (!decision) {
          decision = personCan(db, personUid, partnershipHeader, entityUid, action);
          decisions.set(key, decision);
        }
        return decision;
      },
      async canEach(entityUids, action) {
        if (!personUid) return entityUids.map(() => false);
        const key = (entityUid: string) => `${entityUid}\u0000${action}`;
        const unknown = entityUids.filter((entityUid) => !decisions.has(key(entityUid)));
        if (unknown.length > 0) {
          const permitted = personPermitted(db, personUid, partnershipHeader, unknown, action);
          for (const entityUid of unknown)
            decisions.set(
              key(entityUid),
              permitted.then((set) => set.has(entityUid)),
            );
        }
        return Promise.all(entityUids.map((entityUid) => decisions.get(key(entityUid))!));
      },
    };
    request.ctx = ctx;
  };
}
