/**
 * The migration registry: every migration of the gateway, in the order they run, with the resource it belongs
 * to. Kysely runs pending migrations in name order and records names, so a released entry never changes its
 * name or its effect (a deployed database must still migrate). A resource adds its next migration in its own
 * folder (`src/<resource>/migrations.ts`) and appends it here with a name that sorts last:
 * `1_domain/<yyyy_mm_dd>_<nnn>_<resource>_<what>`. migrations.test.ts checks the order and the names.
 */
import type { Migration } from 'kysely/migration';
import { domainCore, prospectiveClients } from './domain-2026-11-21';
import { platformAuthAndEvents } from './platform';
import {
  paymentsClearing,
  paymentsDecisions,
  paymentsEbillOrders,
  paymentsEngine,
  paymentsRecurrenceEnd,
} from '../../payments/migrations';
import { authPasswordResets, authThrottles } from '../../auth/migrations';
import { onboardingApplications } from '../../onboarding/migrations';
import { eventsDeliveryOrder, eventsSubject } from '../../events/migrations';
import { accountsUniqueNames } from '../../accounts/migrations';
import { sandboxClearingKeys, sandboxOutboxSession } from '../../sandbox/migrations';
import { cardsActions } from '../../cards/migrations';
import { qrScanRequests, qrScanRequestsSession } from '../../qr-scan/migrations';
import { paymentBatchesTables } from '../../payment-batches/migrations';
import { ebillCore } from '../../ebill/migrations';
import { companyOnboardingTables } from '../../company-onboarding/migrations';
import { partnershipsAdmin } from '../../partnerships/migrations';
import { teamDeputyChangeDiscard } from '../../team/deputy-change-migrations';
import { teamInvites } from '../../team/invite-migrations';

export interface RegisteredMigration {
  /** Recorded in kysely_migration: never rename a released one. */
  name: string;
  /** The resource folder (or `platform`, `core`) whose tables it shapes. */
  resource: string;
  migration: Migration;
}

export const MIGRATIONS: readonly RegisteredMigration[] = [
  {
    name: '0_platform/0001_platform_auth_and_events',
    resource: 'platform',
    migration: platformAuthAndEvents,
  },
  { name: '1_domain/2026_11_21_100_domain_core', resource: 'core', migration: domainCore },
  { name: '1_domain/2026_11_21_200_prospective_clients', resource: 'persons', migration: prospectiveClients },
  { name: '1_domain/2026_11_24_300_payments_engine', resource: 'payments', migration: paymentsEngine },
  { name: '1_domain/2026_11_25_100_auth_throttles', resource: 'auth', migration: authThrottles },
  {
    name: '1_domain/2026_11_25_110_events_delivery_order',
    resource: 'events',
    migration: eventsDeliveryOrder,
  },
  {
    name: '1_domain/2026_11_25_120_accounts_unique_names',
    resource: 'accounts',
    migration: accountsUniqueNames,
  },
  {
    name: '1_domain/2026_11_25_130_sandbox_clearing_keys',
    resource: 'sandbox',
    migration: sandboxClearingKeys,
  },
  {
    name: '1_domain/2026_11_25_140_sandbox_outbox_session',
    resource: 'sandbox',
    migration: sandboxOutboxSession,
  },
  { name: '1_domain/2026_11_25_300_payments_clearing', resource: 'payments', migration: paymentsClearing },
  { name: '1_domain/2026_11_27_100_events_subject', resource: 'events', migration: eventsSubject },
  { name: '1_domain/2026_11_28_300_payments_decisions', resource: 'payments', migration: paymentsDecisions },
  { name: '1_domain/2026_11_29_100_cards_actions', resource: 'cards', migration: cardsActions },
  {
    name: '1_domain/2026_11_29_300_payments_recurrence_end',
    resource: 'payments',
    migration: paymentsRecurrenceEnd,
  },
  {
    // The payments resource's batches (their own folder, src/payment-batches).
    name: '1_domain/2026_11_30_300_payments_batches',
    resource: 'payments',
    migration: paymentBatchesTables,
  },
  { name: '1_domain/2026_11_30_400_qrscan_requests', resource: 'qrscan', migration: qrScanRequests },
  { name: '1_domain/2026_11_30_410_qrscan_session', resource: 'qrscan', migration: qrScanRequestsSession },
  { name: '1_domain/2026_12_01_100_ebill_core', resource: 'ebill', migration: ebillCore },
  {
    // Issue 31: orders paying eBill invoices (payments/migrations.ts; after the eBill resource's 1NN migrations).
    name: '1_domain/2026_12_01_200_ebill_pay_orders',
    resource: 'ebill',
    migration: paymentsEbillOrders,
  },
  // Issue 32: invitations' token hash, account rights, registered person (team/invite-migrations.ts).
  { name: '1_domain/2026_12_02_200_team_invites', resource: 'team', migration: teamInvites },
  // Issue 33: a prospect's application; the sandbox commercial register, company onboardings and registrations.
  {
    name: '1_domain/2026_12_02_500_onboarding_applications',
    resource: 'onboarding',
    migration: onboardingApplications,
  },
  {
    name: '1_domain/2026_12_02_500_onboarding_company_tables',
    resource: 'onboarding',
    migration: companyOnboardingTables,
  },
  // Issue 33: password reset links.
  { name: '1_domain/2026_12_02_510_auth_password_resets', resource: 'auth', migration: authPasswordResets },
  {
    // Issue 32: pending partnership updates, compliance declarations, one active subscription per agent.
    name: '1_domain/2026_12_02_510_partnerships_admin',
    resource: 'partnerships',
    migration: partnershipsAdmin,
  },
  // Issue 32: a deputy change awaiting signatures may be discarded; one open change per partnership.
  {
    name: '1_domain/2026_12_03_100_team_deputy_change_discard',
    resource: 'team',
    migration: teamDeputyChangeDiscard,
  },
];
