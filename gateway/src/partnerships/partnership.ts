/** Partnership reads (spec §7 "Partnership"): only for people engaged in the partnership. */
import {
  objectivesSchema,
  partnershipDetailsSchema,
  partnershipQuerySchema,
  registrySchema,
  virtualIdentitySchema,
  type PartnershipQuery,
  uidPathParams,
  type UidPathParams,
} from 'shared-kernel/domain';
import { defineRoute } from '../http/route';
import { notFound } from '../http/errors';
import { arrayOf } from '../http/schemas';
import { virtualIdentitiesOf } from '../persons/virtual-identities';
import { refuseBootstrapperOnly, requireEngagement } from './engagement';
import { partnershipView } from './views';

export const partnershipRoutes = [
  defineRoute<{ Params: UidPathParams; Querystring: PartnershipQuery }>({
    method: 'GET',
    url: '/api/v2/partnerships/:uid',
    family: 'partnership.read',
    auth: 'strong',
    schema: {
      params: uidPathParams,
      querystring: partnershipQuerySchema,
      response: { 200: partnershipDetailsSchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      const roles = await requireEngagement(db, request.ctx, request.params.uid);
      refuseBootstrapperOnly(roles);
      const partnership = await db
        .selectFrom('partnerships')
        .selectAll()
        .where('uid', '=', request.params.uid)
        .executeTakeFirst();
      if (!partnership) throw notFound('partnership_not_found');
      const members = await db
        .selectFrom('partnership_engagements')
        .select(['person_uid', 'roles'])
        .where('partnership_uid', '=', partnership.uid)
        .execute();
      const withRole = (role: string) =>
        members
          .filter((member) => member.roles.includes(role))
          .map((member) => ({ personUid: member.person_uid }));
      const externalIds = request.query.extIds
        ? await db
            .selectFrom('partnership_external_ids')
            .select(['scheme', 'value'])
            .where('partnership_uid', '=', partnership.uid)
            .execute()
        : undefined;
      return {
        ...partnershipView(partnership, roles),
        ...(externalIds ? { externalIds } : {}),
        ...(request.query.contactDetails
          ? {
              contactDetails: {
                domicileAddress: partnership.domicile_address,
                phone: partnership.phone,
                email: partnership.email,
              },
            }
          : {}),
        partnerEngagements: members.map((member) => ({ personUid: member.person_uid, roles: member.roles })),
        partners: withRole('partner'),
        delegates: withRole('delegate'),
        deputies: withRole('deputy'),
      };
    },
  }),
  defineRoute<{ Params: UidPathParams }>({
    method: 'GET',
    url: '/api/v2/partnerships/:uid/objectives',
    family: 'partnership.read',
    auth: 'strong',
    schema: { params: uidPathParams, response: { 200: objectivesSchema } },
    handler: async (request) => {
      await requireEngagement(request.server.db, request.ctx, request.params.uid);
      const row = await request.server.db
        .selectFrom('partnerships')
        .select('service_objectives')
        .where('uid', '=', request.params.uid)
        .executeTakeFirstOrThrow();
      return { serviceObjectives: row.service_objectives };
    },
  }),
  defineRoute<{ Params: UidPathParams }>({
    method: 'GET',
    url: '/api/v2/partnerships/:uid/virtual-identities',
    family: 'partnership.read',
    auth: 'strong',
    schema: { params: uidPathParams, response: { 200: arrayOf(virtualIdentitySchema) } },
    handler: async (request) => {
      await requireEngagement(request.server.db, request.ctx, request.params.uid);
      return virtualIdentitiesOf(request.server.db, request.params.uid, 'partnership');
    },
  }),
  defineRoute<{ Params: UidPathParams }>({
    method: 'GET',
    url: '/api/partnerships/:uid/registry/current',
    family: 'partnership.read',
    auth: 'strong',
    schema: { params: uidPathParams, response: { 200: registrySchema } },
    handler: async (request) => {
      await requireEngagement(request.server.db, request.ctx, request.params.uid);
      const row = await request.server.db
        .selectFrom('partnerships')
        .select(['pending_registry_certificate_uid', 'is_internal_registry'])
        .where('uid', '=', request.params.uid)
        .executeTakeFirstOrThrow();
      return {
        pendingCertificateUID: row.pending_registry_certificate_uid,
        isInternalRegistry: row.is_internal_registry,
      };
    },
  }),
];
