/**
 * The update of an internal-registry partnership (spec §2 update-partnership-form; issue 32): signatories and
 * admins submit new data (name, domicile, contact, objectives), kept as a PENDING change until the bank applies it
 * (a sandbox operator step). While it waits, the partnership's pending_registry_certificate_uid names it, so the
 * snapshot's hasPendingRegistryUpdate (and the menu's pending section) follow. The kernel's
 * partnershipUpdateAllowed decides who may; the partnership row is locked first (one lock order).
 */
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  partnershipUpdateAllowed,
  partnershipUpdateBodySchema,
  pendingPartnershipUpdateSchema,
  pendingUpdateReadSchema,
  uidPathParams,
  type PartnershipUpdateBody,
  type PendingPartnershipUpdate,
  type UidPathParams,
} from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import type { PartnershipPendingUpdatesTable } from '../db/tables/partnership-admin';
import { publishEvent } from '../events/publish';
import { requirePerson } from '../http/access';
import { conflict, forbidden, notFound, unprocessable } from '../http/errors';
import { defineRoute } from '../http/route';
import { verifyPostalAddress } from '../reference/postal';
import { operatorOnly } from '../sandbox/operator';
import { requireEngagement } from './engagement';

async function pendingUpdateView(
  db: KontorExecutor,
  row: Selectable<PartnershipPendingUpdatesTable>,
): Promise<PendingPartnershipUpdate> {
  const person = await db
    .selectFrom('natural_persons')
    .select(['name', 'family_name'])
    .where('uid', '=', row.requested_by)
    .executeTakeFirst();
  return {
    uid: row.uid,
    partnershipUid: row.partnership_uid,
    status: row.status as PendingPartnershipUpdate['status'],
    changes: row.changes,
    requestedBy: {
      personUid: row.requested_by,
      name: person ? `${person.name} ${person.family_name}` : '',
    },
    requestedAt: row.requested_at.toISOString(),
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
  };
}

/** The partnership row, locked (the first lock of every partnership writer). */
async function lockedPartnership(trx: KontorExecutor, partnershipUid: string) {
  const row = await trx
    .selectFrom('partnerships')
    .select(['uid', 'status', 'legal_form', 'pending_registry_certificate_uid'])
    .where('uid', '=', partnershipUid)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('partnership_not_found');
  return row;
}

/** The menu's pending section and the details follow in every open session of the partnership. */
const announce = (trx: KontorExecutor, partnershipUid: string, updateUid: string, status: string) =>
  publishEvent(trx, {
    type: 'entitlementChanged',
    guid: partnershipUid,
    message: { partnershipUid, rootEntityTypeName: 'PartnershipUpdate', rootEntityUid: updateUid, status },
    audience: { partnershipUid },
  });

export const pendingUpdateRoutes = [
  defineRoute<{ Params: UidPathParams }>({
    method: 'GET',
    url: '/api/v2/partnerships/:uid/pending-update',
    family: 'partnership.read',
    auth: 'strong',
    schema: {
      summary: "The partnership's update waiting for the bank, if any (internal-registry partnerships)",
      params: uidPathParams,
      response: { 200: pendingUpdateReadSchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      await requireEngagement(db, request.ctx, request.params.uid);
      const row = await db
        .selectFrom('partnership_pending_updates')
        .selectAll()
        .where('partnership_uid', '=', request.params.uid)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return { pendingUpdate: row ? await pendingUpdateView(db, row) : null };
    },
  }),
  defineRoute<{ Params: UidPathParams; Body: PartnershipUpdateBody }>({
    method: 'POST',
    url: '/api/v2/partnerships/:uid/pending-update',
    family: 'partnership.update',
    auth: 'strong',
    schema: {
      summary:
        'Submits an update of an internal-registry partnership (signatories and admins); pending until the bank applies it (409 pending_update_exists; 422 address_not_found, address_corrected)',
      params: uidPathParams,
      body: partnershipUpdateBodySchema,
      response: { 201: pendingPartnershipUpdateSchema },
    },
    handler: async (request, reply) => {
      const db = request.server.db;
      const personUid = requirePerson(request.ctx);
      const partnershipUid = request.params.uid;
      const roles = await requireEngagement(db, request.ctx, partnershipUid);
      // The existing postal verification (spec §8): a corrected address comes back as suggestions.
      const verification = verifyPostalAddress(request.body.domicileAddress);
      if (verification.result === 'not_found') throw unprocessable('address_not_found');
      if (verification.result === 'corrected')
        throw unprocessable('address_corrected', 'the address was corrected', {
          suggestions: verification.suggestions,
        });
      const changes: PartnershipUpdateBody = {
        ...request.body,
        name: request.body.name.trim(),
        domicileAddress: verification.address,
      };
      try {
        const row = await db.transaction().execute(async (trx) => {
          const partnership = await lockedPartnership(trx, partnershipUid);
          if (
            !partnershipUpdateAllowed({
              roles,
              partnershipStatus: partnership.status,
              legalForm: partnership.legal_form,
            })
          )
            throw forbidden('only signatories and admins update an internal-registry partnership');
          if (partnership.pending_registry_certificate_uid !== null)
            throw conflict('pending_update_exists', 'an update is already waiting for the bank');
          const inserted = await trx
            .insertInto('partnership_pending_updates')
            .values({
              uid: randomUUID(),
              partnership_uid: partnershipUid,
              status: 'pending',
              changes: JSON.stringify(changes),
              requested_by: personUid,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('partnerships')
            .set({ pending_registry_certificate_uid: inserted.uid })
            .where('uid', '=', partnershipUid)
            .execute();
          await announce(trx, partnershipUid, inserted.uid, 'pending');
          return inserted;
        });
        reply.code(201);
        return await pendingUpdateView(db, row);
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict('pending_update_exists', 'an update is already waiting for the bank');
        throw error;
      }
    },
  }),
];

/**
 * The bank's side (DESIGN.md "The sandbox bank's two sides"): the registry applies the pending update, which
 * becomes the partnership's data. The operator key only.
 */
export const sandboxPendingUpdateRoutes = [
  defineRoute<{ Params: UidPathParams }>({
    method: 'POST',
    url: '/api/sandbox/partnerships/:uid/pending-update/apply',
    family: 'sandbox',
    auth: 'none',
    apiKey: false,
    callerGuard: operatorOnly,
    schema: {
      summary:
        "The bank applies the partnership's pending update: it becomes the partnership's data (409 no_pending_update)",
      params: uidPathParams,
      response: { 200: pendingPartnershipUpdateSchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      const partnershipUid = request.params.uid;
      const row = await db.transaction().execute(async (trx) => {
        const partnership = await lockedPartnership(trx, partnershipUid);
        const applied = await trx
          .updateTable('partnership_pending_updates')
          .set({ status: 'applied', decided_at: new Date() })
          .where('partnership_uid', '=', partnershipUid)
          .where('status', '=', 'pending')
          .returningAll()
          .executeTakeFirst();
        if (!applied || partnership.pending_registry_certificate_uid !== applied.uid)
          throw conflict('no_pending_update', 'the partnership has no update waiting');
        const changes = applied.changes;
        await trx
          .updateTable('partnerships')
          .set({
            name: changes.name,
            domicile_address: JSON.stringify(changes.domicileAddress),
            phone: changes.phone,
            email: changes.email,
            service_objectives: changes.serviceObjectives,
            pending_registry_certificate_uid: null,
          })
          .where('uid', '=', partnershipUid)
          .execute();
        await announce(trx, partnershipUid, applied.uid, 'applied');
        return applied;
      });
      return pendingUpdateView(db, row);
    },
  }),
];
