/**
 * Company onboarding's migration (listed in db/migrations/index.ts; issue 33 items 3 and 4):
 * - company_register: the sandbox commercial register (reference data, filled here from register-data.ts);
 * - company_onboardings: a person's onboarding of a company, one per prospective client (the Organisation
 *   badge counts the open ones), with the requested partnership once a plan is chosen;
 * - partnership_registrations: the registration of a non-registered partnership, step by step, answering one of
 *   the person's partnership declarations.
 * One statement per query (PGlite).
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { registerRows } from './register-data';

const STATEMENTS = [
  `create table company_register (
    uid text primary key check (uid ~ '^CHE-[0-9]{3}\\.[0-9]{3}\\.[0-9]{3}$'),
    uid_digits text not null unique check (uid_digits ~ '^[0-9]{9}$'),
    name text not null,
    legal_form text not null,
    seat text not null
  )`,
  `create index company_register_name on company_register(lower(name))`,
  `create table company_onboardings (
    uid text primary key references prospective_clients(uid) on delete cascade,
    person_uid text not null references natural_persons(uid) on delete cascade,
    company_uid text not null check (company_uid ~ '^CHE-[0-9]{3}\\.[0-9]{3}\\.[0-9]{3}$'),
    seat text not null,
    from_register boolean not null,
    partnership_uid text unique references partnerships(uid) on delete cascade,
    plan_code text references plans(code),
    billing_interval text check (billing_interval in ('IntervalMonthly','IntervalYearly')),
    created_at timestamptz not null default now(),
    check ((partnership_uid is null) = (plan_code is null))
  )`,
  `create index company_onboardings_person on company_onboardings(person_uid)`,
  `create table partnership_registrations (
    uid text primary key,
    person_uid text not null references natural_persons(uid) on delete cascade,
    declaration_uid text not null unique references partnership_declarations(uid) on delete cascade,
    status text not null check (status in ('draft','completed')),
    name text not null,
    legal_form text check (legal_form in ('simple_partnership','association','body_corporate')),
    seat text,
    purpose text,
    members jsonb not null default '[]',
    partnership_uid text unique references partnerships(uid) on delete cascade,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check ((status = 'completed') = (partnership_uid is not null))
  )`,
  `create index partnership_registrations_person on partnership_registrations(person_uid)`,
];

export const companyOnboardingTables: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
    for (const row of registerRows())
      await sql`insert into company_register (uid, uid_digits, name, legal_form, seat)
        values (${row.uid}, ${row.uid_digits}, ${row.name}, ${row.legal_form}, ${row.seat})`.execute(db);
  },
};
