/**
 * Registrations (issue 33 item 4, spec §2 /r3g15t3r/:id?/:step?): a person with partnership declarations
 * registers a non-registered partnership of an internal-registry legal form (simple partnership, association,
 * body corporate) in steps: the declaration, the partnership's data, the members, the confirmation. Each step
 * is saved; completing creates the registered partnership (the bank's internal registry), engages the person
 * as partner and moves the declaration to certification. Who may: the kernel's mayRegisterPartnership.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql, type Updateable } from 'kysely';
import {
  mayRegisterPartnership,
  registrationListSchema,
  registrationMembersBodySchema,
  registrationPartnershipBodySchema,
  registrationSchema,
  startRegistrationBodySchema,
  uidPathParams,
  type Registration,
  type RegistrationMembersBody,
  type RegistrationPartnershipBody,
  type StartRegistrationBody,
  type UidPathParams,
} from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';
import type { PartnershipRegistrationsTable } from '../db/tables/company-onboarding';
import { publishEvent } from '../events/publish';
import { requirePerson } from '../http/access';
import type { RequestContext } from '../http/context';
import { conflict, forbidden, notFound, validationError } from '../http/errors';
import { defineRoute } from '../http/route';

/** The declaration a registration answers (spec §4 declaration status; the bank certifies it afterwards). */
const REGISTRATION_DECLARATION_TYPE = 'partnership_registration';

/** The kernel's rule on the person's declarations as the table holds them (cancelled ones do not count). */
async function requireRegistrationRight(db: KontorExecutor, ctx: RequestContext): Promise<string> {
  const personUid = requirePerson(ctx);
  const declarations = await db
    .selectFrom('partnership_declarations')
    .select('status')
    .where('person_uid', '=', personUid)
    .execute();
  const allowed = mayRegisterPartnership({
    contextType: ctx.partnershipUid === null ? 'private' : 'partnership',
    declarationStatuses: declarations.map((row) => row.status),
  });
  if (!allowed) throw forbidden('registrations need a partnership declaration (spec §2)');
  return personUid;
}

async function registrationsOf(db: KontorExecutor, personUid: string, uid?: string): Promise<Registration[]> {
  let query = db
    .selectFrom('partnership_registrations as r')
    .innerJoin('partnership_declarations as d', 'd.uid', 'r.declaration_uid')
    .selectAll('r')
    .select('d.status as declaration_status')
    .where('r.person_uid', '=', personUid)
    .where('d.status', '!=', 'cancelled'); // cancelled declarations are hidden (spec §4)
  if (uid) query = query.where('r.uid', '=', uid);
  const rows = await query.orderBy('r.created_at', 'desc').execute();
  return rows.map((row) => ({
    uid: row.uid,
    declarationUid: row.declaration_uid,
    declarationStatus: row.declaration_status,
    status: row.status as Registration['status'],
    name: row.name,
    legalForm: row.legal_form,
    seat: row.seat,
    purpose: row.purpose,
    members: row.members,
    partnershipUid: row.partnership_uid,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

async function oneRegistration(db: KontorExecutor, personUid: string, uid: string): Promise<Registration> {
  const [registration] = await registrationsOf(db, personUid, uid);
  if (!registration) throw notFound('registration_not_found');
  return registration;
}

/** A step of a draft: one conditional update, so nothing changes a completed registration. */
async function saveDraftStep(
  db: KontorExecutor,
  personUid: string,
  uid: string,
  values: Updateable<PartnershipRegistrationsTable>,
): Promise<Registration> {
  await oneRegistration(db, personUid, uid);
  const saved = await db
    .updateTable('partnership_registrations')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('uid', '=', uid)
    .where('person_uid', '=', personUid)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  if (Number(saved.numUpdatedRows) !== 1) throw conflict('registration_completed');
  return oneRegistration(db, personUid, uid);
}

/** Every registration route's permission: the kernel's rule, asked before the body or the path is read. */
const registrationRight = (request: FastifyRequest) =>
  requireRegistrationRight(request.server.db, request.ctx);
const read = {
  family: 'registrations.read',
  auth: 'strong',
  context: 'private',
  permission: registrationRight,
} as const;
const base = {
  family: 'registrations.write',
  auth: 'strong',
  context: 'private',
  permission: registrationRight,
} as const;

export const registrationRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v2/registrations',
    ...read,
    schema: { summary: "The person's partnership registrations", response: { 200: registrationListSchema } },
    handler: async (request) => registrationsOf(request.server.db, requirePerson(request.ctx)),
  }),
  defineRoute<{ Params: UidPathParams }>({
    method: 'GET',
    url: '/api/v2/registrations/:uid',
    ...read,
    schema: { summary: 'One registration', params: uidPathParams, response: { 200: registrationSchema } },
    handler: async (request) => {
      const db = request.server.db;
      return oneRegistration(db, requirePerson(request.ctx), request.params.uid);
    },
  }),
  defineRoute<{ Body: StartRegistrationBody }>({
    ...base,
    method: 'POST',
    url: '/api/v2/registrations',
    schema: {
      summary: 'Start a registration: step "declaration" (a new partnership declaration)',
      body: startRegistrationBodySchema,
      response: { 201: registrationSchema },
    },
    handler: async (request, reply) => {
      const db = request.server.db;
      const personUid = requirePerson(request.ctx);
      const uid = randomUUID();
      const name = request.body.name.trim();
      await db.transaction().execute(async (trx) => {
        const declarationUid = randomUUID();
        await trx
          .insertInto('partnership_declarations')
          .values({
            uid: declarationUid,
            person_uid: personUid,
            partnership_uid: null,
            partnership_name: name,
            status: 'new',
            declaration_type: REGISTRATION_DECLARATION_TYPE,
          })
          .execute();
        await trx
          .insertInto('partnership_registrations')
          .values({ uid, person_uid: personUid, declaration_uid: declarationUid, status: 'draft', name })
          .execute();
      });
      return reply.code(201).send(await oneRegistration(db, personUid, uid));
    },
  }),
  defineRoute<{ Params: UidPathParams; Body: RegistrationPartnershipBody }>({
    ...base,
    method: 'PUT',
    url: '/api/v2/registrations/:uid/partnership',
    schema: {
      summary: 'Registration step "partnership": name, internal-registry legal form, seat, purpose',
      params: uidPathParams,
      body: registrationPartnershipBodySchema,
      response: { 200: registrationSchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      const personUid = requirePerson(request.ctx);
      const { name, legalForm, seat, purpose } = request.body;
      return saveDraftStep(db, personUid, request.params.uid, {
        name: name.trim(),
        legal_form: legalForm,
        seat: seat.trim(),
        purpose: purpose?.trim() || null,
      });
    },
  }),
  defineRoute<{ Params: UidPathParams; Body: RegistrationMembersBody }>({
    ...base,
    method: 'PUT',
    url: '/api/v2/registrations/:uid/members',
    schema: {
      summary: 'Registration step "members": the other members and their roles',
      params: uidPathParams,
      body: registrationMembersBodySchema,
      response: { 200: registrationSchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      const personUid = requirePerson(request.ctx);
      const members = request.body.members.map((member) => ({ name: member.name.trim(), role: member.role }));
      return saveDraftStep(db, personUid, request.params.uid, { members: JSON.stringify(members) });
    },
  }),
  defineRoute<{ Params: UidPathParams }>({
    ...base,
    method: 'POST',
    url: '/api/v2/registrations/:uid/complete',
    schema: {
      summary: 'Registration step "confirmation": registers the partnership (status registered)',
      params: uidPathParams,
      response: { 200: registrationSchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      const personUid = requirePerson(request.ctx);
      const registration = await oneRegistration(db, personUid, request.params.uid);
      if (!registration.legalForm || !registration.seat)
        throw validationError([
          { field: 'legalForm', code: 'registration_incomplete', message: 'the partnership step is missing' },
        ]);
      const partnershipUid = randomUUID();
      const completed = await db.transaction().execute(async (trx) => {
        // The registration's row is locked: of racing completions exactly one registers the partnership.
        const draft = await trx
          .selectFrom('partnership_registrations')
          .selectAll()
          .where('uid', '=', registration.uid)
          .where('status', '=', 'draft')
          .forUpdate()
          .executeTakeFirst();
        if (!draft?.legal_form || !draft.seat) return false;
        await trx
          .insertInto('partnerships')
          .values({
            uid: partnershipUid,
            name: draft.name,
            legal_form: draft.legal_form,
            status: 'registered',
            voting_rule: 'none',
            is_internal_registry: true,
            service_objectives: draft.purpose ? [draft.purpose] : [],
          })
          .execute();
        await trx
          .insertInto('partnership_engagements')
          .values({
            person_uid: personUid,
            partnership_uid: partnershipUid,
            roles: ['partner'],
            matching_state: 'matched',
          })
          .execute();
        await trx
          .insertInto('entitlements')
          .values({
            person_uid: personUid,
            partnership_uid: partnershipUid,
            entity_uid: partnershipUid,
            entity_type: 'PartnershipContract',
            action: 'view',
          })
          .execute();
        await trx
          .updateTable('partnership_declarations')
          .set({ status: 'certification', partnership_uid: partnershipUid, partnership_name: draft.name })
          .where('uid', '=', draft.declaration_uid)
          .execute();
        await trx
          .updateTable('partnership_registrations')
          .set({ status: 'completed', partnership_uid: partnershipUid, updated_at: sql<Date>`now()` })
          .where('uid', '=', draft.uid)
          .execute();
        // The person's sessions gain the new context (agentInPartnership reloads the snapshot).
        await publishEvent(trx, {
          type: 'agentInPartnership',
          guid: partnershipUid,
          message: { partnershipUid, ownerUid: personUid, status: 'registered' },
          audience: { partnershipUid },
        });
        return true;
      });
      if (!completed) throw conflict('registration_completed');
      return oneRegistration(db, personUid, registration.uid);
    },
  }),
];
