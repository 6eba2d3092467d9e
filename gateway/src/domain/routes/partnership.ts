/** Partnership and agent reads (spec §7 "Partnership", "Agent"): only for people engaged in the partnership. */
import { virtualIdentitiesOf, virtualIdentitySchema } from '../virtual-identities';
import { sql } from 'kysely';
import { defineRoute } from '../../http/route';
import { forbidden, notFound } from '../../http/errors';
import { refuseBootstrapperOnly, requireAgent, requireEngagement, requirePerson } from '../access';
import { partnershipView } from '../views';
import { featuresMap, planByCode } from '../../reference/plans';
import { AGREEMENTS } from '../../reference/conditions';

const uuid = { type: 'string', minLength: 36, maxLength: 36 } as const;
const uidParams = { type: 'object', properties: { uid: uuid }, required: ['uid'] } as const;
const ROLE_FILTER = ['partner', 'delegate', 'deputy', 'bootstrapper', 'requestor'];

export const partnershipRoutes = [
  defineRoute<{ Params: { uid: string }; Querystring: { extIds?: boolean; contactDetails?: boolean } }>({
    method: 'GET',
    url: '/api/v2/partnerships/:uid',
    family: 'partnership.read',
    auth: 'strong',
    schema: {
      params: uidParams,
      querystring: {
        type: 'object',
        properties: { extIds: { type: 'boolean' }, contactDetails: { type: 'boolean' } },
      },
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
  defineRoute<{ Params: { uid: string } }>({
    method: 'GET',
    url: '/api/v2/partnerships/:uid/objectives',
    family: 'partnership.read',
    auth: 'strong',
    schema: { params: uidParams },
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
  defineRoute<{ Params: { uid: string } }>({
    method: 'GET',
    url: '/api/v2/partnerships/:uid/virtual-identities',
    family: 'partnership.read',
    auth: 'strong',
    schema: { params: uidParams, response: { 200: virtualIdentitySchema } },
    handler: async (request) => {
      await requireEngagement(request.server.db, request.ctx, request.params.uid);
      return virtualIdentitiesOf(request.server.db, request.params.uid, 'partnership');
    },
  }),
  defineRoute<{
    Params: { uid: string };
    Querystring: { roles?: string[]; mode?: 'all' | 'pending' | 'granted' };
  }>({
    method: 'GET',
    url: '/api/v2/partnerships/:uid/roles',
    family: 'partnership.read',
    auth: 'strong',
    schema: {
      params: uidParams,
      querystring: {
        type: 'object',
        properties: {
          roles: { type: 'array', items: { type: 'string', enum: ROLE_FILTER } },
          mode: { type: 'string', enum: ['all', 'pending', 'granted'], default: 'all' },
        },
      },
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
  defineRoute<{
    Params: { uid: string };
    Querystring: {
      roles?: string[];
      orderByName?: boolean;
      isRegistered?: boolean;
      nameFilter?: string;
      uid?: string;
      count?: number;
      offset?: number;
    };
  }>({
    method: 'GET',
    url: '/api/v2/partnerships/:uid/members',
    family: 'partnership.read',
    auth: 'strong',
    schema: {
      params: uidParams,
      querystring: {
        type: 'object',
        properties: {
          roles: { type: 'array', items: { type: 'string', enum: ROLE_FILTER } },
          orderByName: { type: 'boolean' },
          isRegistered: { type: 'boolean' },
          nameFilter: { type: 'string', maxLength: 140 },
          // members?uid= (spec §7): one member by person uid, same shape as the list.
          uid: { type: 'string', maxLength: 64 },
          count: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
          offset: { type: 'integer', minimum: 0, default: 0 },
        },
      },
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
  defineRoute<{ Params: { uid: string; memberUid: string } }>({
    method: 'GET',
    url: '/api/v2/partnerships/:uid/members/:memberUid/details',
    family: 'partnership.read',
    auth: 'strong',
    schema: {
      params: { type: 'object', properties: { uid: uuid, memberUid: uuid }, required: ['uid', 'memberUid'] },
    },
    handler: async (request) => {
      const db = request.server.db;
      await requireEngagement(db, request.ctx, request.params.uid);
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
  defineRoute<{ Params: { uid: string } }>({
    method: 'GET',
    url: '/api/v2/partnerships/:uid/activities',
    family: 'partnership.read',
    auth: 'strong',
    schema: { params: uidParams },
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
      if (!roles.includes('delegate') && !roles.includes('deputy')) return activities;
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
  defineRoute<{ Params: { uid: string }; Querystring: { accountUid?: string } }>({
    method: 'GET',
    url: '/api/v2/partnerships/:uid/entitlements-overview',
    family: 'partnership.read',
    auth: 'strong',
    schema: { params: uidParams, querystring: { type: 'object', properties: { accountUid: uuid } } },
    handler: async (request) => {
      const db = request.server.db;
      const roles = await requireEngagement(db, request.ctx, request.params.uid);
      // Who may do what is the signatories' and admins' business (spec §6 "partners or deputies").
      if (!roles.includes('partner') && !roles.includes('deputy'))
        throw forbidden('signatories and admins only');
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
  defineRoute<{ Params: { uid: string } }>({
    method: 'GET',
    url: '/api/partnerships/:uid/registry/current',
    family: 'partnership.read',
    auth: 'strong',
    schema: { params: uidParams },
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
  defineRoute<{ Params: { uid: string } }>({
    method: 'GET',
    url: '/api/v2/agent/:uid/subscription',
    family: 'agent.read',
    auth: 'strong',
    schema: { params: uidParams },
    handler: async (request) => {
      if ((await requireAgent(request.server.db, request.ctx, request.params.uid)) === 'partnership') {
        refuseBootstrapperOnly(await requireEngagement(request.server.db, request.ctx, request.params.uid));
      }
      const row = await request.server.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('agent_uid', '=', request.params.uid)
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (!row) throw notFound('subscription_not_found');
      return {
        uid: row.uid,
        status: row.status,
        billingInterval: row.billing_interval,
        validFrom: row.valid_from,
        current: { planCode: row.plan_code },
      };
    },
  }),
  defineRoute<{ Params: { planCode: string } }>({
    method: 'GET',
    url: '/api/extension/plans/:planCode',
    family: 'agent.read',
    auth: 'weak',
    handler: async (request) => {
      const plan = planByCode(request.params.planCode);
      if (!plan) throw notFound('plan_not_found');
      return {
        plan: {
          code: plan.code,
          audience: plan.audience,
          billingInterval: plan.billingInterval,
          price: { value: plan.priceValue, factor: 2, currency: 'CHF' },
          features: featuresMap(plan),
        },
      };
    },
  }),
  defineRoute<{ Params: { uid: string } }>({
    method: 'GET',
    url: '/api/v2/agents/:uid/suggestions',
    family: 'agent.read',
    auth: 'strong',
    schema: { params: uidParams },
    handler: async (request) => {
      await requireAgent(request.server.db, request.ctx, request.params.uid);
      const rows = await request.server.db
        .selectFrom('suggestions')
        .selectAll()
        .where('agent_uid', '=', request.params.uid)
        .where('is_removed', '=', false)
        .orderBy('is_highlighted', 'desc')
        .orderBy('priority')
        .execute(); // highlighted first, then priority (spec §9)
      return rows.map((row) => ({
        type: row.type,
        titleTag: row.title_tag,
        hintTag: row.hint_tag,
        lightModeImageURI: row.light_mode_image_uri,
        darkModeImageURI: row.dark_mode_image_uri,
        triggerUid: row.trigger_uid,
        hasDetails: row.has_details,
        isRemovable: row.is_removable,
        isRemoved: row.is_removed,
        isHighlighted: row.is_highlighted,
        priority: row.priority,
      }));
    },
  }),
  defineRoute<{ Params: { uid: string; trigger: string; command: 'enable' | 'disable' } }>({
    method: 'POST',
    url: '/api/v2/agents/:uid/suggestions/:trigger/:command',
    family: 'agent.write',
    auth: 'strong',
    schema: {
      params: {
        type: 'object',
        properties: { uid: uuid, trigger: uuid, command: { type: 'string', enum: ['enable', 'disable'] } },
        required: ['uid', 'trigger', 'command'],
      },
    },
    handler: async (request, reply) => {
      await requireAgent(request.server.db, request.ctx, request.params.uid);
      const suggestion = await request.server.db
        .selectFrom('suggestions')
        .selectAll()
        .where('agent_uid', '=', request.params.uid)
        .where('trigger_uid', '=', request.params.trigger)
        .executeTakeFirst();
      if (!suggestion) throw notFound('suggestion_not_found');
      if (request.params.command === 'disable' && !suggestion.is_removable)
        throw forbidden('this suggestion cannot be removed');
      await request.server.db
        .updateTable('suggestions')
        .set({ is_removed: request.params.command === 'disable' })
        .where('uid', '=', suggestion.uid)
        .execute();
      return reply.code(204).send();
    },
  }),
  defineRoute<{ Params: { uid: string } }>({
    method: 'GET',
    url: '/api/v2/agents/:uid/contracts',
    family: 'agent.read',
    auth: 'strong',
    schema: { params: uidParams },
    handler: async (request) => {
      await requireAgent(request.server.db, request.ctx, request.params.uid);
      const rows = await request.server.db
        .selectFrom('contracts')
        .selectAll()
        .where('agent_uid', '=', request.params.uid)
        .orderBy('created_at')
        .execute();
      const accepted = [...new Set(rows.flatMap((row) => row.accepted_condition_codes))];
      const language = request.ctx.language;
      const legal = AGREEMENTS.filter((agreement) => !agreement.hidden && accepted.includes(agreement.code));
      return {
        contracts: rows.map((row) => ({
          uid: row.uid,
          serviceName: row.service_name,
          status: row.status,
          acceptedConditionCodes: row.accepted_condition_codes,
          created: row.created_at.toISOString(),
        })),
        acceptedConditionCodes: accepted,
        conditionsShort: Object.fromEntries(
          legal.map((agreement) => [agreement.code, agreement.texts[language].short]),
        ),
        conditionsLong: Object.fromEntries(
          legal.map((agreement) => [agreement.code, agreement.texts[language].long]),
        ),
      };
    },
  }),
  defineRoute<{ Params: { uid: string } }>({
    method: 'GET',
    url: '/api/v2/agents/:uid/available-currencies',
    family: 'agent.read',
    auth: 'strong',
    schema: { params: uidParams },
    handler: async (request) => {
      await requireAgent(request.server.db, request.ctx, request.params.uid);
      return [
        { code: 'CHF', countries: ['CH', 'LI'] },
        { code: 'EUR', countries: ['DE', 'FR', 'IT', 'AT'] },
        { code: 'USD', countries: ['US'] },
        { code: 'GBP', countries: ['GB'] },
      ];
    },
  }),
  defineRoute<{ Params: { uid: string } }>({
    method: 'GET',
    url: '/api/v2/partnerships/:uid/confirmations',
    family: 'partnership.read',
    auth: 'strong',
    schema: { params: uidParams },
    handler: async (request) => {
      await requireEngagement(request.server.db, request.ctx, request.params.uid);
      const rows = await request.server.db
        .selectFrom('confirmations')
        .selectAll()
        .where('context_uid', '=', request.params.uid)
        .where('person_uid', '=', requirePerson(request.ctx))
        .where('status', '=', 'pending')
        .execute();
      return rows.map((row) => ({
        confirmationHandle: row.handle,
        confirmationType: row.confirmation_type,
        purpose: row.purpose,
        title: row.title,
        conditionCodes: row.condition_codes,
      }));
    },
  }),
];
