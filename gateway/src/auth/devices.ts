/**
 * Known devices (docs/security.md "Lockout policy"): a browser that completed a strong login for an email gets
 * a cookie of its own (256 random bits, stored hashed, sent to the auth routes only). Guessing from unknown
 * clients can lock the account for them, never for such a device: an attacker cannot lock the customer out.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { KontorEnv } from '../config';
import type { KontorExecutor } from '../db/database';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const deviceCookieName = (env: KontorEnv) => `kontor_${env}_device`;
const DEVICE_COOKIE_PATH = '/api/v3/auth';

/** The known device the request comes from for this email (its token hash), if any. */
export async function knownDeviceOf(
  db: KontorExecutor,
  request: FastifyRequest,
  email: string,
): Promise<string | null> {
  const token = request.cookies[deviceCookieName(request.server.config.env)];
  if (!token) return null;
  const device = await db
    .selectFrom('known_devices')
    .select('token_hash')
    .where('token_hash', '=', hashToken(token))
    .where('email', '=', email)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return device?.token_hash ?? null;
}

/** After a strong login: this browser is a known device of the email (a new token replaces its old one). */
export async function rememberDevice(
  db: KontorExecutor,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
): Promise<void> {
  const config = request.server.config;
  const previous = request.cookies[deviceCookieName(config.env)];
  if (previous) await db.deleteFrom('known_devices').where('token_hash', '=', hashToken(previous)).execute();
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + config.knownDeviceTtlMs);
  await db
    .insertInto('known_devices')
    .values({ token_hash: hashToken(token), email, expires_at: expires })
    .execute();
  reply.setCookie(deviceCookieName(config.env), token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.env !== 'local',
    path: DEVICE_COOKIE_PATH,
    expires,
  });
}
