/**
 * A person's company onboardings (issue 33 item 3, spec §2 /partnership-onboarding and /partnership-offering):
 * started from the sandbox commercial register or by hand (a valid UID), listed with their partnership, and
 * turned into a requested partnership by choosing a plan for companies (status new, the person bootstrapper and
 * requestor, a subscription request). Each onboarding is a prospective client: open ones are the Organisation
 * section's badge.
 */
import { randomUUID } from 'node:crypto';
import {
  chooseOfferingBodySchema,
  formatUid,
  mayChooseOffering,
  mayStartCompanyOnboarding,
  offeringPlansSchema,
  offeringPrices,
  partnershipOnboardingListSchema,
  partnershipOnboardingSchema,
  REQUESTOR_ROLES,
  startOnboardingBodySchema,
  uidPathParams,
  type ChooseOfferingBody,
  type StartOnboardingBody,
  type UidPathParams,
} from 'shared-kernel/domain';
import { publishEvent } from '../events/publish';
import { requirePerson } from '../http/access';
import type { RequestContext } from '../http/context';
import { conflict, forbidden, notFound, validationError } from '../http/errors';
import { defineRoute } from '../http/route';
import { bankToday } from '../payments/clock';
import { PLANS, planByCode } from '../reference/plans';
import { registerCompany } from './register';
import { onboardingsOf } from './views';

/** The kernel's rule: onboardings belong to the private context (the routes are private-only as well). */
function requireOnboardingContext(ctx: RequestContext): string {
  if (!mayStartCompanyOnboarding(ctx.partnershipUid === null ? 'private' : 'partnership'))
    throw forbidden('company onboarding is a private-context service');
  return requirePerson(ctx);
}

export const onboardingRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v2/partnership-onboardings',
    family: 'onboarding.read',
    auth: 'strong',
    context: 'private',
    schema: {
      summary: "The person's company onboardings with their requested partnerships",
      response: { 200: partnershipOnboardingListSchema },
    },
    handler: async (request) => onboardingsOf(request.server.db, requireOnboardingContext(request.ctx)),
  }),
  defineRoute<{ Params: UidPathParams }>({
    method: 'GET',
    url: '/api/v2/partnership-onboardings/:uid',
    family: 'onboarding.read',
    auth: 'strong',
    context: 'private',
    schema: {
      summary: 'One company onboarding of the person',
      params: uidPathParams,
      response: { 200: partnershipOnboardingSchema },
    },
    handler: async (request) => {
      const [onboarding] = await onboardingsOf(
        request.server.db,
        requireOnboardingContext(request.ctx),
        request.params.uid,
      );
      if (!onboarding) throw notFound('onboarding_not_found');
      return onboarding;
    },
  }),
  defineRoute<{ Body: StartOnboardingBody }>({
    method: 'POST',
    url: '/api/v2/partnership-onboardings',
    family: 'onboarding.write',
    auth: 'strong',
    context: 'private',
    schema: {
      summary:
        'Start a company onboarding: a company of the register, or one entered by hand with a valid UID',
      body: startOnboardingBodySchema,
      response: { 201: partnershipOnboardingSchema },
    },
    handler: async (request, reply) => {
      const db = request.server.db;
      const personUid = requireOnboardingContext(request.ctx);
      const body = request.body;
      let company: { uid: string; name: string; legalForm: string; seat: string; fromRegister: boolean };
      if ('registerUid' in body) {
        const found = await registerCompany(db, body.registerUid);
        if (!found)
          throw validationError([
            { field: 'registerUid', code: 'company_not_in_register', message: 'no company with this UID' },
          ]);
        company = { ...found, legalForm: found.legal_form, fromRegister: true };
      } else {
        const uid = formatUid(body.uid);
        if (!uid)
          throw validationError([
            { field: 'uid', code: 'invalid_uid', message: 'the UID check digit does not match' },
          ]);
        // A company of the register is started from the register, with its registered data.
        if (await registerCompany(db, uid))
          throw validationError([
            { field: 'uid', code: 'company_in_register', message: 'this company is in the register' },
          ]);
        company = {
          uid,
          name: body.name.trim(),
          legalForm: body.legalForm,
          seat: body.seat.trim(),
          fromRegister: false,
        };
      }
      const uid = randomUUID();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('prospective_clients')
          .values({
            uid,
            person_uid: personUid,
            client_name: company.name,
            legal_form: company.legalForm,
            status: 'open',
          })
          .execute();
        await trx
          .insertInto('company_onboardings')
          .values({
            uid,
            person_uid: personUid,
            company_uid: company.uid,
            seat: company.seat,
            from_register: company.fromRegister,
          })
          .execute();
        // The person's other sessions follow (the Organisation badge counts open onboardings).
        await publishEvent(trx, {
          type: 'agentInPartnership',
          guid: uid,
          message: { ownerUid: personUid, status: 'open', uid },
          audience: { personUids: [personUid] },
        });
      });
      const [created] = await onboardingsOf(db, personUid, uid);
      return reply.code(201).send(created);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v2/partnership-offering/plans',
    family: 'onboarding.read',
    auth: 'strong',
    context: 'private',
    schema: {
      summary: 'The plans for companies (spec §9) with their features and prices per billing interval',
      response: { 200: offeringPlansSchema },
    },
    handler: async () =>
      PLANS.filter((plan) => plan.audience === 'business').map((plan) => ({
        code: plan.code,
        ...offeringPrices(plan.billingInterval, plan.priceValue),
        features: [...plan.features],
      })),
  }),
  defineRoute<{ Params: UidPathParams; Body: ChooseOfferingBody }>({
    method: 'POST',
    url: '/api/v2/partnership-onboardings/:uid/offering',
    family: 'onboarding.write',
    auth: 'strong',
    context: 'private',
    schema: {
      summary: 'Choose a plan: requests the partnership (status new; the person bootstrapper and requestor)',
      params: uidPathParams,
      body: chooseOfferingBodySchema,
      response: { 201: partnershipOnboardingSchema },
    },
    handler: async (request, reply) => {
      const db = request.server.db;
      const personUid = requireOnboardingContext(request.ctx);
      const { planCode, billingInterval } = request.body;
      if (!mayChooseOffering(planByCode(planCode), billingInterval))
        throw validationError([
          {
            field: 'planCode',
            code: 'plan_not_offered',
            message: 'this plan is not offered to companies so',
          },
        ]);
      const [onboarding] = await onboardingsOf(db, personUid, request.params.uid);
      if (!onboarding) throw notFound('onboarding_not_found');
      const partnershipUid = randomUUID();
      const today = await bankToday(db);
      const requested = await db.transaction().execute(async (trx) => {
        // Once: the onboarding's row is locked, so of racing choices exactly one requests a partnership.
        const locked = await trx
          .selectFrom('company_onboardings')
          .select(['company_uid', 'partnership_uid'])
          .where('uid', '=', onboarding.uid)
          .where('person_uid', '=', personUid)
          .forUpdate()
          .executeTakeFirst();
        if (!locked || locked.partnership_uid !== null) return false;
        await trx
          .insertInto('partnerships')
          .values({
            uid: partnershipUid,
            name: onboarding.clientName,
            legal_form: onboarding.legalForm,
            status: 'new',
            request_status: 'requested',
            voting_rule: 'none',
          })
          .execute();
        await trx
          .updateTable('company_onboardings')
          .set({ partnership_uid: partnershipUid, plan_code: planCode, billing_interval: billingInterval })
          .where('uid', '=', onboarding.uid)
          .execute();
        await trx
          .insertInto('partnership_external_ids')
          .values({ partnership_uid: partnershipUid, scheme: 'uid_reg', value: locked.company_uid })
          .execute();
        await trx
          .insertInto('partnership_engagements')
          .values({
            person_uid: personUid,
            partnership_uid: partnershipUid,
            roles: [...REQUESTOR_ROLES],
            matching_state: 'matchingRequestor',
          })
          .execute();
        await trx
          .insertInto('subscriptions')
          .values({
            uid: randomUUID(),
            agent_uid: partnershipUid,
            plan_code: planCode,
            status: 'new',
            billing_interval: billingInterval,
            valid_from: today,
          })
          .execute();
        await publishEvent(trx, {
          type: 'agentInPartnership',
          guid: partnershipUid,
          message: { partnershipUid, ownerUid: personUid, status: 'new' },
          audience: { partnershipUid },
        });
        return true;
      });
      if (!requested) throw conflict('partnership_already_requested', 'a plan was already chosen');
      const [updated] = await onboardingsOf(db, personUid, onboarding.uid);
      return reply.code(201).send(updated);
    },
  }),
];
