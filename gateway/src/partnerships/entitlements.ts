/** Who may do what in a partnership (spec §6 entitlements): the caller's own, and the overview for signatories and admins. */
import {
  entitlementsOverviewQuerySchema,
  entitlementsOverviewSchema,
  isSignatoryOrAdmin,
  myEntitlementsSchema,
  type EntitlementsOverviewQuery,
  uidPathParams,
  type UidPathParams,
} from 'shared-kernel/domain';
import { requirePerson } from '../http/access';
import { defineRoute } from '../http/route';
import { forbidden } from '../http/errors';
import { refuseBootstrapperOnly, requireEngagement } from './engagement';

export const entitlementRoutes = [
  defineRoute<{ Params: UidPathParams }>({
    method: 'POST',
    url: '/api/v2/partnerships/:uid/my-entitlements',
    family: 'partnership.read',
    auth: 'strong',
    schema: { params: uidPathParams, response: { 200: myEntitlementsSchema } },
    handler: async (request) => {
      const db = request.server.db;
      refuseBootstrapperOnly(await requireEngagement(db, request.ctx, request.params.uid));
      const rows = await db
        .selectFrom('entitlements')
        .selectAll()
        .where('person_uid', '=', requirePerson(request.ctx))
        .where('partnership_uid', '=', request.params.uid)
        .orderBy('id')
        .execute();
      return {
        entitlements: rows.map((row) => ({
          entityUID: row.entity_uid,
          entityType: row.entity_type,
          action: row.action,
          includedTypes: row.included_types,
        })),
      };
    },
  }),
  defineRoute<{ Params: UidPathParams; Querystring: EntitlementsOverviewQuery }>({
    method: 'GET',
    url: '/api/v2/partnerships/:uid/entitlements-overview',
    family: 'partnership.read',
    auth: 'strong',
    schema: {
      params: uidPathParams,
      querystring: entitlementsOverviewQuerySchema,
      response: { 200: entitlementsOverviewSchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      const roles = await requireEngagement(db, request.ctx, request.params.uid);
      // Who may do what is the signatories' and admins' business (spec §6 "partners or deputies").
      if (!isSignatoryOrAdmin(roles)) throw forbidden('signatories and admins only');
      let query = db
        .selectFrom('entitlements')
        .select(['person_uid', 'entity_uid', 'entity_type', 'action'])
        .where('partnership_uid', '=', request.params.uid);
      if (request.query.accountUid) query = query.where('entity_uid', '=', request.query.accountUid);
      const rows = await query.orderBy('person_uid').orderBy('id').execute();
      return rows.map((row) => ({
        personUid: row.person_uid,
        entityUID: row.entity_uid,
        entityType: row.entity_type,
        action: row.action,
      }));
    },
  }),
];
