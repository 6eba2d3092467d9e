/**
 * Uploaded files and the statement exports written into them.
 * Part of the released migration `domainCore` (../domain-2026-11-21.ts): never edit a statement.
 */
import { ISO_DATE } from './columns';

export const FILE_TABLES: readonly string[] = [
  `create table file_resources (
    uid text primary key,
    bucket_file_name text not null unique,
    owner_uid text not null,
    uploaded_by text not null,
    display_name text not null,
    mime_type text not null,
    file_size integer not null,
    content bytea not null,
    created_at timestamptz not null default now()
  )`,
  `create index file_resources_owner on file_resources(owner_uid)`,
  `create table export_tickets (
    uid text primary key,
    person_uid text not null references natural_persons(uid),
    cash_account_uid text not null references cash_accounts(uid),
    format text not null check (format in ('csv','camt053')),
    period_from text not null check (period_from ${ISO_DATE}),
    period_to text not null check (period_to ${ISO_DATE}),
    status text not null check (status in ('new','active','used','failed')),
    file_resource_uid text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
];
