/** The partnership's activities (spec §7), with the payment orders awaiting a delegate's or deputy's approval. */
import {
  activitiesIncludePendingPaymentOrders,
  activitySchema,
  uidPathParams,
  type UidPathParams,
} from 'shared-kernel/domain';
import { defineRoute } from '../http/route';
import { arrayOf } from '../http/schemas';
import { requireEngagement } from './engagement';

export const activityRoutes = [
  defineRoute<{ Params: UidPathParams }>({
    method: 'GET',
    url: '/api/v2/partnerships/:uid/activities',
    family: 'partnership.read',
    auth: 'strong',
    schema: { params: uidPathParams, response: { 200: arrayOf(activitySchema) } },
    handler: async (request) => {
      const db = request.server.db;
      const roles = await requireEngagement(db, request.ctx, request.params.uid);
      const rows = await db
        .selectFrom('activities')
        .selectAll()
        .where('partnership_uid', '=', request.params.uid)
        .orderBy('created_at', 'desc')
        .execute();
      const activities = rows.map((row) => ({
        uid: row.uid,
        code: row.code,
        status: row.status,
        title: row.title,
        refDataTag: row.ref_data_tag,
        activityNodeDefinition: { name: row.node_name, activities: [] },
        workStatus: { status: row.status, actionablePersonUids: row.actionable_person_uids },
        created: row.created_at.toISOString(),
      }));
      // Spec §6: activities of delegates and deputies also include the payment orders awaiting approval.
      if (!activitiesIncludePendingPaymentOrders(roles)) return activities;
      const orders = await db
        .selectFrom('pending_approvals as a')
        .innerJoin('payment_orders as o', 'o.uid', 'a.subject_uid')
        .select(['o.uid', 'o.created_at', 'o.cash_account_uid', 'a.approved_by'])
        .where('a.partnership_uid', '=', request.params.uid)
        .where('a.subject_type', '=', 'paymentOrder')
        .where('a.status', '=', 'pending')
        .orderBy('o.created_at', 'desc')
        .execute();
      const approvers = await db
        .selectFrom('entitlements')
        .select(['person_uid', 'entity_uid'])
        .where('partnership_uid', '=', request.params.uid)
        .where('action', '=', 'approve')
        .where('entity_type', '=', 'CashAccount')
        .execute();
      return [
        ...orders.map((order) => ({
          uid: order.uid,
          code: 'pending_payment_order',
          status: 'work-in-progress',
          title: 'app.activities.approve_payment_orders',
          refDataTag: 'paymentOrder',
          activityNodeDefinition: { name: 'payment-approval', activities: [] },
          workStatus: {
            status: 'work-in-progress',
            actionablePersonUids: approvers
              .filter(
                (row) =>
                  row.entity_uid === order.cash_account_uid && !order.approved_by.includes(row.person_uid),
              )
              .map((row) => row.person_uid),
          },
          created: order.created_at.toISOString(),
        })),
        ...activities,
      ];
    },
  }),
];
