/**
 * A forgotten password (issue 33 item 1, /login/more-info; docs/security.md "Password reset"). It lives with the
 * passwords and sessions it changes: the hash (./password.ts), the sessions it ends (./sessions.ts and the
 * session cache).
 * - Asking: a link with a 256-bit token goes to the email's outbox if the email is a customer's with a password;
 *   the answer is 204 either way (nobody learns who banks here). Only the token's sha256 is stored; it is good for
 *   RESET_TTL_MINUTES, and a newer link ends the older ones. A link is sent at most once a minute per person.
 * - Using: the kernel's passwordProblems first (400 ValidationError), then one conditional update takes the link
 *   (unused and unexpired), so two parallel uses of one link change the password once; the person's sessions end.
 *   A lockout (./lockout.ts) is not lifted: it ends on its own time, as the login says.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  passwordProblems,
  passwordResetConfirmBodySchema,
  passwordResetRequestBodySchema,
  type PasswordResetConfirmBody,
  type PasswordResetRequestBody,
} from 'shared-kernel/domain';
import { badRequest, validationError } from '../http/errors';
import { defineRoute } from '../http/route';
import { noContent } from '../http/schemas';
import { normalizeEmail } from './login';
import { hashPassword } from './password';

export const RESET_TTL_MINUTES = 30;
const RESEND_INTERVAL_SECONDS = 60;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The page the link opens: the app's origin (it and /api share one behind the edge and the dev server). */
function resetLink(origin: unknown, token: string): string {
  const base = typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin) ? origin : '';
  return `${base}/login/more-info?reset=${token}`;
}

const requestReset = defineRoute<{ Body: PasswordResetRequestBody }>({
  method: 'POST',
  url: '/api/v3/auth/password-reset',
  family: 'auth',
  auth: 'none',
  schema: {
    summary: "A password reset link to a customer's email (204 whether or not the email is known)",
    body: passwordResetRequestBodySchema,
    response: { 204: noContent },
  },
  async handler(request, reply) {
    const db = request.server.db;
    const email = normalizeEmail(request.body.email);
    const person = await db
      .selectFrom('natural_persons')
      .select('uid')
      .where('email', '=', email)
      .where('password_hash', 'is not', null)
      .executeTakeFirst();
    if (person) {
      const token = randomBytes(32).toString('base64url');
      await db.transaction().execute(async (trx) => {
        // The person's row orders parallel requests: one link per interval.
        await trx
          .selectFrom('natural_persons')
          .select('uid')
          .where('uid', '=', person.uid)
          .forUpdate()
          .execute();
        const recent = await trx
          .selectFrom('password_resets')
          .select('id')
          .where('person_uid', '=', person.uid)
          .where('created_at', '>', sql<Date>`now() - ${`${RESEND_INTERVAL_SECONDS} seconds`}::interval`)
          .executeTakeFirst();
        if (recent) return;
        await trx
          .updateTable('password_resets')
          .set({ used_at: sql<Date>`now()` })
          .where('person_uid', '=', person.uid)
          .where('used_at', 'is', null)
          .execute();
        await trx
          .insertInto('password_resets')
          .values({
            id: randomUUID(),
            person_uid: person.uid,
            token_hash: tokenHash(token),
            expires_at: sql<Date>`now() + ${`${RESET_TTL_MINUTES} minutes`}::interval`,
          })
          .execute();
        await trx
          .insertInto('outbox')
          .values({
            email,
            purpose: 'passwordReset',
            code: resetLink(request.headers.origin, token),
            session_id: null,
          })
          .execute();
      });
    }
    return reply.status(204).send();
  },
});

const confirmReset = defineRoute<{ Body: PasswordResetConfirmBody }>({
  method: 'POST',
  url: '/api/v3/auth/password-reset/confirm',
  family: 'auth',
  auth: 'none',
  schema: {
    summary:
      "Sets a new password with a reset link's token (once, before it expires); the person's sessions end",
    body: passwordResetConfirmBodySchema,
    response: { 204: noContent },
  },
  async handler(request, reply) {
    const { db, sessions } = request.server;
    const hash = tokenHash(request.body.token);
    const reset = await db
      .selectFrom('password_resets')
      .innerJoin('natural_persons', 'natural_persons.uid', 'password_resets.person_uid')
      .select([
        'password_resets.id',
        'password_resets.person_uid',
        'password_resets.used_at',
        'natural_persons.email',
      ])
      .select(sql<boolean>`password_resets.expires_at <= now()`.as('expired'))
      .where('password_resets.token_hash', '=', hash)
      .executeTakeFirst();
    if (!reset || reset.used_at) throw badRequest('reset_link_invalid', 'the link was used or replaced');
    if (reset.expired) throw badRequest('reset_link_expired', 'the link has expired');
    const problems = passwordProblems(request.body.password, reset.email);
    if (problems.length > 0)
      throw validationError(problems.map((problem) => ({ ...problem, message: problem.code })));
    const passwordHash = await hashPassword(request.body.password);
    const ended = await db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable('password_resets')
        .set({ used_at: sql<Date>`now()` })
        .where('id', '=', reset.id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning('id')
        .executeTakeFirst();
      if (!taken) throw badRequest('reset_link_invalid', 'the link was used or replaced');
      await trx
        .updateTable('natural_persons')
        .set({ password_hash: passwordHash })
        .where('uid', '=', reset.person_uid)
        .execute();
      return trx
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('person_uid', '=', reset.person_uid)
        .where('revoked_at', 'is', null)
        .returning('id')
        .execute();
    });
    // This instance refuses them at once; the others on the database's notice (./session-cache.ts).
    for (const { id } of ended) sessions.forget(id);
    return reply.status(204).send();
  },
});

export const passwordResetRoutes = [requestReset, confirmReset];
