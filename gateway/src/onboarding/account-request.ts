/**
 * POST /v2/prospects (spec §2 /account-request, §7 prospect base path): a person asks for an account. The request
 * is checked by the kernel's accountRequestProblems; it creates a prospect with an application draft and sends
 * the prospect's sign-in code to the outbox (the prospect login of /prospect-login/verify).
 *
 * The answer is the same whether the email was new, already a prospect's (a fresh code is sent) or a customer's
 * (nothing is created or sent: customers log in at /login), so the form tells nobody who banks here.
 */
import { sql } from 'kysely';
import {
  accountRequestAcceptedSchema,
  accountRequestBodySchema,
  accountRequestProblems,
  type AccountRequestBody,
} from 'shared-kernel/domain';
import { randomUUID } from 'node:crypto';
import { issueCode } from '../auth/codes';
import { normalizeEmail } from '../auth/login';
import type { KontorExecutor } from '../db/database';
import { validationError } from '../http/errors';
import { defineRoute } from '../http/route';
import { PROSPECT_CONDITION_CODES, zurichToday } from './queries';

/** A code is re-sent to a known prospect at most this often (the form cannot flood an inbox). */
const RESEND_INTERVAL_SECONDS = 30;

async function recentlySent(db: KontorExecutor, email: string): Promise<boolean> {
  const recent = await db
    .selectFrom('auth_codes')
    .select('id')
    .where('email', '=', email)
    .where('purpose', '=', 'prospect')
    .where('created_at', '>', sql<Date>`now() - ${`${RESEND_INTERVAL_SECONDS} seconds`}::interval`)
    .executeTakeFirst();
  return recent !== undefined;
}

export const accountRequestRoute = defineRoute<{ Body: AccountRequestBody }>({
  method: 'POST',
  url: '/api/v2/prospects',
  family: 'onboarding.request',
  auth: 'none',
  schema: {
    summary:
      'Account request: creates a prospect with an application draft and sends the prospect sign-in code (202 alike for a new, a known or a customer email)',
    body: accountRequestBodySchema,
    response: { 202: accountRequestAcceptedSchema },
  },
  async handler(request, reply) {
    const { db, config } = request.server;
    const body = request.body;
    const problems = accountRequestProblems(body, zurichToday());
    if (problems.length > 0)
      throw validationError(problems.map((problem) => ({ ...problem, message: problem.code })));
    const email = normalizeEmail(body.email);
    const stored: AccountRequestBody = {
      ...body,
      email,
      name: body.name.trim(),
      familyName: body.familyName.trim(),
    };
    await db.transaction().execute(async (trx) => {
      const customer = await trx
        .selectFrom('natural_persons')
        .select('uid')
        .where('email', '=', email)
        .executeTakeFirst();
      if (customer) return;
      // A parallel request for the same email meets the unique email: one prospect, one draft.
      const created = await trx
        .insertInto('prospects')
        .values({
          uid: randomUUID(),
          email,
          status: 'new',
          nick_name: stored.name,
          condition_codes: [...PROSPECT_CONDITION_CODES],
        })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .returning('uid')
        .executeTakeFirst();
      if (created)
        await trx
          .insertInto('prospect_applications')
          .values({ prospect_uid: created.uid, request: JSON.stringify(stored) })
          .execute();
      else if (await recentlySent(trx, email)) return;
      await issueCode(trx, config, email, 'prospect', null);
    });
    reply.code(202);
    return { email };
  },
});
