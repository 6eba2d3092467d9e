/**
 * Client and server cannot drift on the payment rules (issue 9's drift table, payments rows). For every persona
 * context of the seed, the kernel's fact-level rules — paymentCreationAllowed, paymentOrderApprovalAllowed (with
 * the sme refusal), paymentOrderEditAllowed and paymentOrderDeletionAllowed, asked with facts read straight from
 * the tables (the context type by partnershipContextType, the rights by accountRight) — answer as the gateway's
 * endpoints do; and the session-level names the screens call (canCreatePayment, canEditPaymentOrder, ...) answer
 * as the fact-level ones for the session the host would hold.
 */
import { randomUUID } from 'node:crypto';
import {
  canApprovePaymentOrder,
  canCreatePayment,
  canDeletePaymentOrder,
  canEditPaymentOrder,
  partnershipContextType,
  paymentCreationAllowed,
  paymentOrderApprovalAllowed,
  paymentOrderDeletionAllowed,
  paymentOrderEditAllowed,
  type CashAccount,
  type PartnershipRole,
  type PaymentContextFacts,
  type PaymentOrder,
  type PaymentOrderRuleFacts,
  type SessionSnapshot,
} from 'shared-kernel/domain';
import { personaApp } from '../../test/persona-app';
import {
  bankableOf,
  driftCase,
  expectNoDrift,
  personaContexts,
  rightOn,
  type PersonaContext,
} from '../../test/rules-drift';
import { days, insertOrder, paymentBody, type OrderSeed } from './test-support';

const world = personaApp({ config: { paymentSchedulerMs: 0 } });
type AccountRow = { uid: string; owner_uid: string; account_name: string; status: string; currency: string };
let contexts: PersonaContext[];
let accounts: AccountRow[];

beforeAll(async () => {
  contexts = await personaContexts(world.db);
  accounts = await world.db
    .selectFrom('cash_accounts')
    .select(['uid', 'owner_uid', 'account_name', 'status', 'currency'])
    .execute();
});

/** The context facts of the payment rules, from the persona context and its partnership's row. */
async function contextFacts(context: PersonaContext): Promise<PaymentContextFacts> {
  if (context.type === 'private') return { type: 'private', partnerCategory: null };
  const partnership = await world.db
    .selectFrom('partnerships')
    .select('partner_category')
    .where('uid', '=', context.uid)
    .executeTakeFirstOrThrow();
  return { type: partnershipContextType(context.roles), partnerCategory: partnership.partner_category };
}

/** The session the host would hold for a persona context, built from the same facts. */
async function sessionOf(context: PersonaContext): Promise<SessionSnapshot> {
  const facts = await contextFacts(context);
  const partnership =
    context.type === 'business'
      ? {
          uid: context.uid,
          name: context.name,
          status: context.partnershipStatus,
          partnerCategory: facts.partnerCategory,
          myRoles: context.roles as PartnershipRole[],
        }
      : undefined;
  return {
    user: { uid: context.personUid, status: context.personStatus },
    currentContext: { uid: context.uid, type: facts.type, name: context.name, partnership },
    entitlements: context.entitlements,
  } as unknown as SessionSnapshot;
}

/** Where a screen's session-level rule and the fact-level rule answered differently (must stay empty). */
const clientDrifts: string[] = [];
function sameOnClient(name: string, facts: boolean, session: boolean): boolean {
  if (facts !== session) clientDrifts.push(`${name}: facts ${facts}, session ${session}`);
  return facts;
}
afterEach(() => expect(clientDrifts.splice(0)).toEqual([]));

const call = (
  context: PersonaContext,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => world.call(context.email, method, url, { partnership: context.partnershipUid ?? undefined, payload });

type OrderVariant = Pick<OrderSeed, 'status' | 'isEBillOrder' | 'partnerCategory'>;
interface SeededOrder {
  uid: string;
  approvalUid: string | null;
  /** The order as a screen reads it (what the session-level rules take). */
  read: PaymentOrder;
  /** The order rule's facts for the persona context. */
  facts: PaymentOrderRuleFacts;
}

/** An order of a given kind on an account, with its open approval when it awaits signatures. */
async function orderOn(
  context: PersonaContext,
  account: AccountRow,
  variant: OrderVariant,
): Promise<SeededOrder> {
  const { later } = await days(world.db);
  const isPartnership = !Object.values(world.persons).includes(account.owner_uid);
  const uid = await insertOrder(world.db, {
    ...variant,
    accountUid: account.uid,
    requestedBy: context.personUid,
    paymentTime: later,
    partnershipUid: isPartnership ? account.owner_uid : null,
  });
  let approvalUid: string | null = null;
  if (variant.status === 'approval' && isPartnership) {
    approvalUid = randomUUID();
    await world.db
      .insertInto('pending_approvals')
      .values({
        uid: approvalUid,
        partnership_uid: account.owner_uid,
        subject_type: 'paymentOrder',
        subject_uid: uid,
        requested_by: context.personUid,
        required_approvals: 2,
        approved_by: [],
        status: 'pending',
      })
      .execute();
  }
  const order = {
    status: variant.status as PaymentOrder['status'],
    isEBillOrder: variant.isEBillOrder ?? false,
    partnerCategory: variant.partnerCategory ?? null,
  };
  return {
    uid,
    approvalUid,
    read: {
      uid,
      status: order.status,
      createdAt: '',
      paymentOrderData: {
        originator: { accountUid: account.uid },
        isEBillOrder: order.isEBillOrder,
        partnerCategory: order.partnerCategory,
      },
    },
    facts: {
      context: await contextFacts(context),
      order,
      rights: {
        capture: rightOn(context, account, 'capture'),
        approve: rightOn(context, account, 'approve'),
      },
    },
  };
}

it('paymentCreationAllowed: the payment form of every account for every persona context', async () => {
  const cases = await Promise.all(
    contexts.flatMap((context) =>
      accounts.map(async (account) => {
        const name = `${context.email} in ${context.name}: pay from ${account.account_name}`;
        const facts = paymentCreationAllowed({
          contextType: (await contextFacts(context)).type,
          bankableContext: bankableOf(context),
          accountStatus: account.status,
          captureRight: rightOn(context, account, 'capture'),
        });
        const read = { uid: account.uid, status: account.status, accountOwner: { uid: account.owner_uid } };
        const session = canCreatePayment(await sessionOf(context), read as CashAccount);
        return driftCase(name, sameOnClient(name, facts, session), () =>
          call(context, 'GET', `/api/v2/cash-accounts/${account.uid}/iban-payment-orders`),
        );
      }),
    ),
  );
  await expectNoDrift(cases);
});

it('partnershipContextType: engaged without a role is the registered context, which pays from nothing even with capture', async () => {
  const registered = contexts.filter((context) => context.type === 'business' && context.roles.length === 0);
  expect(registered.length).toBeGreaterThan(0);
  const granted = registered.flatMap((context) =>
    accounts.filter((account) => account.owner_uid === context.uid).map((account) => ({ context, account })),
  );
  // What the seed never holds: a capture right in the registered context (spec §6 says it captures nothing).
  const rows = await world.db
    .insertInto('entitlements')
    .values(
      granted.map(({ context, account }) => ({
        person_uid: context.personUid,
        partnership_uid: context.uid,
        entity_uid: account.uid,
        entity_type: 'CashAccount',
        action: 'capture',
        included_types: [],
      })),
    )
    .returning('id')
    .execute();
  const cases = granted.map(({ context, account }) =>
    driftCase(
      `${context.email} in ${context.name} (registered, capture granted): pay from ${account.account_name}`,
      paymentCreationAllowed({
        contextType: partnershipContextType(context.roles),
        bankableContext: bankableOf(context),
        accountStatus: account.status,
        captureRight: true,
      }),
      () => call(context, 'GET', `/api/v2/cash-accounts/${account.uid}/iban-payment-orders`),
    ),
  );
  // A context with a role and capture, so the table holds an allowed answer too.
  const [capturer, payable] = contexts
    .filter((context) => context.type === 'business' && context.roles.length > 0)
    .flatMap((context) => accounts.map((account) => [context, account] as const))
    .find(([context, account]) => account.status === 'active' && rightOn(context, account, 'capture'))!;
  cases.push(
    driftCase(
      `${capturer.email} in ${capturer.name}: pay from ${payable.account_name}`,
      paymentCreationAllowed({
        contextType: partnershipContextType(capturer.roles),
        bankableContext: bankableOf(capturer),
        accountStatus: payable.status,
        captureRight: true,
      }),
      () => call(capturer, 'GET', `/api/v2/cash-accounts/${payable.uid}/iban-payment-orders`),
    ),
  );
  await expectNoDrift(cases);
  await world.db
    .deleteFrom('entitlements')
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
});

it('paymentOrderApprovalAllowed: signing an order of each business account, also with the sme category', async () => {
  const business = contexts.filter((context) => context.type === 'business');
  const setCategory = (context: PersonaContext, category: string | null) =>
    world.db
      .updateTable('partnerships')
      .set({ partner_category: category })
      .where('uid', '=', context.uid)
      .execute();
  const run = async (category: string | null) => {
    const cases = [];
    for (const context of business) {
      await setCategory(context, category);
      for (const account of accounts.filter((row) => row.owner_uid === context.uid)) {
        const order = await orderOn(context, account, { status: 'approval' });
        const name = `${context.email} in ${context.name} (${category ?? 'no category'}): sign on ${account.account_name}`;
        const session = canApprovePaymentOrder(await sessionOf(context), order.read);
        cases.push(
          driftCase(name, sameOnClient(name, paymentOrderApprovalAllowed(order.facts), session), () =>
            call(context, 'POST', `/api/v2/partnerships/pending-approvals/${order.approvalUid}/approve`),
          ),
        );
      }
    }
    return cases;
  };
  await expectNoDrift(await run(null));
  // Spec §4: the sme category refuses every signature (the kernel refuses them all; the table needs one
  // allowed case to show a drift either way, so one plain case runs with them).
  const sme = await run('sme');
  expect(sme.every((entry) => !entry.kernel)).toBe(true);
  const drifts = [];
  for (const entry of sme) if (await entry.gateway()) drifts.push(entry.name);
  expect(drifts).toEqual([]);
  for (const context of business) await setCategory(context, null);
});

/** A valid body for an order of this account whatever its currency (address and BIC given). */
const editBody = (account: AccountRow, date: string) =>
  paymentBody(
    account.uid,
    date,
    { currency: account.currency },
    {
      address: { street: 'Bahnhofstrasse', number: '1', postalCode: '8001', city: 'Zürich', country: 'CHE' },
      swiftBIC: 'UBSWCHZH80A',
    },
  );

/** The orders each context edits and deletes: statuses, an order's own category, an eBill order. */
const VARIANTS: OrderVariant[] = [
  { status: 'draft' },
  { status: 'approval' },
  { status: 'executed' },
  { status: 'draft', partnerCategory: 'casino' },
  { status: 'approval', partnerCategory: 'sme' },
  { status: 'draft', isEBillOrder: true },
];
const variantName = (variant: OrderVariant) =>
  `${variant.isEBillOrder ? 'eBill ' : ''}${variant.status}${variant.partnerCategory ? ` ${variant.partnerCategory}` : ''}`;

it('paymentOrderEditAllowed and paymentOrderDeletionAllowed: orders of each kind on every account of the context', async () => {
  const { later } = await days(world.db);
  const cases = [];
  for (const context of contexts) {
    const session = await sessionOf(context);
    for (const account of accounts.filter((row) => row.owner_uid === context.uid)) {
      for (const variant of VARIANTS) {
        const edited = await orderOn(context, account, variant);
        const editName = `${context.email} in ${context.name}: edit a ${variantName(variant)} order on ${account.account_name}`;
        cases.push(
          driftCase(
            editName,
            sameOnClient(
              editName,
              paymentOrderEditAllowed(edited.facts),
              canEditPaymentOrder(session, edited.read),
            ),
            () =>
              call(context, 'PATCH', `/api/v2/iban-payment-orders/${edited.uid}`, editBody(account, later)),
            { allowed: [200], refused: [409, 404] },
          ),
        );
        const deleted = await orderOn(context, account, variant);
        const deleteName = `${context.email} in ${context.name}: delete a ${variantName(variant)} order on ${account.account_name}`;
        cases.push(
          driftCase(
            deleteName,
            sameOnClient(
              deleteName,
              paymentOrderDeletionAllowed(deleted.facts),
              canDeletePaymentOrder(session, deleted.read),
            ),
            () => call(context, 'DELETE', `/api/payment-orders/${deleted.uid}`),
            { allowed: [200], refused: [409, 404] },
          ),
        );
      }
    }
  }
  await expectNoDrift(cases);
});
