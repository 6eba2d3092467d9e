import type { FastifyRequest } from 'fastify';
import { isSandboxLike } from '../config';
import { platformView } from '../db/database';
import { defineRoute, type RouteDefinition } from '../http/route';
import { unauthorized } from '../http/errors';
import { consumeCode, issueCode } from './codes';
import { assertNotLocked, recordFailure, recordSuccess } from './lockout';
import { hashPassword, verifyPassword } from './password';
import {
  clearSessionCookie,
  openSession,
  revokeSession,
  rotateSession,
  setSessionCookie,
  type SessionRow,
} from './sessions';

const EMAIL = { type: 'string', minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+$' } as const;
const CODE = { type: 'string', pattern: '^\\d{6}$' } as const;
const AUTH_LEVEL = { type: 'string', enum: ['none', 'pin', 'weak', 'strong'] } as const;
const GRANTED = {
  type: 'object',
  properties: { authLevel: AUTH_LEVEL, refreshTokenExp: { type: 'integer' } },
  required: ['authLevel', 'refreshTokenExp'],
} as const;

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// Compare against a real hash when the email is unknown, so timing does not reveal which emails exist.
let unknownUserHash: Promise<string> | null = null;
function hashForUnknownUser(): Promise<string> {
  unknownUserHash ??= hashPassword('not-a-kontor-password');
  return unknownUserHash;
}

async function currentSession(request: FastifyRequest): Promise<SessionRow> {
  const { sessionId } = request.ctx;
  const session = sessionId
    ? await request.server.db
        .selectFrom('sessions')
        .selectAll()
        .where('id', '=', sessionId)
        .executeTakeFirst()
    : undefined;
  if (!session) throw unauthorized();
  return session;
}

const login = defineRoute<{ Body: { email: string; password: string } }>({
  method: 'POST',
  url: '/api/v3/auth/login',
  family: 'auth',
  auth: 'none',
  schema: {
    summary: 'Email + password: weak session, and a strong-auth code to the outbox',
    body: {
      type: 'object',
      properties: { email: EMAIL, password: { type: 'string', minLength: 1, maxLength: 1024 } },
      required: ['email', 'password'],
    },
    response: { 200: GRANTED },
  },
  async handler(request, reply) {
    const { db, config } = request.server;
    const email = normalizeEmail(request.body.email);
    await assertNotLocked(db, email);
    const person = await platformView(db)
      .selectFrom('natural_persons')
      .select(['uid', 'password_hash'])
      .where('email', '=', email)
      .executeTakeFirst();
    const passwordOk = await verifyPassword(
      request.body.password,
      person?.password_hash ?? (await hashForUnknownUser()),
    );
    if (!person || !passwordOk) {
      await recordFailure(db, config, email);
      throw unauthorized('invalid_credentials');
    }
    const { token, session } = await db.transaction().execute(async (trx) => {
      await recordSuccess(trx, email);
      const opened = await openSession(
        trx,
        config,
        { email, personUid: person.uid, prospectUid: null },
        'weak',
      );
      await issueCode(trx, config, email, 'strong', opened.session.id);
      return opened;
    });
    setSessionCookie(reply, config, token, session.expires_at);
    return { authLevel: 'weak', refreshTokenExp: session.expires_at.getTime() };
  },
});

const strong = defineRoute<{ Body: { code: string } }>({
  method: 'POST',
  url: '/api/v3/auth/strong',
  family: 'auth',
  auth: 'weak',
  schema: {
    summary: 'One-time code of the weak session: strong session (token rotated)',
    body: { type: 'object', properties: { code: CODE }, required: ['code'] },
    response: { 200: GRANTED },
  },
  async handler(request, reply) {
    const { db, config } = request.server;
    const session = await currentSession(request);
    await assertNotLocked(db, session.email);
    const check = await consumeCode(db, session.email, 'strong', session.id, request.body.code);
    if (check !== 'ok') {
      await recordFailure(db, config, session.email);
      throw unauthorized(check);
    }
    const rotated = await db.transaction().execute(async (trx) => {
      await recordSuccess(trx, session.email);
      return rotateSession(trx, config, session, 'strong');
    });
    if (!rotated) throw unauthorized();
    setSessionCookie(reply, config, rotated.token, rotated.session.expires_at);
    return { authLevel: 'strong', refreshTokenExp: rotated.session.expires_at.getTime() };
  },
});

const refresh = defineRoute({
  method: 'POST',
  url: '/api/v3/auth/refresh',
  family: 'auth',
  auth: 'pin',
  schema: { summary: 'Rotate the session token and extend it; new expiry in x-refresh-token-exp' },
  async handler(request, reply) {
    const { db, config } = request.server;
    const session = await currentSession(request);
    const rotated = await db.transaction().execute((trx) => rotateSession(trx, config, session));
    // A concurrent refresh of the same token already won: this one is refused like a stale token.
    if (!rotated) throw unauthorized();
    setSessionCookie(reply, config, rotated.token, rotated.session.expires_at);
    reply.header('x-refresh-token-exp', String(rotated.session.expires_at.getTime()));
    return reply.status(204).send();
  },
});

const logout = defineRoute({
  method: 'POST',
  url: '/api/v3/auth/logout',
  family: 'auth',
  auth: 'none',
  schema: { summary: 'End this session only (other devices stay signed in)' },
  async handler(request, reply) {
    const { db, config } = request.server;
    if (request.ctx.sessionId) await revokeSession(db, request.ctx.sessionId);
    clearSessionCookie(reply, config);
    return reply.status(204).send();
  },
});

const sessionInfo = defineRoute({
  method: 'GET',
  url: '/api/v3/auth/session',
  family: 'auth',
  auth: 'none',
  schema: {
    summary: 'The current session level',
    response: {
      200: {
        type: 'object',
        properties: {
          authLevel: AUTH_LEVEL,
          refreshTokenExp: { type: ['integer', 'null'] },
          userUid: { type: ['string', 'null'] },
          prospect: {
            type: ['object', 'null'],
            properties: { uid: { type: 'string' }, email: { type: 'string' }, status: { type: 'string' } },
          },
        },
      },
    },
  },
  async handler(request) {
    const { ctx, server } = request;
    const session = ctx.sessionId ? await currentSession(request) : null;
    const prospect = ctx.prospectUid
      ? await platformView(server.db)
          .selectFrom('prospects')
          .select(['uid', 'email', 'status'])
          .where('uid', '=', ctx.prospectUid)
          .executeTakeFirst()
      : undefined;
    return {
      authLevel: ctx.level,
      refreshTokenExp: session ? session.expires_at.getTime() : null,
      userUid: ctx.personUid,
      prospect: prospect ?? null,
    };
  },
});

const prospectLogin = defineRoute<{ Body: { email: string } }>({
  method: 'POST',
  url: '/api/v2/auth/prospects/login',
  family: 'auth',
  auth: 'none',
  schema: {
    summary: 'Prospect email: a 6-digit code to the outbox (204 whether or not the email is known)',
    body: { type: 'object', properties: { email: EMAIL }, required: ['email'] },
  },
  async handler(request, reply) {
    const { db, config } = request.server;
    const email = normalizeEmail(request.body.email);
    await assertNotLocked(db, email);
    const prospect = await platformView(db)
      .selectFrom('prospects')
      .select('uid')
      .where('email', '=', email)
      .executeTakeFirst();
    if (prospect) await issueCode(db, config, email, 'prospect', null);
    return reply.status(204).send();
  },
});

const prospectVerify = defineRoute<{ Body: { email: string; code: string } }>({
  method: 'POST',
  url: '/api/v2/auth/prospects/verify',
  family: 'auth',
  auth: 'none',
  schema: {
    summary: 'Prospect email + code: pin session',
    body: { type: 'object', properties: { email: EMAIL, code: CODE }, required: ['email', 'code'] },
    response: { 200: GRANTED },
  },
  async handler(request, reply) {
    const { db, config } = request.server;
    const email = normalizeEmail(request.body.email);
    await assertNotLocked(db, email);
    const check = await consumeCode(db, email, 'prospect', null, request.body.code);
    const prospect =
      check === 'ok'
        ? await platformView(db)
            .selectFrom('prospects')
            .select('uid')
            .where('email', '=', email)
            .executeTakeFirst()
        : undefined;
    if (!prospect) {
      await recordFailure(db, config, email);
      throw unauthorized(check === 'ok' ? 'invalid_code' : check);
    }
    const { token, session } = await db.transaction().execute(async (trx) => {
      await recordSuccess(trx, email);
      // The email code proves the address: a new prospect becomes active, i.e. verified (spec §4).
      await platformView(trx)
        .updateTable('prospects')
        .set({ status: 'active' })
        .where('uid', '=', prospect.uid)
        .where('status', '=', 'new')
        .execute();
      return openSession(trx, config, { email, personUid: null, prospectUid: prospect.uid }, 'pin');
    });
    setSessionCookie(reply, config, token, session.expires_at);
    return { authLevel: 'pin', refreshTokenExp: session.expires_at.getTime() };
  },
});

const outbox = defineRoute<{ Querystring: { email: string } }>({
  method: 'GET',
  url: '/api/sandbox/outbox',
  family: 'sandbox',
  auth: 'none',
  // The dev mail catcher is read by people and test runners, not the web app.
  apiKey: false,
  schema: {
    summary: 'Sandbox mail catcher: codes sent to an email, newest first (local and sandbox only)',
    querystring: { type: 'object', properties: { email: EMAIL }, required: ['email'] },
    response: {
      200: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            email: { type: 'string' },
            code: { type: 'string' },
            purpose: { type: 'string' },
            createdAt: { type: 'string' },
          },
        },
      },
    },
  },
  async handler(request) {
    const rows = await request.server.db
      .selectFrom('outbox')
      .select(['email', 'code', 'purpose', 'created_at'])
      .where('email', '=', normalizeEmail(request.query.email))
      .orderBy('id', 'desc')
      .limit(50)
      .execute();
    return rows.map((row) => ({
      email: row.email,
      code: row.code,
      purpose: row.purpose,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  },
});

export function authRoutes(env: Parameters<typeof isSandboxLike>[0]): RouteDefinition[] {
  const routes = [login, strong, refresh, logout, sessionInfo, prospectLogin, prospectVerify];
  // DESIGN.md: in other environments the outbox endpoint does not exist (404).
  return isSandboxLike(env) ? [...routes, outbox] : routes;
}
