/**
 * Natural persons and their profiles, partnerships, who engages in which, and the entitlements between them.
 * Part of the released migration `domainCore` (../domain-2026-11-21.ts): never edit a statement.
 */
import { ISO_DATE, OWNER_TYPE } from './columns';

export const PARTY_TABLES: readonly string[] = [
  `create table natural_persons (
    uid text primary key,
    email text not null unique,
    password_hash text,
    status text not null check (status in ('new','registered','identified','screened','cancelled','passive','rejected','bankable','retired')),
    language text not null check (language in ('de','fr','it','en')),
    name text not null,
    family_name text not null,
    birthdate text not null check (birthdate ${ISO_DATE}),
    gender text not null,
    nationality text not null,
    domicile_country text not null,
    is_registered boolean not null default false,
    identification_only boolean not null default false,
    is_potato_only boolean not null default false,
    is_ident_only_qes boolean not null default false,
    address jsonb,
    planned_address jsonb,
    planned_address_valid_from text,
    phone_country_code text,
    phone_number text,
    referral_code text unique,
    created_at timestamptz not null default now()
  )`,
  `create table profiles (
    person_uid text primary key references natural_persons(uid) on delete cascade,
    language_code text not null check (language_code in ('de','fr','it','en')),
    locale text not null,
    my_picture text,
    nick_name text,
    no_advertisements boolean not null default false,
    no_newsletters boolean not null default false,
    theme text not null default 'light' check (theme in ('dark','light')),
    amount_visible boolean not null default true,
    updated_at timestamptz not null default now()
  )`,
  `create table virtual_identities (
    uid text primary key,
    owner_uid text not null,
    owner_type ${OWNER_TYPE},
    type_name text not null,
    value text not null,
    created_at timestamptz not null default now()
  )`,
  `create index virtual_identities_owner on virtual_identities(owner_uid)`,
  `create table partnerships (
    uid text primary key,
    name text not null,
    legal_form text not null,
    status text not null check (status in ('new','registered','screened','identified','bankable','passive','cancelling','cancelled')),
    request_status text,
    voting_rule text not null default 'none' check (voting_rule in ('none','as_one','as_two','as_three','vote')),
    partner_category text,
    organization_status text not null default 'OrganizationStatusActive',
    is_internal_registry boolean not null default false,
    pending_registry_certificate_uid text,
    domicile_address jsonb,
    nickname text,
    phone text,
    email text,
    picture_uri text,
    service_objectives text[] not null default '{}',
    created_at timestamptz not null default now()
  )`,
  `create table partnership_declarations (
    uid text primary key,
    person_uid text not null references natural_persons(uid) on delete cascade,
    partnership_uid text references partnerships(uid),
    partnership_name text not null,
    status text not null check (status in ('new','cancelled','certification','certification issues','certification failed','certified')),
    declaration_type text not null,
    created_at timestamptz not null default now()
  )`,
  `create table partnership_external_ids (
    partnership_uid text not null references partnerships(uid) on delete cascade,
    scheme text not null,
    value text not null,
    primary key (partnership_uid, scheme)
  )`,
  `create table partnership_engagements (
    person_uid text not null references natural_persons(uid) on delete cascade,
    partnership_uid text not null references partnerships(uid) on delete cascade,
    roles text[] not null default '{}',
    pending_roles text[] not null default '{}',
    matching_state text,
    created_at timestamptz not null default now(),
    primary key (person_uid, partnership_uid)
  )`,
  `create index partnership_engagements_partnership on partnership_engagements(partnership_uid)`,
  `create table entitlements (
    id serial primary key,
    person_uid text not null references natural_persons(uid) on delete cascade,
    partnership_uid text not null references partnerships(uid) on delete cascade,
    entity_uid text not null,
    entity_type text not null check (entity_type in ('Partnership','PartnershipContract','CashAccount','CardIdentity','CardProgram')),
    action text not null check (action in ('view','capture','approve')),
    included_types text[] not null default '{}',
    unique (person_uid, partnership_uid, entity_uid, entity_type, action)
  )`,
  `create index entitlements_entity on entitlements(entity_uid)`,
];
