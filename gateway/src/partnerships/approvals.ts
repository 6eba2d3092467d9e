/**
 * Four-eyes approvals of a partnership (spec §7 pending-approvals approve/reject, confirmations accept/refuse).
 * The voting rule sets how many signatures release a payment order or a new beneficiary (as_two: two).
 */
import {
  approvalDecisionBodySchema,
  approvalDecisionParams,
  type ApprovalDecisionBody,
  approvalDecisionSchema,
  pendingApprovalSchema,
  type ApprovalDecisionParams,
  uidPathParams,
  type UidPathParams,
} from 'shared-kernel/domain';
import { defineRoute } from '../http/route';
import { conflict, forbidden, notFound } from '../http/errors';
import type { KontorExecutor } from '../db/database';
import type { RequestContext } from '../http/context';
import { requirePerson } from '../http/access';
import { arrayOf } from '../http/schemas';
import { requireEngagement } from './engagement';
import { decidePaymentApproval } from '../payments/approvals';
import { readableBeneficiaries, viewableAccountUids } from '../payments/beneficiary-access';

async function decide(db: KontorExecutor, ctx: RequestContext, approvalUid: string) {
  const personUid = requirePerson(ctx);
  const pending = await db
    .selectFrom('pending_approvals')
    .selectAll()
    .where('uid', '=', approvalUid)
    .executeTakeFirst();
  if (!pending) throw notFound('pending_approval_not_found');
  if (ctx.partnershipUid !== pending.partnership_uid)
    throw forbidden('approvals in the partnership context only');
  // Payment orders and beneficiaries are decided by the payments resource; the rest by the partnership's right.
  if (!(await ctx.can(pending.partnership_uid, 'approve'))) throw forbidden('no approve right');
  if (pending.status !== 'pending') throw conflict('already_decided');
  if (pending.approved_by.includes(personUid)) throw conflict('already_approved_by_you');
  return { personUid, pending };
}

/**
 * The pending approvals the caller may read (issue 26): an order's by the view right on its debit account, a
 * beneficiary's by the view right on an account paying it (payments/beneficiary-access.ts), as the orders and
 * beneficiaries themselves are read.
 */
async function readableApprovals<Row extends { subject_type: string; subject_uid: string }>(
  db: KontorExecutor,
  ctx: RequestContext,
  rows: Row[],
): Promise<Row[]> {
  const accounts = await viewableAccountUids(db, ctx);
  const orderUids = rows.filter((row) => row.subject_type === 'paymentOrder').map((row) => row.subject_uid);
  const readableOrders = new Set(
    orderUids.length === 0 || accounts.length === 0
      ? []
      : (
          await db
            .selectFrom('payment_orders')
            .select('uid')
            .where('uid', 'in', orderUids)
            .where('cash_account_uid', 'in', accounts)
            .execute()
        ).map((order) => order.uid),
  );
  const beneficiaries = await readableBeneficiaries(
    db,
    ctx,
    rows.filter((row) => row.subject_type === 'beneficiary').map((row) => row.subject_uid),
    accounts,
  );
  return rows.filter((row) =>
    row.subject_type === 'paymentOrder'
      ? readableOrders.has(row.subject_uid)
      : row.subject_type === 'beneficiary'
        ? beneficiaries.has(row.subject_uid)
        : true,
  );
}

export const approvalRoutes = [
  defineRoute<{ Params: ApprovalDecisionParams; Body: ApprovalDecisionBody }>({
    method: 'POST',
    url: '/api/v2/partnerships/pending-approvals/:uid/:decision',
    family: 'partnership.approve',
    auth: 'strong',
    context: 'partnership',
    schema: {
      params: approvalDecisionParams,
      // Optional: a rejection's reason (issue 28), kept on a rejected payment order.
      body: approvalDecisionBodySchema,
      response: { 200: approvalDecisionSchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      // Payment orders and beneficiaries are signed under the voting rule by the payments resource.
      const payment = await decidePaymentApproval(db, request.ctx, request.params.uid, {
        decision: request.params.decision,
        reason: request.body?.reason ?? null,
      });
      if (payment) return payment;
      const { personUid, pending } = await decide(db, request.ctx, request.params.uid);
      return db.transaction().execute(async (trx) => {
        const locked = await trx
          .selectFrom('pending_approvals')
          .selectAll()
          .where('uid', '=', pending.uid)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (locked.status !== 'pending' || locked.approved_by.includes(personUid))
          throw conflict('already_decided');
        const approvedBy =
          request.params.decision === 'approve' ? [...locked.approved_by, personUid] : locked.approved_by;
        const status =
          request.params.decision === 'reject'
            ? 'rejected'
            : approvedBy.length >= locked.required_approvals
              ? 'approved'
              : 'pending';
        await trx
          .updateTable('pending_approvals')
          .set({
            approved_by: approvedBy,
            status,
            rejected_by: request.params.decision === 'reject' ? personUid : null,
          })
          .where('uid', '=', locked.uid)
          .execute();
        const partnership = await trx
          .selectFrom('partnerships')
          .select('voting_rule')
          .where('uid', '=', locked.partnership_uid)
          .executeTakeFirstOrThrow();
        return {
          uid: locked.uid,
          status,
          subjectType: locked.subject_type,
          subjectUid: locked.subject_uid,
          votingRule: partnership.voting_rule,
          requiredApprovals: locked.required_approvals,
          approvedBy,
          stillNeeded: status === 'pending' ? Math.max(0, locked.required_approvals - approvedBy.length) : 0,
          rejectedBy: request.params.decision === 'reject' ? personUid : null,
          subjectStatus: null,
        };
      });
    },
  }),
  defineRoute<{ Params: UidPathParams }>({
    method: 'GET',
    url: '/api/v2/partnerships/:uid/pending-approvals',
    family: 'partnership.read',
    auth: 'strong',
    context: 'partnership',
    schema: { params: uidPathParams, response: { 200: arrayOf(pendingApprovalSchema) } },
    handler: async (request) => {
      const db = request.server.db;
      await requireEngagement(db, request.ctx, request.params.uid);
      const rows = await db
        .selectFrom('pending_approvals')
        .selectAll()
        .where('partnership_uid', '=', request.params.uid)
        .where('status', '=', 'pending')
        .orderBy('created_at', 'desc')
        .execute();
      return (await readableApprovals(db, request.ctx, rows)).map((row) => ({
        uid: row.uid,
        subjectType: row.subject_type,
        subjectUid: row.subject_uid,
        requestedBy: row.requested_by,
        requiredApprovals: row.required_approvals,
        approvedBy: row.approved_by,
        created: row.created_at.toISOString(),
      }));
    },
  }),
];
