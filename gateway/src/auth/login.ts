import type { FastifyRequest } from 'fastify';
import {
  authGrantSchema,
  gatewaySessionSchema,
  loginBodySchema,
  prospectGrantSchema,
  prospectLoginBodySchema,
  prospectVerifyBodySchema,
  strongBodySchema,
  type LoginBody,
  type ProspectLoginBody,
  type ProspectVerifyBody,
  type StrongBody,
} from 'shared-kernel/domain';
import type { GatewayConfig } from '../config';
import { defineRoute } from '../http/route';
import { unauthorized } from '../http/errors';
import { consumeCode, issueCode } from './codes';
import { knownDeviceOf, rememberDevice } from './devices';
import {
  assertNotLocked,
  recordFailure,
  recordSuccess,
  releaseAttempts,
  takeAttempts,
  type Throttle,
} from './lockout';
import { hashPassword, verifyPassword } from './password';
import {
  clearSessionCookie,
  openSession,
  revokeSession,
  rotateSession,
  setSessionCookie,
  type SessionRow,
} from './sessions';
import { noContent } from '../http/schemas';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// Compare against a real hash when the email is unknown, so timing does not reveal which emails exist.
let unknownUserHash: Promise<string> | null = null;
function hashForUnknownUser(): Promise<string> {
  unknownUserHash ??= hashPassword('not-a-kontor-password');
  return unknownUserHash;
}

type ThrottleConfig = Pick<GatewayConfig, 'maxFailedLogins' | 'maxAccountFailures'>;

/**
 * A password guess counts for this client on the account (a known device, else the address) and, from an
 * unknown client, for the account as a whole (docs/security.md "Lockout policy").
 */
function passwordThrottles(
  config: ThrottleConfig,
  email: string,
  request: FastifyRequest,
  device: string | null,
): Throttle[] {
  const client = device ? `device:${device.slice(0, 16)}` : `ip:${request.ip}`;
  const perClient: Throttle = {
    scope: 'password',
    subject: `${email} ${client}`,
    limit: config.maxFailedLogins,
  };
  if (device) return [perClient];
  return [perClient, { scope: 'password', subject: email, limit: config.maxAccountFailures }];
}

/** The code step counts per account, across password logins (a new login does not reset it). */
const codeThrottle = (config: ThrottleConfig, email: string): Throttle => ({
  scope: 'code',
  subject: email,
  limit: config.maxFailedLogins,
});

/** Prospect codes (no password before them): per email and address, and per email. */
const prospectThrottles = (config: ThrottleConfig, email: string, request: FastifyRequest): Throttle[] => [
  { scope: 'prospect', subject: `${email} ip:${request.ip}`, limit: config.maxFailedLogins },
  { scope: 'prospect', subject: email, limit: config.maxAccountFailures },
];

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

const login = defineRoute<{ Body: LoginBody }>({
  method: 'POST',
  url: '/api/v3/auth/login',
  family: 'auth',
  auth: 'none',
  schema: {
    summary: 'Email + password: weak session, and a strong-auth code to the outbox',
    body: loginBodySchema,
    response: { 200: authGrantSchema },
  },
  async handler(request, reply) {
    const { db, config } = request.server;
    const email = normalizeEmail(request.body.email);
    const device = await knownDeviceOf(db, request, email);
    const attempts = await takeAttempts(db, config, passwordThrottles(config, email, request, device));
    const person = await db
      .selectFrom('natural_persons')
      .select(['uid', 'password_hash'])
      .where('email', '=', email)
      .executeTakeFirst();
    const passwordOk = await verifyPassword(
      request.body.password,
      person?.password_hash ?? (await hashForUnknownUser()),
    );
    if (!person || !passwordOk) {
      await recordFailure(db, config, attempts);
      throw unauthorized('invalid_credentials');
    }
    // This client's count starts over; the account's count of unknown clients keeps its failures (they age
    // out on their own) but not this success.
    await recordSuccess(db, attempts.slice(0, 1));
    await releaseAttempts(db, attempts.slice(1));
    // While the code step is locked no new code is sent (the lock outlives password logins).
    await assertNotLocked(db, [codeThrottle(config, email)]);
    const { token, session } = await db.transaction().execute(async (trx) => {
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

const strong = defineRoute<{ Body: StrongBody }>({
  method: 'POST',
  url: '/api/v3/auth/strong',
  family: 'auth',
  auth: 'weak',
  schema: {
    summary: 'One-time code of the weak session: strong session (token rotated)',
    body: strongBodySchema,
    response: { 200: authGrantSchema },
  },
  async handler(request, reply) {
    const { db, config } = request.server;
    const session = await currentSession(request);
    const attempts = await takeAttempts(db, config, [codeThrottle(config, session.email)]);
    const check = await consumeCode(db, session.email, 'strong', session.id, request.body.code);
    if (check !== 'ok') {
      await recordFailure(db, config, attempts);
      throw unauthorized(check);
    }
    const rotated = await db.transaction().execute(async (trx) => {
      await recordSuccess(trx, attempts);
      return rotateSession(trx, config, session, 'strong');
    });
    request.server.sessions.forget(session.id);
    if (!rotated) throw unauthorized();
    await rememberDevice(db, request, reply, session.email);
    setSessionCookie(reply, config, rotated.token, rotated.session.expires_at);
    return { authLevel: 'strong', refreshTokenExp: rotated.session.expires_at.getTime() };
  },
});

const refresh = defineRoute({
  method: 'POST',
  url: '/api/v3/auth/refresh',
  family: 'auth',
  auth: 'pin',
  schema: {
    summary: 'Rotate the session token and extend it; new expiry in x-refresh-token-exp',
    response: { 204: noContent },
  },
  async handler(request, reply) {
    const { db, config } = request.server;
    const session = await currentSession(request);
    const rotated = await db.transaction().execute((trx) => rotateSession(trx, config, session));
    request.server.sessions.forget(session.id);
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
  schema: { summary: 'End this session only (other devices stay signed in)', response: { 204: noContent } },
  async handler(request, reply) {
    const { db, config } = request.server;
    if (request.ctx.sessionId) {
      await revokeSession(db, request.ctx.sessionId);
      request.server.sessions.forget(request.ctx.sessionId);
    }
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
    response: { 200: gatewaySessionSchema },
  },
  async handler(request) {
    const { ctx, server } = request;
    const session = ctx.sessionId ? await currentSession(request) : null;
    const prospect = ctx.prospectUid
      ? await server.db
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

const prospectLogin = defineRoute<{ Body: ProspectLoginBody }>({
  method: 'POST',
  url: '/api/v2/auth/prospects/login',
  family: 'auth',
  auth: 'none',
  schema: {
    summary: 'Prospect email: a 6-digit code to the outbox (204 whether or not the email is known)',
    body: prospectLoginBodySchema,
    response: { 204: noContent },
  },
  async handler(request, reply) {
    const { db, config } = request.server;
    const email = normalizeEmail(request.body.email);
    await assertNotLocked(db, prospectThrottles(config, email, request));
    const prospect = await db
      .selectFrom('prospects')
      .select('uid')
      .where('email', '=', email)
      .executeTakeFirst();
    if (prospect) await issueCode(db, config, email, 'prospect', null);
    return reply.status(204).send();
  },
});

const prospectVerify = defineRoute<{ Body: ProspectVerifyBody }>({
  method: 'POST',
  url: '/api/v2/auth/prospects/verify',
  family: 'auth',
  auth: 'none',
  schema: {
    summary: 'Prospect email + code: pin session',
    body: prospectVerifyBodySchema,
    response: { 200: prospectGrantSchema },
  },
  async handler(request, reply) {
    const { db, config } = request.server;
    const email = normalizeEmail(request.body.email);
    const attempts = await takeAttempts(db, config, prospectThrottles(config, email, request));
    const check = await consumeCode(db, email, 'prospect', null, request.body.code);
    const prospect =
      check === 'ok'
        ? await db.selectFrom('prospects').select('uid').where('email', '=', email).executeTakeFirst()
        : undefined;
    if (!prospect) {
      await recordFailure(db, config, attempts);
      throw unauthorized(check === 'ok' ? 'invalid_code' : check);
    }
    const { token, session } = await db.transaction().execute(async (trx) => {
      await recordSuccess(trx, attempts.slice(0, 1));
      await releaseAttempts(trx, attempts.slice(1));
      // The email code proves the address: a new prospect becomes active, i.e. verified (spec §4).
      await trx
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

export const loginRoutes = [login, strong, refresh, logout, sessionInfo, prospectLogin, prospectVerify];
