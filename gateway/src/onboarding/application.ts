/**
 * The prospect's application for a private account (spec §2 /prospect-request, /prospect-request-personal,
 * /prospect-home; §7 /v2/my-prospect-details): each step saved on the server (a reload or a second device loses
 * nothing), the conditions accepted with their codes, then the submission with the password the customer will log
 * in with. Pin level, the prospect's own session only. Every change locks the application row and asks the
 * kernel (applicationEditable, applicationSubmitRefusal) under the lock.
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  APPLICATION_STEP_SCHEMAS,
  APPLICATION_STEPS,
  applicationConditionsBodySchema,
  applicationEditable,
  applicationSubmitBodySchema,
  applicationSubmitRefusal,
  missingApplicationParts,
  passwordProblems,
  prospectApplicationSchema,
  type ApplicationConditionsBody,
  type ApplicationStatus,
  type ApplicationStep,
  type ApplicationStepData,
  type ApplicationSubmitBody,
  type PersonalStep,
} from 'shared-kernel/domain';
import { hashPassword } from '../auth/password';
import { badRequest, conflict, unprocessable, validationError } from '../http/errors';
import { defineRoute, type RouteDefinition } from '../http/route';
import { verifyPostalAddress } from '../reference/postal';
import {
  applicationFacts,
  applicationView,
  assertStep,
  ensureApplication,
  lockedApplication,
  requireProspect,
} from './queries';

/**
 * Every application route: the prospect's own pin session, in the private context. A customer's session is
 * refused 403 before its body is read (requireProspect).
 */
const PROSPECT_ROUTE = {
  family: 'onboarding.application',
  auth: 'pin',
  context: 'private',
  permission: (request: FastifyRequest) => requireProspect(request.ctx),
} as const;

const notEditable = () => conflict('application_not_editable', 'the application was submitted');

/** The domicile through the postal reference (spec §8: 422 not found, or 422 with the corrected address). */
function verifiedDomicile(step: PersonalStep): PersonalStep {
  const verification = verifyPostalAddress(step.address);
  if (verification.result === 'not_found') throw unprocessable('address_not_found');
  if (verification.result === 'corrected')
    throw unprocessable('address_corrected', 'the address was corrected', {
      suggestions: verification.suggestions,
    });
  return { ...step, address: { ...step.address, ...verification.address } };
}

const readRoute = defineRoute({
  method: 'GET',
  url: '/api/v2/my-prospect-details',
  ...PROSPECT_ROUTE,
  schema: {
    summary: "The prospect's application as saved, step by step (pin session of the prospect)",
    response: { 200: prospectApplicationSchema },
  },
  async handler(request) {
    const prospectUid = requireProspect(request.ctx);
    await ensureApplication(request.server.db, prospectUid);
    return applicationView(request.server.db, prospectUid);
  },
});

function stepRoute<S extends ApplicationStep>(step: S): RouteDefinition {
  return defineRoute<{ Body: ApplicationStepData[S] }>({
    method: 'PUT',
    url: `/api/v2/my-prospect-details/${step}`,
    ...PROSPECT_ROUTE,
    schema: {
      summary: `Saves the application's ${step} step (a draft only; checked by the kernel's applicationStepProblems)`,
      body: APPLICATION_STEP_SCHEMAS[step],
      response: { 200: prospectApplicationSchema },
    },
    async handler(request) {
      const db = request.server.db;
      const prospectUid = requireProspect(request.ctx);
      const body = request.body as ApplicationStepData[S];
      assertStep(step, body);
      const data = step === 'personal' ? verifiedDomicile(body as PersonalStep) : body;
      await ensureApplication(db, prospectUid);
      await db.transaction().execute(async (trx) => {
        const row = await lockedApplication(trx, prospectUid);
        if (!applicationEditable(row.status as ApplicationStatus)) throw notEditable();
        await trx
          .updateTable('prospect_applications')
          .set({ [step]: JSON.stringify(data), updated_at: sql<Date>`now()` })
          .where('prospect_uid', '=', prospectUid)
          .execute();
      });
      return applicationView(db, prospectUid);
    },
  });
}

const conditionsRoute = defineRoute<{ Body: ApplicationConditionsBody }>({
  method: 'POST',
  url: '/api/v2/my-prospect-details/conditions',
  ...PROSPECT_ROUTE,
  schema: {
    summary:
      'Accepts the conditions of the application with their codes (spec §4 "Confirmation"): every one of them',
    body: applicationConditionsBodySchema,
    response: { 200: prospectApplicationSchema },
  },
  async handler(request) {
    const db = request.server.db;
    const prospectUid = requireProspect(request.ctx);
    await ensureApplication(db, prospectUid);
    await db.transaction().execute(async (trx) => {
      const row = await lockedApplication(trx, prospectUid);
      if (!applicationEditable(row.status as ApplicationStatus)) throw notEditable();
      const { condition_codes: asked } = await trx
        .selectFrom('prospects')
        .select('condition_codes')
        .where('uid', '=', prospectUid)
        .executeTakeFirstOrThrow();
      const accepted = request.body.acceptedConditionCodes;
      const unknown = accepted.filter((code) => !asked.includes(code));
      const missing = asked.filter((code) => !accepted.includes(code));
      if (unknown.length > 0 || missing.length > 0)
        throw badRequest('conditions_not_accepted', 'every condition of the application must be accepted', {
          missing,
          unknown,
        });
      await trx
        .updateTable('prospect_applications')
        .set({ accepted_condition_codes: [...asked], updated_at: sql<Date>`now()` })
        .where('prospect_uid', '=', prospectUid)
        .execute();
    });
    return applicationView(db, prospectUid);
  },
});

const submitRoute = defineRoute<{ Body: ApplicationSubmitBody }>({
  method: 'POST',
  url: '/api/v2/my-prospect-details/submit',
  ...PROSPECT_ROUTE,
  schema: {
    summary:
      'Submits a complete application with the password the customer will log in with (draft → submitted, spec §4)',
    body: applicationSubmitBodySchema,
    response: { 200: prospectApplicationSchema },
  },
  async handler(request) {
    const db = request.server.db;
    const prospectUid = requireProspect(request.ctx);
    const problems = passwordProblems(request.body.password, request.ctx.email ?? '');
    if (problems.length > 0)
      throw validationError(problems.map((problem) => ({ ...problem, message: problem.code })));
    // Hashed before the lock: argon2id takes tens of milliseconds.
    const passwordHash = await hashPassword(request.body.password);
    await ensureApplication(db, prospectUid);
    await db.transaction().execute(async (trx) => {
      const row = await lockedApplication(trx, prospectUid);
      const { condition_codes: asked } = await trx
        .selectFrom('prospects')
        .select('condition_codes')
        .where('uid', '=', prospectUid)
        .executeTakeFirstOrThrow();
      const facts = applicationFacts(row, asked);
      const refusal = applicationSubmitRefusal(row.status as ApplicationStatus, facts);
      if (refusal === 'notDraft') throw conflict('application_not_draft', 'the application was submitted');
      if (refusal === 'incomplete')
        throw badRequest('application_incomplete', 'the application is not complete', {
          missing: missingApplicationParts(facts),
        });
      await trx
        .updateTable('prospect_applications')
        .set({
          status: 'submitted',
          password_hash: passwordHash,
          submitted_at: sql<Date>`now()`,
          updated_at: sql<Date>`now()`,
        })
        .where('prospect_uid', '=', prospectUid)
        .where('status', '=', 'draft')
        .execute();
    });
    return applicationView(db, prospectUid);
  },
});

export const applicationRoutes: readonly RouteDefinition[] = [
  readRoute,
  ...APPLICATION_STEPS.map((step) => stepRoute(step)),
  conditionsRoute,
  submitRoute,
];
