import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Selectable } from 'kysely';
import { sessionCookieName, type GatewayConfig } from '../config';
import type { AuthLevel, KontorExecutor } from '../db/database';
import type { SessionsTable } from '../db/tables/platform';

export type SessionRow = Selectable<SessionsTable>;

/** 256 bits from the CSPRNG, url-safe: the cookie value. Only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionOwner {
  email: string;
  personUid: string | null;
  prospectUid: string | null;
}

type SessionConfig = Pick<GatewayConfig, 'sessionTtlMs' | 'sessionAbsoluteTtlMs'>;

/** Idle expiry from now, never past the sign-in's absolute end (docs/security.md "Sessions"). */
const idleExpiry = (config: SessionConfig, absoluteEnd: Date): Date =>
  new Date(Math.min(Date.now() + config.sessionTtlMs, absoluteEnd.getTime()));

/**
 * A new session row. A sign-in starts its absolute lifetime (12 h); a rotation (refresh, step-up) passes the
 * predecessor's end on unchanged, so refreshing can keep a session alive only until then.
 */
export async function openSession(
  db: KontorExecutor,
  config: SessionConfig,
  owner: SessionOwner,
  level: AuthLevel,
  rotatedFrom: Pick<SessionRow, 'id' | 'absolute_expires_at'> | null = null,
): Promise<{ token: string; session: SessionRow }> {
  const token = newSessionToken();
  const absoluteEnd = rotatedFrom
    ? new Date(rotatedFrom.absolute_expires_at)
    : new Date(Date.now() + config.sessionAbsoluteTtlMs);
  const session = await db
    .insertInto('sessions')
    .values({
      id: randomUUID(),
      token_hash: hashSessionToken(token),
      person_uid: owner.personUid,
      prospect_uid: owner.prospectUid,
      email: owner.email,
      level,
      expires_at: idleExpiry(config, absoluteEnd),
      absolute_expires_at: absoluteEnd,
      rotated_from: rotatedFrom?.id ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { token, session };
}

/** The live session of a token: not revoked (logout, rotation) and not expired. */
export async function findLiveSession(
  db: KontorExecutor,
  token: string | undefined,
): Promise<SessionRow | null> {
  if (!token) return null;
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', hashSessionToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return session ?? null;
}

/**
 * Refresh and step-up: a new token (and row) replaces the old one, which is refused from now on (and its open
 * event streams end). The idle expiry restarts from now, up to the absolute end. Runs in one transaction so
 * exactly one of two racing refreshes wins.
 */
export async function rotateSession(
  db: KontorExecutor,
  config: SessionConfig,
  current: SessionRow,
  level: AuthLevel = current.level,
): Promise<{ token: string; session: SessionRow } | null> {
  const revoked = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', current.id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (revoked.numUpdatedRows !== 1n) return null;
  return openSession(
    db,
    config,
    { email: current.email, personUid: current.person_uid, prospectUid: current.prospect_uid },
    level,
    current,
  );
}

export async function revokeSession(db: KontorExecutor, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', sessionId).execute();
}

export function setSessionCookie(
  reply: FastifyReply,
  config: GatewayConfig,
  token: string,
  expires: Date,
): void {
  reply.setCookie(sessionCookieName(config.env), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.env !== 'local',
    path: '/',
    expires,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: GatewayConfig): void {
  reply.clearCookie(sessionCookieName(config.env), {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.env !== 'local',
    path: '/',
  });
}
