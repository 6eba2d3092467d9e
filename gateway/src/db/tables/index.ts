/**
 * The whole database: one table file per resource (platform, persons, partnerships, accounts, ...), checked
 * against the migrated database by tables.test.ts. A new table: its interface in the resource's file, a row here.
 */
import type {
  NaturalPersonsTable,
  ProfilesTable,
  VirtualIdentitiesTable,
  PartnershipDeclarationsTable,
  DataSharingAgreementsTable,
  ProspectsTable,
  ProspectiveClientsTable,
} from './persons';
import type {
  PartnershipsTable,
  PartnershipExternalIdsTable,
  PartnershipEngagementsTable,
  EntitlementsTable,
  ActivitiesTable,
  ConfirmationsTable,
  PendingApprovalsTable,
} from './partnerships';
import type { CashAccountsTable } from './accounts';
import type { PasswordResetsTable, ProspectApplicationsTable } from './onboarding';
import type {
  CompanyOnboardingsTable,
  CompanyRegisterTable,
  PartnershipRegistrationsTable,
} from './company-onboarding';
import type { TransactionsTable, TransactionReceiptsTable } from './transactions';
import type {
  SubscriptionsTable,
  ContractsTable,
  AgreementAcceptancesTable,
  SuggestionsTable,
} from './agents';
import type { PlansTable, PlanFeaturesTable, ConditionsTable } from './reference';
import type { FileResourcesTable } from './files';
import type { ExportTicketsTable } from './exports';
import type {
  BeneficiariesTable,
  PaymentOrdersTable,
  PaymentSubmissionsTable,
  SandboxClockTable,
} from './payments';
import type {
  CardBulkOrderItemsTable,
  CardBulkOrdersTable,
  CardProgramsTable,
  CardsTable,
  CardTransactionFiltersTable,
  CardWalletTokensTable,
} from './cards';
import type {
  EbillParticipantsTable,
  EbillBillersTable,
  EbillBillerRelationsTable,
  EbillInvoicesTable,
  EbillStandingApprovalsTable,
} from './ebill';
import type { InvitesTable, DeputyChangesTable } from './team';
import type { SandboxClearingKeysTable } from './sandbox';
import type { QrScanRequestsTable } from './qr-scan';
import type { ComplianceDeclarationsTable, PartnershipPendingUpdatesTable } from './partnership-admin';
import type { PaymentBatchesTable } from './payment-batches';
import type {
  SessionsTable,
  AuthThrottlesTable,
  KnownDevicesTable,
  AuthCodesTable,
  OutboxTable,
  EventsTable,
} from './platform';

export interface Database {
  sessions: SessionsTable;
  auth_throttles: AuthThrottlesTable;
  sandbox_clearing_keys: SandboxClearingKeysTable;
  known_devices: KnownDevicesTable;
  auth_codes: AuthCodesTable;
  outbox: OutboxTable;
  qr_scan_requests: QrScanRequestsTable;
  partnership_pending_updates: PartnershipPendingUpdatesTable;
  compliance_declarations: ComplianceDeclarationsTable;
  events: EventsTable;
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
  card_transaction_filters: CardTransactionFiltersTable;
  card_wallet_tokens: CardWalletTokensTable;
  card_bulk_orders: CardBulkOrdersTable;
  card_bulk_order_items: CardBulkOrderItemsTable;
  beneficiaries: BeneficiariesTable;
  payment_orders: PaymentOrdersTable;
  payment_batches: PaymentBatchesTable;
  payment_submissions: PaymentSubmissionsTable;
  sandbox_clock: SandboxClockTable;
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
  prospect_applications: ProspectApplicationsTable;
  password_resets: PasswordResetsTable;
  company_register: CompanyRegisterTable;
  company_onboardings: CompanyOnboardingsTable;
  partnership_registrations: PartnershipRegistrationsTable;
}
