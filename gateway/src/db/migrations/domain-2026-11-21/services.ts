/**
 * Suggestions, plans with their features, subscriptions, conditions, contracts and accepted agreements.
 * Part of the released migration `domainCore` (../domain-2026-11-21.ts): never edit a statement.
 */

export const SERVICE_TABLES: readonly string[] = [
  `create table suggestions (
    uid text primary key,
    agent_uid text not null,
    type text not null,
    title_tag text not null,
    hint_tag text not null,
    light_mode_image_uri text,
    dark_mode_image_uri text,
    trigger_uid text not null,
    has_details boolean not null default false,
    is_removable boolean not null default true,
    is_removed boolean not null default false,
    is_highlighted boolean not null default false,
    priority integer not null,
    unique (agent_uid, trigger_uid)
  )`,
  `create table plans (
    code text primary key,
    name_tag text not null,
    billing_interval text not null check (billing_interval in ('IntervalMonthly','IntervalYearly')),
    price_value bigint not null,
    price_factor integer not null,
    currency text not null,
    audience text not null check (audience in ('private','business'))
  )`,
  `create table plan_features (
    plan_code text not null references plans(code) on delete cascade,
    feature text not null,
    enabled boolean not null,
    primary key (plan_code, feature)
  )`,
  `create table subscriptions (
    uid text primary key,
    agent_uid text not null,
    plan_code text not null references plans(code),
    status text not null check (status in ('new','active','passive','cancelled','suspended','retired')),
    billing_interval text not null,
    valid_from text not null,
    created_at timestamptz not null default now()
  )`,
  `create index subscriptions_agent on subscriptions(agent_uid)`,
  `create table conditions (
    code text primary key,
    kind text not null check (kind in ('agreement','condition')),
    version text not null,
    hidden boolean not null default false
  )`,
  `create table contracts (
    uid text primary key,
    agent_uid text not null,
    agent_type text not null check (agent_type in ('person','partnership')),
    service_name text not null,
    status text not null,
    accepted_condition_codes text[] not null default '{}',
    created_at timestamptz not null default now()
  )`,
  `create index contracts_agent on contracts(agent_uid)`,
  `create table agreement_acceptances (
    id serial primary key,
    agent_uid text not null,
    person_uid text not null,
    code text not null references conditions(code),
    version text not null,
    accepted_at timestamptz not null default now()
  )`,
];
