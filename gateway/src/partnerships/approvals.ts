/**
 * Four-eyes approvals of a partnership (spec §7 pending-approvals approve/reject, confirmations accept/refuse).
 * The voting rule sets how many signatures release a payment order or a new beneficiary (as_two: two).
 */
import { sql } from 'kysely';
import { defineRoute } from '../http/route';
import { conflict, forbidden, notFound } from '../http/errors';
import { publishEvent } from '../events/publish';
import type { KontorExecutor } from '../db/database';
import type { RequestContext } from '../http/context';
import { requirePerson } from '../http/access';
import { arrayOf, uidParams, uuid } from '../http/schemas';
import { requireEngagement } from './engagement';
import { decidePaymentApproval } from '../payments/approvals';
import { approvalDecisionSchema, pendingApprovalSchema } from './schemas';

/** The entity whose approve right decides: the debit account of a payment order, else the partnership itself. */
async function approvalEntity(
  db: KontorExecutor,
  subjectType: string,
  subjectUid: string,
  partnershipUid: string,
): Promise<string> {
  if (subjectType !== 'paymentOrder') return partnershipUid;
  const order = await db
    .selectFrom('payment_orders')
    .select('cash_account_uid')
    .where('uid', '=', subjectUid)
    .executeTakeFirst();
  if (!order) throw notFound('payment_order_not_found');
  return order.cash_account_uid;
}

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
  const entity = await approvalEntity(db, pending.subject_type, pending.subject_uid, pending.partnership_uid);
  if (!(await ctx.can(entity, 'approve'))) throw forbidden('no approve right');
  if (pending.status !== 'pending') throw conflict('already_decided');
  if (pending.approved_by.includes(personUid)) throw conflict('already_approved_by_you');
  return { personUid, pending };
}

export const approvalRoutes = [
  defineRoute<{ Params: { uid: string; decision: 'approve' | 'reject' } }>({
    method: 'POST',
    url: '/api/v2/partnerships/pending-approvals/:uid/:decision',
    family: 'partnership.approve',
    auth: 'strong',
    context: 'partnership',
    schema: {
      params: {
        type: 'object',
        properties: { uid: uuid, decision: { type: 'string', enum: ['approve', 'reject'] } },
        required: ['uid', 'decision'],
      },
      response: { 200: approvalDecisionSchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      // Payment orders and beneficiaries are signed under the voting rule by the payments resource.
      const payment = await decidePaymentApproval(
        db,
        request.ctx,
        request.params.uid,
        request.params.decision,
      );
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
        if (status !== 'pending' && locked.subject_type === 'paymentOrder') {
          const order = await trx
            .updateTable('payment_orders')
            .set({ status: status === 'approved' ? 'accepted' : 'rejected', updated_at: sql<Date>`now()` })
            .where('uid', '=', locked.subject_uid)
            .returning(['uid', 'status', 'cash_account_uid'])
            .executeTakeFirstOrThrow();
          await publishEvent(trx, {
            type: 'paymentOrder',
            guid: order.uid,
            message: {
              paymentOrderUid: order.uid,
              status: order.status,
              partnershipUid: locked.partnership_uid,
              cashAccountUid: order.cash_account_uid,
            },
            // Those who may view the order's account (issue 10), not every member of the partnership.
            audience: { partnershipUid: locked.partnership_uid, accountUid: order.cash_account_uid },
          });
        }
        if (status !== 'pending' && locked.subject_type === 'beneficiary') {
          if (status === 'approved')
            await trx
              .updateTable('beneficiaries')
              .set({ signed: true })
              .where('uid', '=', locked.subject_uid)
              .execute();
          await publishEvent(trx, {
            type: 'beneficiary',
            guid: locked.subject_uid,
            message: {
              beneficiaryUID: locked.subject_uid,
              signed: status === 'approved',
              partnershipUid: locked.partnership_uid,
            },
            audience: { partnershipUid: locked.partnership_uid },
          });
        }
        return { uid: locked.uid, status, approvedBy, requiredApprovals: locked.required_approvals };
      });
    },
  }),
  defineRoute<{ Params: { uid: string } }>({
    method: 'GET',
    url: '/api/v2/partnerships/:uid/pending-approvals',
    family: 'partnership.read',
    auth: 'strong',
    context: 'partnership',
    schema: { params: uidParams, response: { 200: arrayOf(pendingApprovalSchema) } },
    handler: async (request) => {
      await requireEngagement(request.server.db, request.ctx, request.params.uid);
      const rows = await request.server.db
        .selectFrom('pending_approvals')
        .selectAll()
        .where('partnership_uid', '=', request.params.uid)
        .where('status', '=', 'pending')
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((row) => ({
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
