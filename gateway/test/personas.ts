/** The personas of PERSONAS.md by email, and lookups of their seeded uids. */
import { sql } from 'kysely';
import type { KontorDb } from '../src/db/database';

export const ANNA = 'anna@kontor.test';
export const NORA = 'nora@kontor.test';
export const LUCA = 'luca@kontor.test';
export const CLAIRE = 'claire@kontor.test';
export const BEN = 'ben@kontor.test';
export const RITA = 'rita@kontor.test';
export const PAUL = 'paul@kontor.test';
export const BAECKEREI = 'Bäckerei Meier GmbH';

export async function personUid(db: KontorDb, email: string): Promise<string> {
  const row = await db
    .selectFrom('natural_persons')
    .select('uid')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.uid;
}

export async function partnershipUid(db: KontorDb, name: string): Promise<string> {
  const row = await sql<{ uid: string }>`select uid from partnerships where name = ${name}`.execute(db);
  if (!row.rows[0]) throw new Error(`no partnership ${name}`);
  return row.rows[0].uid;
}

/** A cash account of the partnership that `email` may view only through an entitlement row. */
export async function partnershipAccountEntitled(
  db: KontorDb,
  email: string,
  partnership: string,
): Promise<string> {
  const row = await sql<{ uid: string }>`
    select ca.uid from cash_accounts ca
    join entitlements en on en.entity_uid = ca.uid
    join natural_persons np on np.uid = en.person_uid
    where ca.owner_uid = ${partnership} and np.email = ${email}
    order by ca.uid limit 1`.execute(db);
  if (!row.rows[0]) throw new Error(`no entitled account of ${email} in ${partnership}`);
  return row.rows[0].uid;
}
