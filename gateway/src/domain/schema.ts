/**
 * Kysely table types of the domain (spec §3 entities). The platform composes them into `Database`
 * (gateway/src/db/database.ts); the DDL lives in ./migrations.ts and must match these types.
 * Conventions: uids are uuids as text; money is an int8 minor-unit value + factor + currency (never a float;
 * int8 arrives as a string from both drivers); calendar dates are 'YYYY-MM-DD' text (no time zone drift).
 */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** int8 money value in minor units. */
export type MoneyValue = ColumnType<string, string | number | bigint, string | number | bigint>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;
type Json<T> = ColumnType<T, string | undefined, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type OwnerType = 'person' | 'partnership';

export interface PostalAddressJson {
  street: string;
  number: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface NaturalPersonsTable {
  uid: string;
  email: string;
  password_hash: string | null;
  /** Person status (spec §4): new, registered, identified, screened, cancelled, passive, rejected, bankable, retired. */
  status: string;
  /** 2-letter language (de|fr|it|en); the locale (de_CH) is in profiles. */
  language: string;
  name: string;
  family_name: string;
  birthdate: string;
  gender: string;
  nationality: string;
  domicile_country: string;
  is_registered: Defaulted<boolean>;
  identification_only: Defaulted<boolean>;
  is_potato_only: Defaulted<boolean>;
  is_ident_only_qes: Defaulted<boolean>;
  address: NullableJson<PostalAddressJson>;
  planned_address: NullableJson<PostalAddressJson>;
  planned_address_valid_from: string | null;
  phone_country_code: string | null;
  phone_number: string | null;
  referral_code: string | null;
  created_at: CreatedAt;
}

export interface ProfilesTable {
  person_uid: string;
  language_code: string;
  locale: string;
  my_picture: string | null;
  nick_name: string | null;
  no_advertisements: Defaulted<boolean>;
  no_newsletters: Defaulted<boolean>;
  theme: Defaulted<'dark' | 'light'>;
  amount_visible: Defaulted<boolean>;
  updated_at: UpdatedAt;
}

export interface VirtualIdentitiesTable {
  uid: string;
  owner_uid: string;
  owner_type: OwnerType;
  /** Spec §9: the provider's own identity type, eBill, eBill business, VT, an international transfer provider. */
  type_name: string;
  value: string;
  created_at: CreatedAt;
}

export interface PartnershipDeclarationsTable {
  uid: string;
  person_uid: string;
  partnership_uid: string | null;
  partnership_name: string;
  /** new, cancelled, certification, certification issues, certification failed, certified (spec §4). */
  status: string;
  declaration_type: string;
  created_at: CreatedAt;
}

export interface PartnershipsTable {
  uid: string;
  name: string;
  legal_form: string;
  status: string;
  request_status: string | null;
  voting_rule: string;
  partner_category: string | null;
  organization_status: Defaulted<string>;
  is_internal_registry: Defaulted<boolean>;
  pending_registry_certificate_uid: string | null;
  domicile_address: NullableJson<PostalAddressJson>;
  nickname: string | null;
  phone: string | null;
  email: string | null;
  picture_uri: string | null;
  service_objectives: TextArray;
  created_at: CreatedAt;
}

export interface PartnershipExternalIdsTable {
  partnership_uid: string;
  /** e.g. uid_reg (the Swiss business identification number CHE-xxx.xxx.xxx). */
  scheme: string;
  value: string;
}

export interface PartnershipEngagementsTable {
  person_uid: string;
  partnership_uid: string;
  /** Granted roles: bootstrapper, partner, delegate, deputy, requestor. */
  roles: string[];
  /** Roles requested or nominated but not yet granted (roles?mode=pending). */
  pending_roles: TextArray;
  /** matched, matchingRequestor, nominated. */
  matching_state: string | null;
  created_at: CreatedAt;
}

export interface EntitlementsTable {
  id: Generated<number>;
  person_uid: string;
  partnership_uid: string;
  entity_uid: string;
  /** Partnership, PartnershipContract, CashAccount, CardIdentity, CardProgram. */
  entity_type: string;
  /** view, capture, approve. */
  action: string;
  included_types: TextArray;
}

export interface CashAccountsTable {
  uid: string;
  owner_uid: string;
  owner_type: OwnerType;
  iban: string;
  currency: string;
  status: string;
  account_name: string;
  account_type: string;
  billing_account: Defaulted<boolean>;
  international_payments_available: Defaulted<boolean>;
  /** Sum of booked transactions (credits minus debits), kept in step by bookTransaction. */
  balance_value: MoneyValue;
  balance_factor: Defaulted<number>;
  opened_at: CreatedAt;
}

export interface TransactionsTable {
  uid: string;
  cash_account_uid: string;
  /** booked, cancelled, fraud, rejected, reserved. */
  status: string;
  direction: 'credit' | 'debit';
  amount_value: MoneyValue;
  amount_factor: number;
  currency: string;
  /** decline, reversed_by_merchant, manual_release, reversed_issuer_expiration. */
  decline_reason: string | null;
  merchant_name: string | null;
  merchant_city: string | null;
  counterparty_name: string | null;
  counterparty_iban: string | null;
  category: string;
  booking_text: string;
  reference: string | null;
  booking_date: string;
  value_date: string;
  card_uid: string | null;
  payment_order_uid: string | null;
  created_at: ColumnType<Date, Date | string, Date | string>;
}

export interface TransactionReceiptsTable {
  transaction_uid: string;
  note_text: string | null;
  tags: TextArray;
  mentions: TextArray;
  attached_file_uids: TextArray;
  updated_at: UpdatedAt;
}

export interface SuggestionsTable {
  uid: string;
  agent_uid: string;
  type: string;
  title_tag: string;
  hint_tag: string;
  light_mode_image_uri: string | null;
  dark_mode_image_uri: string | null;
  trigger_uid: string;
  has_details: Defaulted<boolean>;
  is_removable: Defaulted<boolean>;
  is_removed: Defaulted<boolean>;
  is_highlighted: Defaulted<boolean>;
  priority: number;
}

export interface PlansTable {
  code: string;
  name_tag: string;
  billing_interval: string;
  price_value: MoneyValue;
  price_factor: number;
  currency: string;
  audience: 'private' | 'business';
}

export interface PlanFeaturesTable {
  plan_code: string;
  feature: string;
  enabled: boolean;
}

export interface SubscriptionsTable {
  uid: string;
  agent_uid: string;
  plan_code: string;
  /** new, active, passive, cancelled, suspended, retired. */
  status: string;
  billing_interval: string;
  valid_from: string;
  created_at: CreatedAt;
}

export interface ConditionsTable {
  code: string;
  kind: 'agreement' | 'condition';
  version: string;
  hidden: Defaulted<boolean>;
}

export interface ContractsTable {
  uid: string;
  agent_uid: string;
  agent_type: OwnerType;
  /** deepbox, domestic-account, debitcard, debitcard-program, ebill-business-access. */
  service_name: string;
  status: string;
  accepted_condition_codes: TextArray;
  created_at: CreatedAt;
}

export interface AgreementAcceptancesTable {
  id: Generated<number>;
  agent_uid: string;
  person_uid: string;
  code: string;
  version: string;
  accepted_at: CreatedAt;
}

export interface FileResourcesTable {
  uid: string;
  bucket_file_name: string;
  /** The object the file belongs to (transaction, payment order, export ticket...). */
  owner_uid: string;
  uploaded_by: string;
  display_name: string;
  mime_type: string;
  file_size: number;
  content: Buffer;
  created_at: CreatedAt;
}

export interface ExportTicketsTable {
  uid: string;
  person_uid: string;
  cash_account_uid: string;
  /** csv or camt053. */
  format: string;
  period_from: string;
  period_to: string;
  /** new, active, used, failed (spec §4). */
  status: string;
  file_resource_uid: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ActivitiesTable {
  uid: string;
  partnership_uid: string;
  code: string;
  title: string;
  ref_data_tag: string;
  node_name: string;
  /** processing, completed, done, not-started, work-in-progress, confirmation-in-progress. */
  status: string;
  actionable_person_uids: TextArray;
  created_at: CreatedAt;
}

export interface ConfirmationsTable {
  handle: string;
  /** Person or partnership the confirmation is asked in. */
  context_uid: string;
  person_uid: string;
  confirmation_type: string;
  purpose: string;
  title: string;
  condition_codes: TextArray;
  /** pending, accepted, refused. */
  status: string;
  reason_code: string | null;
  accepted_condition_codes: TextArray;
  decided_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface PendingApprovalsTable {
  uid: string;
  partnership_uid: string;
  /** paymentOrder, beneficiary, deputyChange. */
  subject_type: string;
  subject_uid: string;
  requested_by: string;
  required_approvals: number;
  approved_by: TextArray;
  rejected_by: string | null;
  /** pending, approved, rejected. */
  status: string;
  created_at: CreatedAt;
}

export interface CardProgramsTable {
  uid: string;
  partnership_uid: string;
  contract_uid: string;
  /** new, active, cancelling, cancelled, expired, offered, retired, signed. */
  contract_status: string;
  default_atm_monthly_limit_value: MoneyValue;
  allowed_debit_account_uids: TextArray;
  created_at: CreatedAt;
}

export interface CardsTable {
  uid: string;
  holder_uid: string;
  cash_account_uid: string;
  card_program_uid: string | null;
  /** combo, virtual. */
  kind: string;
  brand: string;
  /** new, funded, active, frozen, locked, blocked, retired, deleted, pin_locked. */
  status: string;
  masked_pan: string;
  expiry: string;
  embossed_name: string;
  spending_limit_value: MoneyValue;
  atm_monthly_limit_value: MoneyValue;
  created_at: CreatedAt;
}

export interface BeneficiariesTable {
  uid: string;
  owner_uid: string;
  owner_type: OwnerType;
  name: string;
  iban: string;
  swift_bic: string | null;
  address: NullableJson<PostalAddressJson>;
  /** A new beneficiary of a partnership must be signed (approved) before payments to it execute. */
  signed: Defaulted<boolean>;
  created_at: CreatedAt;
}

export interface PaymentOrdersTable {
  uid: string;
  cash_account_uid: string;
  requested_by: string;
  partnership_uid: string | null;
  /** draft, approval, accepted, blocked, executed, in-progress, rejected, retired, retrying, manual, quarantine. */
  status: string;
  payment_type: string;
  beneficiary_uid: string | null;
  beneficiary: Json<Record<string, unknown>>;
  amount_value: MoneyValue;
  amount_factor: number;
  currency: string;
  structured_reference: string | null;
  reference_type: string | null;
  payment_reason: string | null;
  recurrence: string;
  user_category: string;
  payment_time: string | null;
  execution_date: string;
  executed_at: NullableTimestamp;
  e2e_reference: string | null;
  customer_transaction_id: string | null;
  is_ebill_order: Defaulted<boolean>;
  ebill_business_case_id: string | null;
  partner_category: string | null;
  note_text: string | null;
  attached_file_uids: TextArray;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface EbillParticipantsTable {
  uid: string;
  owner_uid: string;
  owner_type: OwnerType;
  /** REQUESTED, ACTIVE, INACTIVE, BLOCKED. */
  status: string;
  email: string;
  created_at: CreatedAt;
}

export interface EbillBillersTable {
  biller_id: string;
  name: string;
  iban: string;
  city: string;
}

export interface EbillBillerRelationsTable {
  uid: string;
  owner_uid: string;
  biller_id: string;
  customer_reference: string;
  created_at: CreatedAt;
}

export interface EbillInvoicesTable {
  uid: string;
  business_case_id: string;
  owner_uid: string;
  biller_id: string;
  biller_relation_id: string;
  /** bill, credit, advice, reminder. */
  type: string;
  /** OPEN, SETTLED, REJECTED. */
  status: string;
  invoice_date: string;
  due_date: string;
  amount_value: MoneyValue;
  amount_factor: number;
  currency: string;
  single_payment: Defaulted<boolean>;
  instalments: Json<{ dueDate: string; amountValue: string }[]>;
  reference: string;
  created_at: CreatedAt;
}

export interface EbillStandingApprovalsTable {
  uid: string;
  owner_uid: string;
  biller_id: string;
  biller_relation_id: string;
  cash_account_uid: string;
  /** none is not stored: deleting is how "none" is saved (spec §4). upperLimit or exactAmount. */
  type: string;
  /** month, quarter, semester, year. */
  period: string;
  amount_value: MoneyValue;
  amount_factor: number;
  currency: string;
  created_at: CreatedAt;
}

export interface InvitesTable {
  uid: string;
  partnership_uid: string;
  email: string;
  name: string;
  roles: TextArray;
  as_admin: Defaulted<boolean>;
  /** active, cancelled, expired, new, registered, retired. */
  status: string;
  invited_by: string;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

export interface DeputyChangesTable {
  uid: string;
  partnership_uid: string;
  /** start, approve, edit, done. */
  change_status: string;
  deputies_to_add: TextArray;
  deputies_to_remove: TextArray;
  requested_by: string;
  created_at: CreatedAt;
}

export interface DataSharingAgreementsTable {
  uid: string;
  person_uid: string;
  partner_name: string;
  contract_status: string;
  contracting_date: string;
  termination_date: string | null;
  scopes: TextArray;
}

export interface ProspectsTable {
  uid: string;
  email: string;
  /** new, active (verified), converted. */
  status: string;
  nick_name: string | null;
  condition_codes: TextArray;
  created_at: CreatedAt;
}

/** A client onboarding (new partnership) a customer started: `open` ones make the organisation badge (spec §5). */
export interface ProspectiveClientsTable {
  uid: string;
  person_uid: string;
  client_name: string;
  legal_form: string;
  /** open, submitted, completed, cancelled. */
  status: string;
  created_at: CreatedAt;
}

export interface DomainTables {
  natural_persons: NaturalPersonsTable;
  profiles: ProfilesTable;
  virtual_identities: VirtualIdentitiesTable;
  partnership_declarations: PartnershipDeclarationsTable;
  partnerships: PartnershipsTable;
  partnership_external_ids: PartnershipExternalIdsTable;
  partnership_engagements: PartnershipEngagementsTable;
  entitlements: EntitlementsTable;
  cash_accounts: CashAccountsTable;
  transactions: TransactionsTable;
  transaction_receipts: TransactionReceiptsTable;
  suggestions: SuggestionsTable;
  plans: PlansTable;
  plan_features: PlanFeaturesTable;
  subscriptions: SubscriptionsTable;
  conditions: ConditionsTable;
  contracts: ContractsTable;
  agreement_acceptances: AgreementAcceptancesTable;
  file_resources: FileResourcesTable;
  export_tickets: ExportTicketsTable;
  activities: ActivitiesTable;
  confirmations: ConfirmationsTable;
  pending_approvals: PendingApprovalsTable;
  card_programs: CardProgramsTable;
  cards: CardsTable;
  beneficiaries: BeneficiariesTable;
  payment_orders: PaymentOrdersTable;
  ebill_participants: EbillParticipantsTable;
  ebill_billers: EbillBillersTable;
  ebill_biller_relations: EbillBillerRelationsTable;
  ebill_invoices: EbillInvoicesTable;
  ebill_standing_approvals: EbillStandingApprovalsTable;
  invites: InvitesTable;
  deputy_changes: DeputyChangesTable;
  data_sharing_agreements: DataSharingAgreementsTable;
  prospects: ProspectsTable;
  prospective_clients: ProspectiveClientsTable;
}
