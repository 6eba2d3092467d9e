/**
 * Confirmations a person is asked for (spec §4 "Confirmation", §7 confirmations, accept and refuse): in a
 * partnership (e.g. the qualified signature of an account opening) or on the person.
 */
import { sql } from 'kysely';
import {
  confirmationAcceptSchema,
  confirmationDecisionSchema,
  confirmationRefuseSchema,
  confirmationSchema,
  type ConfirmationAccept,
  type ConfirmationRefuse,
  uidPathParams,
  type UidPathParams,
} from 'shared-kernel/domain';
import { requirePerson, requireSelf } from '../http/access';
import { defineRoute } from '../http/route';
import { badRequest, conflict, notFound } from '../http/errors';
import { arrayOf } from '../http/schemas';
import { requireEngagement } from './engagement';

export const confirmationRoutes = [
  defineRoute<{ Params: UidPathParams }>({
    method: 'GET',
    url: '/api/v2/partnerships/:uid/confirmations',
    family: 'partnership.read',
    auth: 'strong',
    schema: { params: uidPathParams, response: { 200: arrayOf(confirmationSchema) } },
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
  ...(['partnerships', 'natural-persons'] as const).flatMap((base) =>
    (['accept', 'refuse'] as const).map((decision) =>
      defineRoute<{ Params: UidPathParams; Body: ConfirmationAccept | ConfirmationRefuse }>({
        method: 'POST',
        url: `/api/v2/${base}/:uid/confirmation/${decision}`,
        family: 'user.write',
        auth: 'strong',
        schema: {
          params: uidPathParams,
          body: decision === 'accept' ? confirmationAcceptSchema : confirmationRefuseSchema,
          response: { 200: confirmationDecisionSchema },
        },
        handler: async (request) => {
          const db = request.server.db;
          const personUid =
            base === 'partnerships'
              ? requirePerson(request.ctx)
              : requireSelf(request.ctx, request.params.uid);
          if (base === 'partnerships') await requireEngagement(db, request.ctx, request.params.uid);
          const confirmation = await db
            .selectFrom('confirmations')
            .selectAll()
            .where('handle', '=', request.body.confirmationHandle)
            .where('context_uid', '=', request.params.uid)
            .where('person_uid', '=', personUid)
            .executeTakeFirst();
          if (!confirmation) throw notFound('confirmation_not_found');
          if (confirmation.status !== 'pending') throw conflict('already_decided');
          const { body } = request;
          const accepted = 'acceptedConditionCodes' in body ? body.acceptedConditionCodes : [];
          // Accepting means accepting every condition the confirmation asks for.
          if (decision === 'accept' && !confirmation.condition_codes.every((code) => accepted.includes(code)))
            throw badRequest('conditions_not_accepted', 'every condition code must be accepted', {
              missing: confirmation.condition_codes.filter((code) => !accepted.includes(code)),
            });
          const updated = await db
            .updateTable('confirmations')
            .set({
              status: decision === 'accept' ? 'accepted' : 'refused',
              accepted_condition_codes: accepted,
              reason_code: 'reasonCode' in body ? body.reasonCode : null,
              decided_at: sql<Date>`now()`,
            })
            .where('handle', '=', confirmation.handle)
            // Decided once: of racing accepts and refusals exactly one changes the row (issue 10).
            .where('status', '=', 'pending')
            .returningAll()
            .executeTakeFirst();
          if (!updated) throw conflict('already_decided');
          return { confirmationHandle: updated.handle, status: updated.status };
        },
      }),
    ),
  ),
];
