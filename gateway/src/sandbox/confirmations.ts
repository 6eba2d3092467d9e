/**
 * The sandbox's signing office: asks a person for a qualified-signature confirmation in one of their
 * partnerships (spec §4 "Confirmation"), as an account opening would. Local and sandbox only; it lets
 * people and tests set up the confirmation they then accept or refuse in the app.
 */
import { randomUUID } from 'node:crypto';
import {
  sandboxConfirmationBodySchema,
  sandboxConfirmationSchema,
  type SandboxConfirmationBody,
} from 'shared-kernel/domain';
import { normalizeEmail } from '../auth/login';
import { notFound } from '../http/errors';
import { defineRoute } from '../http/route';
import { operatorOrPersona, requireOperatorOrSelf } from './operator';

/** The seed's QES confirmation of an account opening (seed: Quentin in Favre Architectes SA). */
const ACCOUNT_OPENING = {
  confirmation_type: 'QES',
  purpose: 'account_opening',
  title: 'app.confirmations.qes_account_opening',
  condition_codes: ['GTC', 'PTC', 'BOD', 'PSC'],
};

export const sandboxConfirmationRoute = defineRoute<{ Body: SandboxConfirmationBody }>({
  method: 'POST',
  url: '/api/sandbox/confirmations',
  family: 'sandbox',
  auth: 'none',
  // A stand-in for the bank's back office, not a call of the web app.
  callerGuard: operatorOrPersona(),
  apiKey: false,
  schema: {
    summary: 'Sandbox: asks a person for a qualified-signature confirmation in one of their partnerships',
    body: sandboxConfirmationBodySchema,
    response: { 201: sandboxConfirmationSchema },
  },
  async handler(request, reply) {
    const db = request.server.db;
    requireOperatorOrSelf(request, normalizeEmail(request.body.email));
    const engagement = await db
      .selectFrom('partnership_engagements')
      .innerJoin('natural_persons', 'natural_persons.uid', 'partnership_engagements.person_uid')
      .innerJoin('partnerships', 'partnerships.uid', 'partnership_engagements.partnership_uid')
      .select(['partnership_engagements.person_uid', 'partnership_engagements.partnership_uid'])
      .where('natural_persons.email', '=', normalizeEmail(request.body.email))
      .where('partnerships.name', '=', request.body.partnershipName)
      .executeTakeFirst();
    if (!engagement) throw notFound('engagement_not_found');
    const created = await db
      .insertInto('confirmations')
      .values({
        handle: randomUUID(),
        context_uid: engagement.partnership_uid,
        person_uid: engagement.person_uid,
        ...ACCOUNT_OPENING,
        status: 'pending',
        reason_code: null,
      })
      .returning(['handle', 'context_uid'])
      .executeTakeFirstOrThrow();
    reply.code(201);
    return { confirmationHandle: created.handle, contextUid: created.context_uid };
  },
});
