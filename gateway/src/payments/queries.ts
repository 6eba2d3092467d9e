/** Reads of the payments resource shared by its routes, the approvals and the scheduler. */
import type { Selectable } from 'kysely';
import { entitlementCovers, type EntitlementFact } from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';
import type { PaymentOrdersTable } from '../db/tables/payments';
import type { PendingApprovalsTable } from '../db/tables/partnerships';
import { loadAccountInContext } from '../accounts/access';
import type { EntitlementAction, RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { toEntitlementFact } from '../http/rights';

export type OrderRow = Selectable<PaymentOrdersTable>;
export type ApprovalRow = Selectable<PendingApprovalsTable>;

/** An order on an account of the current context with the right on that account (404 otherwise: not even its existence leaks). */
export async function loadOrderInContext(
  db: KontorExecutor,
  ctx: RequestContext,
  uid: string,
  action: EntitlementAction = 'view',
): Promise<OrderRow> {
  const order = await db.selectFrom('payment_orders').selectAll().where('uid', '=', uid).executeTakeFirst();
  if (!order) throw notFound('payment_order_not_found');
  try {
    await loadAccountInContext(db, ctx, order.cash_account_uid, action);
  } catch {
    throw notFound('payment_order_not_found');
  }
  return order;
}

/** The latest approval of each subject (open or decided; withdrawn ones are history). */
export async function latestApprovals(
  db: KontorExecutor,
  subjectType: 'paymentOrder' | 'beneficiary',
  subjectUids: readonly string[],
): Promise<Map<string, ApprovalRow>> {
  if (subjectUids.length === 0) return new Map();
  const rows = await db
    .selectFrom('pending_approvals')
    .selectAll()
    .where('subject_type', '=', subjectType)
    .where('subject_uid', 'in', [...new Set(subjectUids)])
    .where('status', '!=', 'withdrawn')
    .orderBy('created_at', 'desc')
    .execute();
  const latest = new Map<string, ApprovalRow>();
  for (const row of rows) if (!latest.has(row.subject_uid)) latest.set(row.subject_uid, row);
  return latest;
}

/**
 * The signatories of an account in a partnership: people whose approve entitlements cover it (the kernel's
 * entitlementCovers: on the account, or partnership-wide including cash accounts), and whether each is a
 * partner (the `vote` rule counts partners).
 */
export async function accountSignatories(
  db: KontorExecutor,
  partnershipUid: string,
  accountUid: string,
): Promise<{ personUid: string; partner: boolean }[]> {
  const rows = await db
    .selectFrom('entitlements as e')
    .leftJoin('partnership_engagements as g', (join) =>
      join.onRef('g.person_uid', '=', 'e.person_uid').onRef('g.partnership_uid', '=', 'e.partnership_uid'),
    )
    .select(['e.person_uid', 'e.entity_type', 'e.entity_uid', 'e.action', 'e.included_types', 'g.roles'])
    .where('e.partnership_uid', '=', partnershipUid)
    .where('e.action', '=', 'approve')
    .execute();
  const people = new Map<string, { partner: boolean; entitlements: EntitlementFact[] }>();
  for (const row of rows) {
    const person = people.get(row.person_uid) ?? {
      partner: (row.roles ?? []).includes('partner'),
      entitlements: [],
    };
    person.entitlements.push(toEntitlementFact(row));
    people.set(row.person_uid, person);
  }
  return [...people]
    .filter(([, person]) =>
      entitlementCovers(person.entitlements, { uid: accountUid, type: 'CashAccount' }, 'approve'),
    )
    .map(([personUid, person]) => ({ personUid, partner: person.partner }));
}

/** The cash account a Kontor IBAN belongs to, if any (the credited side of internal payments). */
export async function accountByIban(db: KontorExecutor, iban: string) {
  return db.selectFrom('cash_accounts').selectAll().where('iban', '=', iban).executeTakeFirst();
}
