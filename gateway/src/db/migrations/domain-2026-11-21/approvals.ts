/**
 * A partnership's activities, a person's confirmations and the approvals a partnership's voting rule asks for.
 * Part of the released migration `domainCore` (../domain-2026-11-21.ts): never edit a statement.
 */

export const APPROVAL_TABLES: readonly string[] = [
  `create table activities (
    uid text primary key,
    partnership_uid text not null references partnerships(uid) on delete cascade,
    code text not null,
    title text not null,
    ref_data_tag text not null,
    node_name text not null,
    status text not null check (status in ('processing','completed','done','not-started','work-in-progress','confirmation-in-progress')),
    actionable_person_uids text[] not null default '{}',
    created_at timestamptz not null default now()
  )`,
  `create table confirmations (
    handle text primary key,
    context_uid text not null,
    person_uid text not null references natural_persons(uid),
    confirmation_type text not null,
    purpose text not null,
    title text not null,
    condition_codes text[] not null default '{}',
    status text not null check (status in ('pending','accepted','refused')),
    reason_code text,
    accepted_condition_codes text[] not null default '{}',
    decided_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  `create table pending_approvals (
    uid text primary key,
    partnership_uid text not null references partnerships(uid) on delete cascade,
    subject_type text not null check (subject_type in ('paymentOrder','beneficiary','deputyChange')),
    subject_uid text not null,
    requested_by text not null,
    required_approvals integer not null,
    approved_by text[] not null default '{}',
    rejected_by text,
    status text not null check (status in ('pending','approved','rejected')),
    created_at timestamptz not null default now()
  )`,
];
