/** The current user's own data (spec §7 "Auth and user"): person, identities, engagements; never another person's. */
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { notFound } from '../http/errors';
import { defineRoute } from '../http/route';
import {
  declarationSchema,
  engagementsQuerySchema,
  engagementsSchema,
  naturalPersonQuerySchema,
  naturalPersonSchema,
  referralCodeSchema,
  virtualIdentitySchema,
  type EngagementsQuery,
  type NaturalPersonQuery,
  uidPathParams,
  type UidPathParams,
} from 'shared-kernel/domain';
import { arrayOf } from '../http/schemas';
import { requirePerson, requireSelf } from '../http/access';
import { virtualIdentitiesOf } from './virtual-identities';
import { partnershipView } from '../partnerships/views';
import { addressView, naturalPersonView, phoneView } from './views';
import type { KontorExecutor } from '../db/database';
import { loadPerson } from './queries';

async function visibleDeclarations(db: KontorExecutor, personUid: string) {
  const rows = await db
    .selectFrom('partnership_declarations')
    .selectAll()
    .where('person_uid', '=', personUid)
    .where('status', '!=', 'cancelled') // cancelled declarations are hidden (spec §4)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => declarationView(row));
}

function declarationView(row: {
  uid: string;
  status: string;
  partnership_uid: string | null;
  partnership_name: string | null;
  declaration_type: string;
  /** A Date from a row, an ISO string from a nested JSON row. */
  created_at: Date | string;
}) {
  return {
    uid: row.uid,
    status: row.status,
    partnershipUid: row.partnership_uid,
    partnershipName: row.partnership_name,
    declarationType: row.declaration_type,
    created: new Date(row.created_at).toISOString(),
  };
}

export const personRoutes = [
  defineRoute<{ Querystring: NaturalPersonQuery }>({
    method: 'GET',
    url: '/api/v2/natural-person',
    family: 'user.read',
    auth: 'weak',
    schema: {
      querystring: naturalPersonQuerySchema,
      response: { 200: naturalPersonSchema },
    },
    handler: async (request) => {
      // One statement: the person with the declarations and identities nested (the dashboard's first read).
      const person = await request.server.db
        .selectFrom('natural_persons as p')
        .selectAll('p')
        .select((eb) => [
          jsonArrayFrom(
            eb
              .selectFrom('partnership_declarations as d')
              .selectAll('d')
              .whereRef('d.person_uid', '=', 'p.uid')
              .where('d.status', '!=', 'cancelled') // cancelled declarations are hidden (spec §4)
              .orderBy('d.created_at', 'desc'),
          ).as('declarations'),
          jsonArrayFrom(
            eb
              .selectFrom('virtual_identities as v')
              .select('v.type_name')
              .whereRef('v.owner_uid', '=', 'p.uid')
              // Only asked for with the contact details.
              .$if(request.query.contactDetails !== true, (query) => query.where(sql<boolean>`false`)),
          ).as('identities'),
        ])
        .where('p.uid', '=', requirePerson(request.ctx))
        .executeTakeFirst();
      if (!person) throw notFound('natural_person_not_found');
      const base = {
        ...naturalPersonView(person),
        partnershipDeclarations: person.declarations.map((row) => declarationView(row)),
      };
      if (!request.query.contactDetails) return base;
      return {
        ...base,
        address: addressView(person),
        phone: phoneView(person),
        virtualIdentities: person.identities.map((row) => ({ typeName: row.type_name })),
      };
    },
  }),
  defineRoute<{ Params: UidPathParams }>({
    method: 'GET',
    url: '/api/v2/natural-persons/:uid/virtual-identities',
    family: 'user.read',
    auth: 'weak',
    schema: { params: uidPathParams, response: { 200: arrayOf(virtualIdentitySchema) } },
    handler: async (request) =>
      virtualIdentitiesOf(request.server.db, requireSelf(request.ctx, request.params.uid), 'person'),
  }),
  defineRoute<{ Params: UidPathParams }>({
    method: 'GET',
    url: '/api/natural-persons/:uid/referral-code',
    family: 'user.read',
    auth: 'weak',
    schema: { params: uidPathParams, response: { 200: referralCodeSchema } },
    handler: async (request) => {
      const person = await loadPerson(request.server.db, requireSelf(request.ctx, request.params.uid));
      return { referralCode: person.referral_code };
    },
  }),
  defineRoute<{ Params: UidPathParams; Querystring: EngagementsQuery }>({
    method: 'GET',
    url: '/api/v2/natural-persons/:uid/partnerships/engagements',
    family: 'user.read',
    auth: 'weak',
    schema: {
      params: uidPathParams,
      querystring: engagementsQuerySchema,
      response: { 200: engagementsSchema },
    },
    handler: async (request) => {
      const personUid = requireSelf(request.ctx, request.params.uid);
      let query = request.server.db
        .selectFrom('partnership_engagements as e')
        .innerJoin('partnerships as p', 'p.uid', 'e.partnership_uid')
        .selectAll('p')
        .select(['e.roles', 'e.pending_roles', 'e.matching_state'])
        .where('e.person_uid', '=', personUid);
      const statuses = request.query.partnershipStatus;
      if (statuses?.length) query = query.where('p.status', 'in', statuses);
      const rows = await query.orderBy('p.name').execute();
      const engagements = rows.map((row) => ({
        partnership: partnershipView(row, row.roles),
        roles: row.roles,
        pendingRoles: row.pending_roles,
        matchingState: row.matching_state,
      }));
      // Requested partnerships: not yet bankable and the person asked for them (requestor role).
      const requestedPartnerships = rows
        .filter((row) => row.roles.includes('requestor') && row.status !== 'bankable')
        .map((row) => partnershipView(row, row.roles));
      return { engagements, requestedPartnerships };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/partnerships/declarations/list',
    family: 'user.read',
    auth: 'weak',
    schema: { response: { 200: arrayOf(declarationSchema) } },
    handler: async (request) => visibleDeclarations(request.server.db, requirePerson(request.ctx)),
  }),
];
