/**
 * The kernel's rules (shared-kernel/src/domain/rules) against the gateway's answers for every persona and
 * context of the seed (test/rules-drift.ts): bootstrapper, account rights (view, capture), account opening,
 * signatories and admins, activities with pending payment orders, accounts withheld (spec §6). Runs on PGlite and
 * PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import {
  accountOpeningRefusal,
  accountRight,
  accountsWithheld,
  activitiesIncludePendingPaymentOrders,
  entitlementCovers,
  isBootstrapperRoles,
  isSignatoryOrAdmin,
  type PartnershipStatus,
  type SessionSnapshot,
} from 'shared-kernel/domain';
import { internalIban } from '../../src/accounts/iban';
import { personaApp } from '../persona-app';
import { CLAIRE } from '../personas';
import {
  driftCase,
  expectNoDrift,
  kernelContext,
  personaContexts,
  type DriftCase,
  type PersonaContext,
} from '../rules-drift';

const world = personaApp();

/** The persona contexts plus the cases the seed lacks, set up here (each is a decision the spec took). */
let contexts: PersonaContext[];

beforeAll(async () => {
  const keller = await world.partnership('Keller Robotics AG');
  // Spec §6: `requestor` alone is not a bootstrapper (the gateway once refused it partnership details).
  await world.db
    .insertInto('partnership_engagements')
    .values({ person_uid: world.persons[CLAIRE]!, partnership_uid: keller, roles: ['requestor'] })
    .execute();
  // Spec §3 includedTypes: an account without rows of its own, reached by the signatories' partnership-wide rights.
  const investment = randomUUID();
  await world.db
    .insertInto('cash_accounts')
    .values({
      uid: investment,
      owner_uid: world.baeckerei,
      owner_type: 'partnership',
      iban: internalIban('83019', 'DRIFT0000001'),
      currency: 'CHF',
      status: 'active',
      account_name: 'Investitionskonto',
      account_type: 'business',
      balance_value: 0,
      balance_factor: 2,
    })
    .execute();
  await world.db
    .insertInto('transactions')
    .values({
      uid: randomUUID(),
      cash_account_uid: investment,
      status: 'booked',
      direction: 'credit',
      amount_value: 0,
      amount_factor: 2,
      currency: 'CHF',
      category: 'transfer',
      booking_text: 'Eröffnung',
      booking_date: '2026-01-05',
      value_date: '2026-01-05',
      created_at: new Date(),
    })
    .execute();
  contexts = await personaContexts(world.db);
});

const business = () => contexts.filter((context) => context.type === 'business');
const partnershipCall = (context: PersonaContext, method: 'GET' | 'POST', url: string, payload?: object) =>
  world.call(context.email, method, url, { partnership: context.partnershipUid ?? undefined, payload });

it('bootstrapper (spec §6): no partnership details, subscription or entitlements for the bootstrapper requestor', async () => {
  const cases: DriftCase[] = business().flatMap((context) => {
    const mayRead = !isBootstrapperRoles(context.roles);
    const who = `${context.email} (${context.roles.join('+') || 'registered'}) in ${context.name}`;
    return [
      driftCase(`${who}: details`, mayRead, () =>
        partnershipCall(context, 'GET', `/api/v2/partnerships/${context.uid}`),
      ),
      driftCase(
        `${who}: subscription`,
        mayRead,
        () => partnershipCall(context, 'GET', `/api/v2/agent/${context.uid}/subscription`),
        { allowed: [200, 404], refused: [403] },
      ),
      driftCase(`${who}: my entitlements`, mayRead, () =>
        partnershipCall(context, 'POST', `/api/v2/partnerships/${context.uid}/my-entitlements`),
      ),
    ];
  });
  await expectNoDrift(cases);
});

it('account rights (spec §6): view and capture of every persona in every context on every account', async () => {
  const accounts = await world.db
    .selectFrom('cash_accounts')
    .select(['uid', 'owner_uid', 'account_name'])
    .execute();
  const bookings = await world.db
    .selectFrom('transactions')
    .select(['cash_account_uid', 'uid'])
    .distinctOn('cash_account_uid')
    .orderBy('cash_account_uid')
    .orderBy('uid')
    .execute();
  const bookingOf = new Map(bookings.map((row) => [row.cash_account_uid, row.uid]));
  const cases = contexts.flatMap((context) =>
    accounts.flatMap((account) => {
      const facts = {
        context: kernelContext(context),
        account: { uid: account.uid, ownerUid: account.owner_uid },
        entitlements: context.entitlements,
      };
      const who = `${context.email} in ${context.name}`;
      return [
        driftCase(`${who}: view ${account.account_name}`, accountRight(facts, 'view'), () =>
          partnershipCall(context, 'GET', `/api/v2/accounts/${account.uid}/stats`),
        ),
        driftCase(`${who}: capture on ${account.account_name}`, accountRight(facts, 'capture'), () =>
          world.call(context.email, 'PATCH', `/api/v2/transactions/${bookingOf.get(account.uid)}/receipt`, {
            partnership: context.partnershipUid ?? undefined,
            payload: {},
          }),
        ),
      ];
    }),
  );
  expect(cases.length).toBeGreaterThan(300);
  await expectNoDrift(cases);
});

it('account opening (spec §2, §6): partners and delegates with capture on a bankable partnership', async () => {
  const cases = business().map((context) => {
    const refusal = accountOpeningRefusal({
      partnershipContext: true,
      roles: context.roles,
      partnershipStatus: context.partnershipStatus as PartnershipStatus,
      potatoOnly: context.potatoOnly,
      capturesOnPartnership: entitlementCovers(
        context.entitlements,
        { uid: context.uid, type: 'Partnership' },
        'capture',
      ),
      billingAccountCancelling: false,
    });
    // Allowed by the rule, the call goes on to the conditions: none accepted answers 400.
    return driftCase(
      `${context.email} in ${context.name}: open an account (${refusal ?? 'allowed'})`,
      refusal === null,
      () =>
        partnershipCall(context, 'POST', `/api/partnerships/${context.uid}/cash-accounts`, {
          currency: 'CHF',
          accountName: 'Drift',
          acceptedConditionCodes: [],
        }),
      { allowed: [400], refused: [403] },
    );
  });
  await expectNoDrift(cases);
});

it('signatories and admins (spec §6): the entitlements overview', async () => {
  const cases = business().map((context) =>
    driftCase(
      `${context.email} in ${context.name}: entitlements overview`,
      isSignatoryOrAdmin(context.roles),
      () => partnershipCall(context, 'GET', `/api/v2/partnerships/${context.uid}/entitlements-overview`),
    ),
  );
  await expectNoDrift(cases);
});

it('activities (spec §6): delegates and deputies also see the payment orders awaiting approval', async () => {
  const inBakery = business().filter((context) => context.uid === world.baeckerei);
  const cases = inBakery.map((context) => ({
    name: `${context.email} in ${context.name}: pending payment orders among the activities`,
    kernel: activitiesIncludePendingPaymentOrders(context.roles),
    async gateway() {
      const response = await partnershipCall(
        context,
        'GET',
        `/api/v2/partnerships/${context.uid}/activities`,
      );
      expect(response.statusCode).toBe(200);
      return response
        .json<{ code: string }[]>()
        .some((activity) => activity.code === 'pending_payment_order');
    },
  }));
  await expectNoDrift(cases);
});

it('accounts withheld (spec §6): the kernel says a context hides accounts exactly when the gateway lists none of the accounts the partnership holds', async () => {
  const cases: DriftCase[] = [];
  for (const context of contexts.filter((candidate) => candidate.type === 'business')) {
    const listed = await world.call(context.email, 'GET', `/api/partnerships/${context.uid}/cash-accounts`, {
      partnership: context.uid,
    });
    const cashAccounts = listed.statusCode === 200 ? listed.json<unknown[]>() : [];
    const session = {
      user: { uid: context.personUid, status: context.personStatus },
      currentContext: {
        uid: context.uid,
        type: context.roles.length ? 'partnership' : 'registered',
        name: context.name,
        partnership: { uid: context.uid, status: context.partnershipStatus, myRoles: context.roles },
      },
      cashAccounts,
      entitlements: context.entitlements.map((entitlement) => ({ ...entitlement })),
    } as unknown as SessionSnapshot;
    cases.push({
      name: `${context.email} in ${context.name}: accounts withheld`,
      kernel: accountsWithheld(session),
      gateway: async () => {
        const held = await world.db
          .selectFrom('cash_accounts')
          .select('uid')
          .where('owner_uid', '=', context.uid)
          .execute();
        return cashAccounts.length === 0 && held.length > 0;
      },
    });
  }
  expect(cases.some((drift) => drift.kernel)).toBe(true);
  await expectNoDrift(cases);
});
