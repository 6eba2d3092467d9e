/** Members of a partnership and their roles (spec §7 members, roles, member details; spec §6 role names). */
import { sql } from 'kysely';
import { defineRoute } from '../http/route';
import {
  isSignatoryOrAdmin,
  memberDetailsParams,
  memberDetailsSchema,
  memberSchema,
  membersQuerySchema,
  PARTNERSHIP_ROLES,
  roleSchema,
  rolesQuerySchema,
  type MemberDetailsParams,
  type MembersQuery,
  type RolesQuery,
  uidPathParams,
  type UidPathParams,
} from 'shared-kernel/domain';
import { forbidden, notFound } from '../http/errors';
import { arrayOf } from '../http/schemas';
import { requireEngagement } from './engagement';

const ROLE_FILTER: readonly string[] = PARTNERSHIP_ROLES;

export const memberRoutes = [
  defineRoute<{ Params: UidPathParams; Querystring: RolesQuery }>({
    method: 'GET',
    url: '/api/v2/partnerships/:uid/roles',
    family: 'partnership.read',
    auth: 'strong',
    schema: {
      params: uidPathParams,
      querystring: rolesQuerySchema,
      response: { 200: arrayOf(roleSchema) },
    },
    handler: async (request) => {
      await requireEngagement(request.server.db, request.ctx, request.params.uid);
      const wanted = request.query.roles?.length ? request.query.roles : ROLE_FILTER;
      const mode = request.query.mode ?? 'all';
      const rows = await request.server.db
        .selectFrom('partnership_engagements')
        .select(['person_uid', 'roles', 'pending_roles'])
        .where('partnership_uid', '=', request.params.uid)
        .execute();
      return rows.flatMap((row) => [
        ...(mode !== 'pending'
          ? row.roles
              .filter((role) => wanted.includes(role))
              .map((role) => ({ personUid: row.person_uid, role, state: 'granted' }))
          : []),
        ...(mode !== 'granted'
          ? row.pending_roles
              .filter((role) => wanted.includes(role))
              .map((role) => ({ personUid: row.person_uid, role, state: 'pending' }))
          : []),
      ]);
    },
  }),
  defineRoute<{ Params: UidPathParams; Querystring: MembersQuery }>({
    method: 'GET',
    url: '/api/v2/partnerships/:uid/members',
    family: 'partnership.read',
    auth: 'strong',
    schema: {
      params: uidPathParams,
      querystring: membersQuerySchema,
      response: { 200: arrayOf(memberSchema) },
    },
    handler: async (request, reply) => {
      const db = request.server.db;
      await requireEngagement(db, request.ctx, request.params.uid);
      const { roles, isRegistered, nameFilter } = request.query;
      let query = db
        .selectFrom('partnership_engagements as e')
        .innerJoin('natural_persons as p', 'p.uid', 'e.person_uid')
        .where('e.partnership_uid', '=', request.params.uid);
      if (roles?.length) query = query.where(sql<boolean>`e.roles && ${sql.val(roles)}::text[]`);
      if (isRegistered !== undefined) query = query.where('p.is_registered', '=', isRegistered);
      // Team space filter cardholder (spec §6): holds a usable card on one of the partnership's accounts.
      if (request.query.cardholder !== undefined)
        query = query.where(
          sql<boolean>`exists (select 1 from cards c join cash_accounts a on a.uid = c.cash_account_uid
            where a.owner_uid = e.partnership_uid and c.holder_uid = e.person_uid
            and c.status not in ('deleted', 'retired', 'blocked'))`,
          '=',
          request.query.cardholder,
        );
      if (request.query.uid) query = query.where('p.uid', '=', request.query.uid);
      if (nameFilter)
        query = query.where(
          sql<string>`p.name || ' ' || p.family_name`,
          'ilike',
          `%${nameFilter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
        );
      const total = await query.select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow();
      let page = query.select([
        'p.uid',
        'p.name',
        'p.family_name',
        'p.is_registered',
        'e.roles',
        'e.pending_roles',
      ]);
      page =
        request.query.orderByName === false
          ? page.orderBy('e.created_at')
          : page.orderBy('p.family_name').orderBy('p.name');
      const rows = await page
        .limit(request.query.count ?? 10)
        .offset(request.query.offset ?? 0)
        .execute();
      reply.header('x-total-count', String(total.count));
      return rows.map((row) => ({
        personInfo: {
          uid: row.uid,
          name: `${row.name} ${row.family_name}`,
          onboardingDetails: { isRegistered: row.is_registered },
        },
        roleTypes: row.roles,
        pendingRoleTypes: row.pending_roles,
      }));
    },
  }),
  defineRoute<{ Params: MemberDetailsParams }>({
    method: 'GET',
    url: '/api/v2/partnerships/:uid/members/:memberUid/details',
    family: 'partnership.read',
    auth: 'strong',
    schema: {
      params: memberDetailsParams,
      response: { 200: memberDetailsSchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      const roles = await requireEngagement(db, request.ctx, request.params.uid);
      // A member's email and every entitlement: by the same right as entitlements-overview (issue 10).
      if (!isSignatoryOrAdmin(roles)) throw forbidden('signatories and admins only');
      const member = await db
        .selectFrom('partnership_engagements as e')
        .innerJoin('natural_persons as p', 'p.uid', 'e.person_uid')
        .select([
          'p.uid',
          'p.name',
          'p.family_name',
          'p.email',
          'p.is_registered',
          'e.roles',
          'e.pending_roles',
          'e.created_at',
        ])
        .where('e.partnership_uid', '=', request.params.uid)
        .where('e.person_uid', '=', request.params.memberUid)
        .executeTakeFirst();
      if (!member) throw notFound('member_not_found');
      const entitlements = await db
        .selectFrom('entitlements')
        .select(['entity_uid', 'entity_type', 'action'])
        .where('partnership_uid', '=', request.params.uid)
        .where('person_uid', '=', member.uid)
        .execute();
      return {
        personInfo: {
          uid: member.uid,
          name: `${member.name} ${member.family_name}`,
          email: member.email,
          onboardingDetails: { isRegistered: member.is_registered },
        },
        roleTypes: member.roles,
        pendingRoleTypes: member.pending_roles,
        memberSince: member.created_at.toISOString(),
        entitlements: entitlements.map((row) => ({
          entityUID: row.entity_uid,
          entityType: row.entity_type,
          action: row.action,
        })),
      };
    },
  }),
];
