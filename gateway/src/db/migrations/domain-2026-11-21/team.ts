/**
 * A partnership's invitations and deputy changes, data sharing agreements, prospects.
 * Part of the released migration `domainCore` (../domain-2026-11-21.ts): never edit a statement.
 */

export const TEAM_TABLES: readonly string[] = [
  `create table invites (
    uid text primary key,
    partnership_uid text not null references partnerships(uid),
    email text not null,
    name text not null,
    roles text[] not null default '{}',
    as_admin boolean not null default false,
    status text not null check (status in ('active','cancelled','expired','new','registered','retired')),
    invited_by text not null references natural_persons(uid),
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`,
  `create table deputy_changes (
    uid text primary key,
    partnership_uid text not null references partnerships(uid),
    change_status text not null check (change_status in ('start','approve','edit','done')),
    deputies_to_add text[] not null default '{}',
    deputies_to_remove text[] not null default '{}',
    requested_by text not null references natural_persons(uid),
    created_at timestamptz not null default now()
  )`,
  `create table data_sharing_agreements (
    uid text primary key,
    person_uid text not null references natural_persons(uid),
    partner_name text not null,
    contract_status text not null,
    contracting_date text not null,
    termination_date text,
    scopes text[] not null default '{}'
  )`,
  `create table prospects (
    uid text primary key,
    email text not null unique,
    status text not null,
    nick_name text,
    condition_codes text[] not null default '{}',
    created_at timestamptz not null default now()
  )`,
];
