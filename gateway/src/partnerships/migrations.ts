/**
 * The partnerships resource's migration for partnership administration (issue 32, listed in
 * db/migrations/index.ts): pending updates of internal-registry partnerships, the partnership's compliance
 * declarations, and one active subscription per agent (a plan change retires the old one and starts the new
 * one; the constraint makes two racing changes unable to leave two active plans). One statement per query (PGlite).
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

const STATEMENTS = [
  `create table partnership_pending_updates (
    uid text primary key,
    partnership_uid text not null references partnerships(uid) on delete cascade,
    status text not null check (status in ('pending','applied','withdrawn')),
    changes jsonb not null,
    requested_by text not null references natural_persons(uid),
    requested_at timestamptz not null default now(),
    decided_at timestamptz,
    check ((status = 'pending') = (decided_at is null))
  )`,
  `create unique index partnership_pending_updates_one_pending on partnership_pending_updates(partnership_uid)
    where status = 'pending'`,
  `create table compliance_declarations (
    uid text primary key,
    partnership_uid text not null references partnerships(uid) on delete cascade,
    status text not null check (status in ('new','cancelled','certification','certification issues','certification failed','certified')),
    form text not null check (form in ('K','A')),
    controlling_persons jsonb not null,
    submitted_by text not null references natural_persons(uid),
    submitted_at timestamptz not null default now(),
    status_changed_at timestamptz not null default now()
  )`,
  `create unique index compliance_declarations_one_open on compliance_declarations(partnership_uid)
    where status in ('new','certification','certification issues')`,
  `create index compliance_declarations_partnership on compliance_declarations(partnership_uid, submitted_at)`,
  `create unique index subscriptions_one_active on subscriptions(agent_uid) where status = 'active'`,
];

export const partnershipsAdmin: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
  },
};
