/**
 * The domain migrations released on 2026-11-21 (the core tables of every resource, then prospective clients),
 * listed in ./index.ts. Plain PostgreSQL DDL that PGlite and PostgreSQL 15 both run; one statement per query
 * (PGlite's extended protocol takes one). Released: never edit them; a resource adds its next migration.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

const ISO_DATE = `~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`;
const OWNER_TYPE = `text not null check (owner_type in ('person', 'partnership'))`;

const CORE_TABLES: string[] = [
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
  `create table cash_accounts (
    uid text primary key,
    owner_uid text not null,
    owner_type ${OWNER_TYPE},
    iban text not null unique,
    currency text not null check (currency ~ '^[A-Z]{3}$'),
    status text not null,
    account_name text not null,
    account_type text not null,
    billing_account boolean not null default false,
    international_payments_available boolean not null default false,
    balance_value bigint not null default 0,
    balance_factor integer not null default 2,
    opened_at timestamptz not null default now()
  )`,
  `create index cash_accounts_owner on cash_accounts(owner_uid)`,
  `create table transactions (
    uid text primary key,
    cash_account_uid text not null references cash_accounts(uid),
    status text not null check (status in ('booked','cancelled','fraud','rejected','reserved')),
    direction text not null check (direction in ('credit','debit')),
    amount_value bigint not null check (amount_value >= 0),
    amount_factor integer not null,
    currency text not null,
    decline_reason text check (decline_reason in ('decline','reversed_by_merchant','manual_release','reversed_issuer_expiration')),
    merchant_name text,
    merchant_city text,
    counterparty_name text,
    counterparty_iban text,
    category text not null,
    booking_text text not null,
    reference text,
    booking_date text not null check (booking_date ${ISO_DATE}),
    value_date text not null check (value_date ${ISO_DATE}),
    card_uid text,
    payment_order_uid text,
    created_at timestamptz not null
  )`,
  `create index transactions_account_created on transactions(cash_account_uid, created_at desc)`,
  `create table transaction_receipts (
    transaction_uid text primary key references transactions(uid) on delete cascade,
    note_text text,
    tags text[] not null default '{}',
    mentions text[] not null default '{}',
    attached_file_uids text[] not null default '{}',
    updated_at timestamptz not null default now()
  )`,
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
  `create table card_programs (
    uid text primary key,
    partnership_uid text not null references partnerships(uid),
    contract_uid text not null unique,
    contract_status text not null check (contract_status in ('new','active','cancelling','cancelled','expired','offered','retired','signed')),
    default_atm_monthly_limit_value bigint not null,
    allowed_debit_account_uids text[] not null default '{}',
    created_at timestamptz not null default now()
  )`,
  `create table cards (
    uid text primary key,
    holder_uid text not null references natural_persons(uid),
    cash_account_uid text not null references cash_accounts(uid),
    card_program_uid text references card_programs(uid),
    kind text not null check (kind in ('combo','virtual')),
    brand text not null,
    status text not null check (status in ('new','funded','active','frozen','locked','blocked','retired','deleted','pin_locked')),
    masked_pan text not null,
    expiry text not null,
    embossed_name text not null,
    spending_limit_value bigint not null,
    atm_monthly_limit_value bigint not null,
    created_at timestamptz not null default now()
  )`,
  `create table beneficiaries (
    uid text primary key,
    owner_uid text not null,
    owner_type ${OWNER_TYPE},
    name text not null,
    iban text not null,
    swift_bic text,
    address jsonb,
    signed boolean not null default true,
    created_at timestamptz not null default now()
  )`,
  `create table payment_orders (
    uid text primary key,
    cash_account_uid text not null references cash_accounts(uid),
    requested_by text not null references natural_persons(uid),
    partnership_uid text references partnerships(uid),
    status text not null check (status in ('draft','approval','accepted','blocked','executed','in-progress','rejected','retired','retrying','manual','quarantine')),
    payment_type text not null,
    beneficiary_uid text references beneficiaries(uid),
    beneficiary jsonb not null,
    amount_value bigint not null check (amount_value > 0),
    amount_factor integer not null,
    currency text not null,
    structured_reference text,
    reference_type text,
    payment_reason text,
    recurrence text not null default 'single',
    user_category text not null default 'general',
    payment_time text,
    execution_date text not null check (execution_date ${ISO_DATE}),
    executed_at timestamptz,
    e2e_reference text,
    customer_transaction_id text unique,
    is_ebill_order boolean not null default false,
    ebill_business_case_id text,
    partner_category text,
    note_text text,
    attached_file_uids text[] not null default '{}',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index payment_orders_account on payment_orders(cash_account_uid, status)`,
  `create table ebill_participants (
    uid text primary key,
    owner_uid text not null unique,
    owner_type ${OWNER_TYPE},
    status text not null check (status in ('REQUESTED','ACTIVE','INACTIVE','BLOCKED')),
    email text not null,
    created_at timestamptz not null default now()
  )`,
  `create table ebill_billers (
    biller_id text primary key,
    name text not null,
    iban text not null,
    city text not null
  )`,
  `create table ebill_biller_relations (
    uid text primary key,
    owner_uid text not null,
    biller_id text not null references ebill_billers(biller_id),
    customer_reference text not null,
    created_at timestamptz not null default now(),
    unique (owner_uid, biller_id)
  )`,
  `create table ebill_invoices (
    uid text primary key,
    business_case_id text not null unique,
    owner_uid text not null,
    biller_id text not null references ebill_billers(biller_id),
    biller_relation_id text not null references ebill_biller_relations(uid),
    type text not null check (type in ('bill','credit','advice','reminder')),
    status text not null check (status in ('OPEN','SETTLED','REJECTED')),
    invoice_date text not null check (invoice_date ${ISO_DATE}),
    due_date text not null check (due_date ${ISO_DATE}),
    amount_value bigint not null,
    amount_factor integer not null,
    currency text not null,
    single_payment boolean not null default true,
    instalments jsonb not null default '[]',
    reference text not null,
    created_at timestamptz not null default now()
  )`,
  `create table ebill_standing_approvals (
    uid text primary key,
    owner_uid text not null,
    biller_id text not null references ebill_billers(biller_id),
    biller_relation_id text not null references ebill_biller_relations(uid),
    cash_account_uid text not null references cash_accounts(uid),
    type text not null check (type in ('upperLimit','exactAmount')),
    period text not null check (period in ('month','quarter','semester','year')),
    amount_value bigint not null,
    amount_factor integer not null,
    currency text not null check (currency = 'CHF'),
    created_at timestamptz not null default now(),
    unique (owner_uid, biller_relation_id)
  )`,
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

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

const TABLES_IN_DROP_ORDER = [
  'prospects',
  'data_sharing_agreements',
  'deputy_changes',
  'invites',
  'ebill_standing_approvals',
  'ebill_invoices',
  'ebill_biller_relations',
  'ebill_billers',
  'ebill_participants',
  'payment_orders',
  'beneficiaries',
  'cards',
  'card_programs',
  'pending_approvals',
  'confirmations',
  'activities',
  'export_tickets',
  'file_resources',
  'agreement_acceptances',
  'contracts',
  'conditions',
  'subscriptions',
  'plan_features',
  'plans',
  'suggestions',
  'transaction_receipts',
  'transactions',
  'cash_accounts',
  'entitlements',
  'partnership_engagements',
  'partnership_external_ids',
  'partnership_declarations',
  'partnerships',
  'virtual_identities',
  'profiles',
  'natural_persons',
];

/** Every core table (spec §3 entities) in one migration. */
export const domainCore: Migration = {
  up: (db) => runAll(db, CORE_TABLES),
  down: (db) =>
    runAll(
      db,
      TABLES_IN_DROP_ORDER.map((table) => `drop table if exists ${table} cascade`),
    ),
};

// Spec §7 "prospective-clients list": onboardings of a new client (a partnership) started by a customer.
export const prospectiveClients: Migration = {
  up: (db) =>
    runAll(db, [
      `create table prospective_clients (
        uid text primary key,
        person_uid text not null references natural_persons(uid) on delete cascade,
        client_name text not null,
        legal_form text not null,
        status text not null check (status in ('open','submitted','completed','cancelled')),
        created_at timestamptz not null default now()
      )`,
      `create index prospective_clients_person on prospective_clients(person_uid, status)`,
      // The dashboard's open-payment stats count open invoices per owner.
      `create index ebill_invoices_owner on ebill_invoices(owner_uid, status)`,
    ]),
  down: (db) =>
    runAll(db, ['drop index if exists ebill_invoices_owner', 'drop table if exists prospective_clients']),
};
