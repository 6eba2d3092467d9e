/**
 * The sandbox operator's onboarding steps (issue 33 item 3): new → registered → screened → identified →
 * bankable, as the bank's registry check, screening, identification and account opening would move a requested
 * company. Local and sandbox only, the operator key only (the bank's side). Each step is told to the
 * partnership's members (agentInPartnership), so their menus follow without a reload. On bankable the company
 * gets its first CHF account and the requestor becomes partner and delegate with capture and approve on it
 * (a real customer would first sign the account opening with a qualified signature: docs/onboarding.md).
 */
import { randomUUID } from 'node:crypto';
import {
  BANKABLE_REQUESTOR_ROLES,
  mayStepOnboarding,
  onboardingStatusBodySchema,
  onboardingStatusSchema,
  uidPathParams,
  type OnboardingStatusBody,
  type UidPathParams,
} from 'shared-kernel/domain';
import { cashAccountSubject } from '../accounts/audience';
import { unusedIban } from '../accounts/opening';
import type { KontorExecutor } from '../db/database';
import { publishEvent } from '../events/publish';
import { conflict, notFound } from '../http/errors';
import { defineRoute } from '../http/route';
import { planByCode } from '../reference/plans';
import { operatorOnly } from '../sandbox/operator';

/** The company's first account (its billing account). */
const FIRST_ACCOUNT_NAME = 'Geschäftskonto';

/** Bankable: the first CHF account, the requestor's roles and rights, the subscription active, the onboarding done. */
async function makeBankable(
  trx: KontorExecutor,
  partnershipUid: string,
  onboarding: { uid: string; person_uid: string; plan_code: string | null },
): Promise<void> {
  const requestor = onboarding.person_uid;
  // Lock order (docs/architecture.md): partnership row (taken by the caller), then engagements, then entitlements.
  await trx
    .updateTable('partnership_engagements')
    .set({ roles: [...BANKABLE_REQUESTOR_ROLES], matching_state: 'matched' })
    .where('partnership_uid', '=', partnershipUid)
    .where('person_uid', '=', requestor)
    .execute();
  const plan = onboarding.plan_code ? planByCode(onboarding.plan_code) : undefined;
  const accountUid = randomUUID();
  await trx
    .insertInto('cash_accounts')
    .values({
      uid: accountUid,
      owner_uid: partnershipUid,
      owner_type: 'partnership',
      iban: await unusedIban(trx),
      currency: 'CHF',
      status: 'active',
      account_name: FIRST_ACCOUNT_NAME,
      account_type: 'business',
      billing_account: true,
      international_payments_available: plan?.features.includes('InternationalPaymentSEPAOut') ?? false,
      balance_value: 0,
      balance_factor: 2,
    })
    .execute();
  await trx
    .insertInto('entitlements')
    .values([
      ...(['view', 'capture', 'approve'] as const).map((action) => ({
        person_uid: requestor,
        partnership_uid: partnershipUid,
        entity_uid: accountUid,
        entity_type: 'CashAccount',
        action,
      })),
      {
        person_uid: requestor,
        partnership_uid: partnershipUid,
        entity_uid: partnershipUid,
        entity_type: 'PartnershipContract',
        action: 'view' as const,
      },
    ])
    .execute();
  await trx
    .updateTable('subscriptions')
    .set({ status: 'active' })
    .where('agent_uid', '=', partnershipUid)
    .where('status', '=', 'new')
    .execute();
  await trx
    .updateTable('prospective_clients')
    .set({ status: 'completed' })
    .where('uid', '=', onboarding.uid)
    .execute();
  await publishEvent(trx, {
    type: 'cashAccountCreated',
    guid: accountUid,
    message: { cashAccountUid: accountUid, ownerUid: partnershipUid, partnershipUid, status: 'active' },
    audience: { partnershipUid, subject: cashAccountSubject(accountUid) },
  });
}

export const sandboxOnboardingStatusRoute = defineRoute<{
  Params: UidPathParams;
  Body: OnboardingStatusBody;
}>({
  method: 'POST',
  url: '/api/sandbox/partnerships/:uid/status',
  family: 'sandbox',
  auth: 'none',
  callerGuard: operatorOnly,
  apiKey: false,
  schema: {
    summary: "Sandbox operator: the next step of a company onboarding's partnership (new → … → bankable)",
    params: uidPathParams,
    body: onboardingStatusBodySchema,
    response: { 200: onboardingStatusSchema },
  },
  async handler(request) {
    const partnershipUid = request.params.uid;
    const target = request.body.status;
    return request.server.db.transaction().execute(async (trx) => {
      const partnership = await trx
        .selectFrom('partnerships')
        .select(['uid', 'status'])
        .where('uid', '=', partnershipUid)
        .forUpdate()
        .executeTakeFirst();
      const onboarding = await trx
        .selectFrom('company_onboardings')
        .select(['uid', 'person_uid', 'plan_code'])
        .where('partnership_uid', '=', partnershipUid)
        .executeTakeFirst();
      if (!partnership) throw notFound('partnership_not_found');
      // Only companies requested through an onboarding: the personas' partnerships stay as seeded.
      if (!onboarding)
        throw conflict('not_an_onboarding', 'this partnership was not requested by an onboarding');
      if (!mayStepOnboarding(partnership.status, target))
        throw conflict('status_step_not_allowed', `${partnership.status} cannot become ${target}`, {
          from: partnership.status,
          to: target,
        });
      const moved = await trx
        .updateTable('partnerships')
        .set({ status: target, request_status: target === 'bankable' ? null : 'requested' })
        .where('uid', '=', partnershipUid)
        .where('status', '=', partnership.status)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1)
        throw conflict('status_step_not_allowed', 'the status changed meanwhile');
      if (target === 'bankable') await makeBankable(trx, partnershipUid, onboarding);
      // Every member's session reloads its snapshot: the menu follows the status (spec §2).
      await publishEvent(trx, {
        type: 'agentInPartnership',
        guid: partnershipUid,
        message: { partnershipUid, ownerUid: onboarding.person_uid, status: target },
        audience: { partnershipUid },
      });
      const engagement = await trx
        .selectFrom('partnership_engagements')
        .select('roles')
        .where('partnership_uid', '=', partnershipUid)
        .where('person_uid', '=', onboarding.person_uid)
        .executeTakeFirst();
      return { partnershipUid, status: target, roles: engagement?.roles ?? [] };
    });
  },
});
