import { sql } from 'kysely';
import { hashPassword } from '../../src/auth/password';
import { platformView, type KontorDb } from '../../src/db/database';
import { PERSONA_PASSWORD } from '../helpers';

export const ANNA = 'anna@kontor.test';
export const NORA = 'nora@kontor.test';
export const LUCA = 'luca@kontor.test';
export const CLAIRE = 'claire@kontor.test';
export const BEN = 'ben@kontor.test';
export const RITA = 'rita@kontor.test';
export const PAUL = 'paul@kontor.test';
export const BAECKEREI = 'Bäckerei Meier GmbH';

/**
 * The few persona facts the platform tests need (PERSONAS.md). Normally the domain seed creates them;
 * while it is absent, this inserts the same people minimally so the platform can be tested on its own.
 */
export async function ensurePlatformPersonas(db: KontorDb): Promise<void> {
  const view = platformView(db);
  const existing = await view.selectFrom('natural_persons').select('uid').limit(1).execute();
  if (existing.length > 0) return;
  const passwordHash = await hashPassword(PERSONA_PASSWORD);
  const people = [
    ['p-anna', ANNA, 'Anna', 'Meier'],
    ['p-nora', NORA, 'Nora', 'Schmid'],
    ['p-luca', LUCA, 'Luca', 'Rossi'],
    ['p-claire', CLAIRE, 'Claire', 'Dubois'],
  ] as const;
  for (const [uid, email, name, familyName] of people) {
    await sql`insert into natural_persons (uid, email, password_hash, status, language, name, family_name, birthdate, gender, nationality, domicile_country)
      values (${uid}, ${email}, ${passwordHash}, 'bankable', 'de', ${name}, ${familyName}, '1985-04-12', 'female', 'CH', 'CH')`.execute(
      db,
    );
  }
  await sql`insert into partnerships (uid, name, legal_form, status) values ('pt-baeckerei', ${BAECKEREI}, 'limited liability company', 'bankable')`.execute(
    db,
  );
  await sql`insert into partnerships (uid, name, legal_form, status) values ('pt-asl', 'Association Sportive Lausanne', 'association', 'bankable')`.execute(
    db,
  );
  await sql`insert into partnership_engagements (person_uid, partnership_uid, roles) values
    ('p-anna', 'pt-baeckerei', '{partner,delegate,deputy}'), ('p-nora', 'pt-baeckerei', '{partner,delegate}'),
    ('p-luca', 'pt-baeckerei', '{delegate}'), ('p-claire', 'pt-asl', '{deputy,delegate}')`.execute(db);
  await sql`insert into cash_accounts (uid, owner_uid, owner_type, iban, currency, status, account_name, account_type) values
    ('ca-anna', 'p-anna', 'person', 'CH5604835012345678009', 'CHF', 'active', 'Privatkonto', 'private'),
    ('ca-betrieb', 'pt-baeckerei', 'partnership', 'CH9300762011623852957', 'CHF', 'active', 'Betriebskonto', 'business'),
    ('ca-lohn', 'pt-baeckerei', 'partnership', 'CH9300762011623852958', 'CHF', 'active', 'Lohnkonto', 'business')`.execute(
    db,
  );
  await sql`insert into entitlements (person_uid, partnership_uid, entity_uid, entity_type, action) values
    ('p-luca', 'pt-baeckerei', 'ca-betrieb', 'CashAccount', 'capture'), ('p-luca', 'pt-baeckerei', 'ca-lohn', 'CashAccount', 'view')`.execute(
    db,
  );
  await sql`insert into prospects (uid, email, status) values ('pr-paul', ${PAUL}, 'new')`.execute(db);
}

export async function personUid(db: KontorDb, email: string): Promise<string> {
  const row = await platformView(db)
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
