/**
 * Signing payment orders and new beneficiaries (spec §4 approval; §7 pending-approvals approve/reject):
 * the kernel's paymentOrderApprovalAllowed decides who may sign, evaluateVotingRule when the signatures
 * release. Every decision locks the order and then the approval row (the lock order of ./locks.ts), so
 * parallel decisions, edits and deletes are applied one after the other: one signer counts once, a release
 * happens once, approve and reject racing give one outcome.
 */
import { sql, type Transaction } from 'kysely';
import {
  evaluateVotingRule,
  isBankingDay,
  paymentOrderApprovalAllowed,
  withSignature,
  type ApprovalDecision,
  type PaymentOrderStatus,
} from 'shared-kernel/domain';
import type { Database, KontorDb } from '../db/database';
import type { RequestContext } from '../http/context';
import { forbidden, notFound } from '../http/errors';
import { bankToday } from './clock';
import { publishBeneficiaryEvent, publishOrderEvent } from './events';
import { settleLockedOrder } from './execute';
import { accountsOf, lockAccounts, lockApproval, lockOrder } from './locks';
import { paymentError } from './messages';
import type { ApprovalRow, OrderRow } from './queries';
import { asAwaitingApproval, orderRuleFacts, paymentContext, type PaymentContext } from './rule-facts';
import { openApproval, signingAtCapture } from './signatures';

type Decision = 'approve' | 'reject';
/** A decision and, for a rejection, the signer's reason (issue 28: kept on the order, shown to its readers). */
export interface DecisionInput {
  decision: Decision;
  reason?: string | null;
}
const PAYMENT_SUBJECTS = ['paymentOrder', 'beneficiary'];

/**
 * The order whose account and rules decide a signature: the order itself, or an order paying the beneficiary
 * (a blocked one first).
 */
async function deciding(db: KontorDb, approval: ApprovalRow): Promise<OrderRow | undefined> {
  const query = db.selectFrom('payment_orders').selectAll();
  if (approval.subject_type === 'paymentOrder')
    return query.where('uid', '=', approval.subject_uid).executeTakeFirst();
  return query
    .where('beneficiary_uid', '=', approval.subject_uid)
    .orderBy(sql`status = 'blocked'`, 'desc')
    .orderBy('created_at')
    .executeTakeFirst();
}

/** Spec §4: business context, approve right on the debit account, partner category not sme. */
async function checkMaySign(db: KontorDb, ctx: RequestContext, pc: PaymentContext, approval: ApprovalRow) {
  const order = await deciding(db, approval);
  if (!order)
    throw notFound(approval.subject_type === 'paymentOrder' ? 'payment_order_not_found' : 'not_found');
  if (!(await ctx.can(order.cash_account_uid, 'approve'))) throw forbidden('no approve right');
  // The beneficiary's signature is the blocked order's approval: same rule, same account.
  if (!paymentOrderApprovalAllowed(asAwaitingApproval(await orderRuleFacts(pc, order))))
    throw forbidden('not allowed to approve');
  if (approval.status !== 'pending')
    throw paymentError(ctx.language, 409, 'already_decided', { status: approval.status });
  if (approval.subject_type === 'paymentOrder' && order.status !== 'approval')
    throw paymentError(ctx.language, 409, 'not_approvable', { status: order.status });
}

/**
 * Decides a payment order's or beneficiary's approval; null for other subjects (the approvals route keeps
 * them) and for unknown approvals (its 404).
 */
export async function decidePaymentApproval(
  db: KontorDb,
  ctx: RequestContext,
  approvalUid: string,
  input: DecisionInput,
): Promise<ApprovalDecision | null> {
  const approval = await db
    .selectFrom('pending_approvals')
    .selectAll()
    .where('uid', '=', approvalUid)
    .executeTakeFirst();
  if (!approval || !PAYMENT_SUBJECTS.includes(approval.subject_type)) return null;
  if (ctx.partnershipUid !== approval.partnership_uid)
    throw forbidden('approvals in the partnership context only');
  const pc = await paymentContext(db, ctx);
  await checkMaySign(db, ctx, pc, approval);
  return db.transaction().execute((trx) => decideLocked(trx, ctx, pc, approval, input));
}

async function decideLocked(
  trx: Transaction<Database>,
  ctx: RequestContext,
  pc: PaymentContext,
  approval: ApprovalRow,
  { decision, reason }: DecisionInput,
): Promise<ApprovalDecision> {
  // The lock order of payments/locks.ts: an order before its approval, as an edit or a delete takes them.
  const order = approval.subject_type === 'paymentOrder' ? await lockOrder(trx, approval.subject_uid) : null;
  if (order === undefined) throw notFound('payment_order_not_found');
  const locked = await lockApproval(trx, approval.uid);
  if (locked.status !== 'pending')
    throw paymentError(ctx.language, 409, 'already_decided', { status: locked.status });
  if (locked.approved_by.includes(pc.personUid))
    throw paymentError(ctx.language, 409, 'already_approved_by_you');
  if (order && order.status !== 'approval')
    throw paymentError(ctx.language, 409, 'not_approvable', { status: order.status });
  const approvedBy =
    decision === 'approve' ? withSignature(locked.approved_by, pc.personUid) : locked.approved_by;
  const voting = evaluateVotingRule(locked.required_approvals, approvedBy);
  const status = decision === 'reject' ? 'rejected' : voting.released ? 'approved' : 'pending';
  await trx
    .updateTable('pending_approvals')
    .set({
      approved_by: approvedBy,
      status,
      rejected_by: decision === 'reject' ? pc.personUid : null,
      // When this signature was given (issue 28: the order's readers see who signed when).
      signed_at:
        decision === 'approve'
          ? sql<string>`signed_at || jsonb_build_object(${pc.personUid}::text, ${new Date().toISOString()}::text)`
          : sql<string>`signed_at`,
    })
    .where('uid', '=', locked.uid)
    .execute();
  const today = await bankToday(trx);
  const rejectionReason = decision === 'reject' ? reason?.trim() || null : null;
  const subjectStatus = order
    ? await applyToOrder(trx, order, status, today, rejectionReason)
    : await applyToBeneficiary(trx, pc, locked, status, today, rejectionReason);
  return {
    uid: locked.uid,
    status,
    subjectType: locked.subject_type as ApprovalDecision['subjectType'],
    subjectUid: locked.subject_uid,
    votingRule: pc.votingRule,
    requiredApprovals: locked.required_approvals,
    approvedBy,
    stillNeeded: status === 'pending' ? voting.stillNeeded : 0,
    rejectedBy: decision === 'reject' ? pc.personUid : null,
    subjectStatus,
  };
}

/** The locked order in approval: released → accepted (and executed at once when due); rejected → rejected. */
export async function applyToOrder(
  trx: Transaction<Database>,
  order: OrderRow,
  status: string,
  today: string,
  rejectionReason: string | null,
): Promise<PaymentOrderStatus> {
  if (status === 'pending') {
    // Spec §7: the readers' overview follows each signature (the signatures still needed), not only a release.
    await publishOrderEvent(trx, order);
    return order.status as PaymentOrderStatus;
  }
  const changed = await trx
    .updateTable('payment_orders')
    .set({
      status: status === 'approved' ? 'accepted' : 'rejected',
      status_reason: status === 'approved' ? null : 'rejected_by_signer',
      rejection_reason: status === 'approved' ? null : rejectionReason,
      updated_at: sql<Date>`now()`,
    })
    .where('uid', '=', order.uid)
    .where('status', '=', 'approval')
    .returningAll()
    .executeTakeFirstOrThrow();
  return (await continueOrder(trx, changed, today)).status as PaymentOrderStatus;
}

/** An order that just became accepted executes when due (or is rejected for funds); otherwise it is announced. */
async function continueOrder(trx: Transaction<Database>, order: OrderRow, today: string): Promise<OrderRow> {
  if (order.status === 'accepted' && order.execution_date <= today && isBankingDay(today))
    return (await settleLockedOrder(trx, order, today)).order;
  await publishOrderEvent(trx, order);
  return order;
}

/**
 * A signed beneficiary lets its blocked orders continue: each is judged again under the voting rule with its
 * capturer's own signature (approval, or accepted and executed when due). A rejected one rejects them.
 */
export async function applyToBeneficiary(
  trx: Transaction<Database>,
  pc: PaymentContext,
  approval: ApprovalRow,
  status: string,
  today: string,
  rejectionReason: string | null,
): Promise<null> {
  if (status === 'pending') {
    await announcePendingBeneficiary(trx, approval.subject_uid);
    return null;
  }
  const beneficiary = await trx
    .updateTable('beneficiaries')
    .set({ signed: status === 'approved' })
    .where('uid', '=', approval.subject_uid)
    .returningAll()
    .executeTakeFirstOrThrow();
  const blocked = await trx
    .selectFrom('payment_orders')
    .selectAll()
    .where('beneficiary_uid', '=', beneficiary.uid)
    .where('status', '=', 'blocked')
    .orderBy('uid')
    .forUpdate()
    .execute();
  // Their accounts all at once (payments/locks.ts), before any of them executes.
  await lockAccounts(trx, blocked.flatMap(accountsOf));
  await publishBeneficiaryEvent(
    trx,
    beneficiary,
    status === 'approved' ? 'approved' : 'rejected',
    blocked[0]?.cash_account_uid ?? null,
  );
  for (const order of blocked) {
    if (status !== 'approved') {
      const rejected = await setStatus(trx, order, 'rejected', 'beneficiary_rejected', rejectionReason);
      await publishOrderEvent(trx, rejected);
      continue;
    }
    const signing = await signingAtCapture(
      trx,
      approval.partnership_uid,
      order.cash_account_uid,
      pc.votingRule,
      order.requested_by,
    );
    if (signing.released) {
      await continueOrder(trx, await setStatus(trx, order, 'accepted', null), today);
      continue;
    }
    const waiting = await setStatus(trx, order, 'approval', null);
    await openApproval(
      trx,
      {
        type: 'paymentOrder',
        uid: order.uid,
        partnershipUid: approval.partnership_uid,
        requestedBy: order.requested_by,
      },
      signing,
    );
    await publishOrderEvent(trx, waiting);
  }
  return null;
}

/** Spec §7: a beneficiary's signature that releases nothing yet still reaches the readers of its blocked orders. */
async function announcePendingBeneficiary(trx: Transaction<Database>, beneficiaryUid: string): Promise<void> {
  const beneficiary = await trx
    .selectFrom('beneficiaries')
    .selectAll()
    .where('uid', '=', beneficiaryUid)
    .executeTakeFirstOrThrow();
  const blocked = await trx
    .selectFrom('payment_orders')
    .select('cash_account_uid')
    .where('beneficiary_uid', '=', beneficiary.uid)
    .where('status', '=', 'blocked')
    .orderBy('uid')
    .executeTakeFirst();
  await publishBeneficiaryEvent(trx, beneficiary, 'pending', blocked?.cash_account_uid ?? null);
}

const setStatus = (
  trx: Transaction<Database>,
  order: OrderRow,
  status: string,
  reason: string | null,
  rejectionReason: string | null = null,
) =>
  trx
    .updateTable('payment_orders')
    .set({ status, status_reason: reason, rejection_reason: rejectionReason, updated_at: sql<Date>`now()` })
    .where('uid', '=', order.uid)
    .returningAll()
    .executeTakeFirstOrThrow();
