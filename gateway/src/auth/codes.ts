import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { GatewayConfig } from '../config';
import type { CodePurpose, KontorExecutor } from '../db/database';

function hashCode(codeId: string, code: string): string {
  return createHash('sha256').update(`${codeId}:${code}`).digest('hex');
}

/**
 * A 6-digit one-time code: stored hashed, valid 5 minutes, single use. The sandbox "mails" it to
 * the outbox (DESIGN.md: the dev mail catcher), the only place it exists in clear.
 */
export async function issueCode(
  db: KontorExecutor,
  config: Pick<GatewayConfig, 'codeTtlMs'>,
  email: string,
  purpose: CodePurpose,
  sessionId: string | null,
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = randomUUID();
  await db
    .insertInto('auth_codes')
    .values({
      id,
      email,
      code_hash: hashCode(id, code),
      purpose,
      session_id: sessionId,
      expires_at: new Date(Date.now() + config.codeTtlMs),
    })
    .execute();
  await db.insertInto('outbox').values({ email, purpose, code, session_id: sessionId }).execute();
}

export type CodeCheck = 'ok' | 'invalid_code' | 'code_expired';

/** Checks a code against the recent codes of this email/purpose (and session); a match is used up. */
export async function consumeCode(
  db: KontorExecutor,
  email: string,
  purpose: CodePurpose,
  sessionId: string | null,
  code: string,
): Promise<CodeCheck> {
  let query = db
    .selectFrom('auth_codes')
    .select(['id', 'code_hash', 'expires_at', 'used_at'])
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .limit(10);
  if (sessionId) query = query.where('session_id', '=', sessionId);
  const candidates = await query.execute();
  const match = candidates.find((candidate) =>
    timingSafeEqual(
      Buffer.from(candidate.code_hash, 'hex'),
      Buffer.from(hashCode(candidate.id, code), 'hex'),
    ),
  );
  if (!match || match.used_at) return 'invalid_code';
  if (new Date(match.expires_at).getTime() <= Date.now()) return 'code_expired';
  const used = await db
    .updateTable('auth_codes')
    .set({ used_at: new Date() })
    .where('id', '=', match.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return used.numUpdatedRows === 1n ? 'ok' : 'invalid_code';
}
