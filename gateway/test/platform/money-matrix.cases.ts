/**
 * The money matrix's cells (issue 26 item 1): for each money operation, the requests a persona context makes on
 * real entities and the answer the kernel's rules expect. No expectation is written by hand per persona or row:
 * each comes from the kernel (accountRight, bankableContext, paymentCreationAllowed, paymentBaseAllowed,
 * paymentOrderEditAllowed, paymentOrderDeletionAllowed, paymentOrderApprovalAllowed) asked with facts read from
 * the seeded tables, or, for the sandbox, from the tool's declared caller (docs/security.md "Sandbox tools").
 */
import {
  ebillManageAllowed,
  paymentBatchDecisionAllowed,
  paymentBatchUploadAllowed,
  paymentBaseAllowed,
  paymentCreationAllowed,
  paymentOrderApprovalAllowed,
  paymentOrderDeletionAllowed,
  paymentOrderEditAllowed,
  PAYMENT_ORDER_BASES,
  type PaymentOrderBase,
  type PaymentOrderRuleFacts,
  type PaymentOrderStatus,
} from 'shared-kernel/domain';
import type { RegisteredRoute } from '../../src/http/route';
import { bankableOf, rightOn, type PersonaContext } from '../rules-drift';

export interface AccountRow {
  uid: string;
  owner_uid: string;
  account_name: string;
  status: string;
  currency: string;
  iban: string;
}

/** Entities the cells name, made before the run (money-matrix.test.ts). */
export interface MatrixWorld {
  accounts: AccountRow[];
  /**
   * A draft of a base on an account for one operation, per context that may hold it (paymentBaseAllowed):
   * `${contextKey or 'foreign'}|${accountUid}|${base}|${method}`.
   */
  orders: Map<string, string>;
  /** A payment batch on the account with one order awaiting signatures (issue 30): by account uid. */
  batches: Map<string, string>;
  /** A batch file body for an account: one row that no rule lets through (so a create writes nothing). */
  batchBody(account: AccountRow, create: boolean): object;
  /** A beneficiary paid only by an order on the account: by account uid. */
  beneficiaries: Map<string, string>;
  /** An approval of an order on the account, for one context's decision: `${contextKey or 'foreign'}|${accountUid}`. */
  approvals: Map<string, string>;
  /** The expected readable subjects of a partnership's pending approvals / pending orders, per context key. */
  readableApprovals: Map<string, string[]>;
  readablePendingOrders: Map<string, string[]>;
  /** A valid payment body for an account (the static schema accepts it, so rights are reached). */
  body(account: AccountRow): object;
  /** Every persona's email. */
  emails: string[];
  /** Every persona's uid by email. */
  personUids: Record<string, string>;
  /** Every card with its holder (the card terminal: a persona pays with a card it holds). */
  cards: { uid: string; holder_uid: string }[];
  later: string;
}

export interface Cell {
  /** Who, where, what: "luca@kontor.test in Bäckerei Meier GmbH: POST … on Lohnkonto". */
  name: string;
  /** The persona (null: anonymous; 'operator': the sandbox operator key). */
  caller: string | null | 'operator';
  partnership: string | null;
  method: RegisteredRoute['method'];
  url: string;
  payload?: object;
  expected: boolean;
  /** For list answers: the uids the answer must name exactly (what the rules let the caller read). */
  expectedUids?: string[];
}

export const contextKey = (context: PersonaContext) => `${context.email}@${context.uid}`;
const contextType = (context: PersonaContext) =>
  context.type === 'private' ? ('private' as const) : context.roles.length ? 'partnership' : 'registered';
const inContext = (context: PersonaContext, account: AccountRow) => account.owner_uid === context.uid;

/** The accounts a context's cells name: its own, and one of somebody else (always refused). */
function targetAccounts(world: MatrixWorld, context: PersonaContext): AccountRow[] {
  const own = world.accounts.filter((account) => inContext(context, account));
  const foreign = world.accounts.find((account) => !inContext(context, account))!;
  return [...own, foreign];
}

/** The order rule's facts of a context on an order of a status on an account. */
function orderFacts(
  context: PersonaContext,
  account: AccountRow,
  status: PaymentOrderStatus,
  partnerCategory: string | null,
): PaymentOrderRuleFacts {
  return {
    context: { type: contextType(context), partnerCategory: partnerCategory as never },
    order: { status, isEBillOrder: false, partnerCategory: null },
    rights: { capture: rightOn(context, account, 'capture'), approve: rightOn(context, account, 'approve') },
  };
}

const baseOf = (url: string): PaymentOrderBase | null =>
  PAYMENT_ORDER_BASES.find((base) => url.includes(`/${base}`)) ?? null;

type CellMaker = (
  route: RegisteredRoute,
  context: PersonaContext,
  world: MatrixWorld,
  categories: Map<string, string | null>,
) => Omit<Cell, 'caller' | 'partnership' | 'method'>[];

/** Spec §2, §5, §6: the payment form, its options and the create (paymentCreationAllowed, paymentBaseAllowed). */
const paying: CellMaker = (route, context, world) =>
  targetAccounts(world, context).map((account) => {
    const base = baseOf(route.url);
    return {
      name: account.account_name,
      url: route.url.replace(':id', account.uid),
      payload: route.method === 'POST' ? world.body(account) : undefined,
      expected:
        inContext(context, account) &&
        (base === null || paymentBaseAllowed(base, contextType(context))) &&
        paymentCreationAllowed({
          contextType: contextType(context),
          bankableContext: bankableOf(context),
          accountStatus: account.status,
          captureRight: rightOn(context, account, 'capture'),
        }),
    };
  });

/** Issue 30: uploading a batch file is creating payments on the account (paymentBatchUploadAllowed). */
const uploading: CellMaker = (route, context, world) =>
  targetAccounts(world, context).map((account) => ({
    name: `a batch file for ${account.account_name}`,
    url: route.url.replace(':id', account.uid),
    payload: world.batchBody(account, !route.url.endsWith('/validation')),
    expected:
      inContext(context, account) &&
      paymentBatchUploadAllowed({
        contextType: contextType(context),
        bankableContext: bankableOf(context),
        accountStatus: account.status,
        captureRight: rightOn(context, account, 'capture'),
      }),
  }));

/** Issue 30: a batch is read with the account's view right and decided by who may sign its orders. */
const onBatches: CellMaker = (route, context, world, categories) =>
  targetAccounts(world, context).flatMap((account) => {
    const uid = world.batches.get(account.uid);
    if (!uid) return [];
    const facts = orderFacts(context, account, 'approval', categories.get(context.uid) ?? null);
    const deciding = route.method === 'POST';
    return [
      {
        name: `${deciding ? 'sign' : 'read'} the batch on ${account.account_name}`,
        url: route.url.replace(':uid', uid),
        payload: deciding ? { decision: 'approve' } : undefined,
        expected:
          inContext(context, account) &&
          (deciding ? paymentBatchDecisionAllowed(facts) : rightOn(context, account, 'view')),
      },
    ];
  });

/** Reads that hang on an account: its orders, a quote from it (accountRight view). */
const viewing: CellMaker = (route, context, world) =>
  targetAccounts(world, context).map((account) => ({
    name: account.account_name,
    url: route.url.replace(':id', account.uid),
    payload: route.url.includes('quote')
      ? {
          targetAmount: 10,
          sourceCurrency: account.currency,
          targetCurrency: 'EUR',
          sourceIban: account.iban,
        }
      : undefined,
    expected: inContext(context, account) && rightOn(context, account, 'view'),
  }));

/** An order of the context on each account (GET: view; PATCH: paymentOrderEditAllowed; DELETE: deletion). */
const onOrders: CellMaker = (route, context, world, categories) => {
  const base = baseOf(route.url) ?? 'iban-payment-orders';
  return targetAccounts(world, context).flatMap((account) => {
    const own = inContext(context, account);
    const owner = own ? contextKey(context) : 'foreign';
    const uid = world.orders.get(`${owner}|${account.uid}|${base}|${route.method}`);
    if (!uid) return []; // The kernel's paymentBaseAllowed: no such order exists in this context.
    const facts = orderFacts(context, account, 'draft', categories.get(context.uid) ?? null);
    const allowed =
      route.method === 'GET'
        ? rightOn(context, account, 'view')
        : route.method === 'PATCH'
          ? paymentOrderEditAllowed(facts)
          : paymentOrderDeletionAllowed(facts);
    return [
      {
        name: `${base} draft on ${account.account_name}`,
        url: route.url.replace(':uid', uid),
        payload: route.method === 'PATCH' ? world.body(account) : undefined,
        expected: own && allowed,
      },
    ];
  });
};

/** A beneficiary is read by the view right on an account paying it (issue 26); private owners read their own. */
const beneficiaries: CellMaker = (route, context, world) =>
  targetAccounts(world, context).map((account) => ({
    name: `beneficiary paid from ${account.account_name}`,
    url: route.url.replace(':uid', world.beneficiaries.get(account.uid)!),
    expected:
      inContext(context, account) && (context.type === 'private' || rightOn(context, account, 'view')),
  }));

/** Spec §4 approval: an order awaiting signatures on each account (paymentOrderApprovalAllowed). */
const deciding: CellMaker = (route, context, world, categories) =>
  targetAccounts(world, context).flatMap((account) => {
    const owner = inContext(context, account) ? contextKey(context) : 'foreign';
    const uid = world.approvals.get(`${owner}|${account.uid}`);
    if (!uid) return [];
    const facts = orderFacts(context, account, 'approval', categories.get(context.uid) ?? null);
    return [
      {
        name: `approve an order on ${account.account_name}`,
        url: route.url.replace(':uid', uid).replace(':decision', 'approve'),
        expected: inContext(context, account) && paymentOrderApprovalAllowed(facts),
      },
    ];
  });

/** A partnership's list, filtered by the rights on each entry's account: the exact uids are checked. */
const partnershipList =
  (readable: (world: MatrixWorld) => Map<string, string[]>): CellMaker =>
  (route, context, world) => [
    {
      name: 'the list',
      url: route.url.replace(':uid', context.uid),
      expected: true,
      expectedUids: readable(world).get(contextKey(context)) ?? [],
    },
  ];

/** Reads that carry no account: any signed-in context (route auth strong). */
const contextFree =
  (url: string, payload?: object): CellMaker =>
  () => [{ name: 'no account', url, payload, expected: true }];

/**
 * The sandbox bank's own side (docs/security.md "Sandbox tools"): the operator's alone, whatever a route
 * declares (the routes' `sandboxCaller` is what this table checks, not what it reads).
 */
const BANK_SIDE = [
  'POST /api/sandbox/clock',
  'POST /api/sandbox/scheduler/run',
  'POST /api/sandbox/payment-orders/:uid/review',
  // Issue 33: the video identification of a prospect's application is the bank's decision.
  'POST /api/sandbox/prospects/identifications',
];

/**
 * The sandbox tools, context-free (no partnership header): the bank's own side is the operator's only
 * (BANK_SIDE), a persona plays the outside world for itself (its codes, a credit to an account it
 * may view in any of its contexts, a confirmation asked of itself).
 */
export function sandboxCells(
  route: RegisteredRoute,
  email: string,
  contexts: PersonaContext[],
  world: MatrixWorld,
): Omit<Cell, 'caller' | 'partnership' | 'method'>[] {
  const key = `${route.method} ${route.url}`;
  const other = world.emails.find((candidate) => candidate !== email)!;
  // Issue 33: a company onboarding's status steps are the bank's side too (registry, screening, identification,
  // account opening); on a seeded partnership the operator is answered 409 not_an_onboarding (past the guard).
  if (key === 'POST /api/sandbox/partnerships/:uid/status') {
    const partnership = contexts.find((context) => context.partnershipUid)?.partnershipUid ?? 'matrix';
    return [
      {
        name: "the bank's side",
        url: route.url.replace(':uid', partnership),
        payload: { status: 'registered' },
        expected: false,
      },
    ];
  }
  // Issue 32: the registry applying a partnership's pending update and certification's steps are the bank's side
  // (the operator answers 409 nothing pending / 400 for the placeholder status: past the guard).
  if (key === 'POST /api/sandbox/partnerships/:uid/pending-update/apply')
    return [
      {
        name: "the registry's side",
        url: route.url.replace(
          ':uid',
          contexts.find((context) => context.partnershipUid !== null)?.partnershipUid ?? 'none',
        ),
        payload: {},
        expected: false,
      },
    ];
  if (key === 'POST /api/sandbox/compliance-declarations/:uid/status')
    return [
      { name: "certification's side", url: route.url, payload: { status: 'placeholder' }, expected: false },
    ];
  if (BANK_SIDE.includes(key)) {
    const url = route.url.replace(':uid', world.orders.values().next().value!);
    const payload = route.url.endsWith('/review')
      ? { decision: 'reject' }
      : route.url.endsWith('/clock')
        ? { date: world.later }
        : {};
    return [{ name: "the bank's side", url, payload, expected: false }];
  }
  // The sandbox eBill network (issue 31): its answer to a subscription is the bank's side (the operator's only); a
  // persona plays a biller for itself: an invoice to itself, or to a partnership whose eBill it may manage (the
  // kernel's ebillManageAllowed), never to another persona.
  if (key === 'POST /api/sandbox/ebill/subscriptions/:ownerUid/confirm')
    return [
      {
        name: "the eBill network's answer",
        url: route.url.replace(':ownerUid', contexts[0]?.personUid ?? email),
        payload: {},
        expected: false,
      },
    ];
  if (key === 'POST /api/sandbox/ebill/invoices') {
    const invoice = (ownerUid: string) => ({
      ownerUid,
      billerId: '41100000000123456',
      amount: '1.00',
      dueDate: world.later,
    });
    const otherUid = world.personUids[other]!;
    return [
      ...contexts.map((context) => ({
        name: `an eBill invoice to ${context.name}`,
        url: route.url,
        payload: invoice(context.uid),
        expected:
          context.type === 'private' ||
          ebillManageAllowed({
            type: 'business',
            personUid: context.personUid,
            partnershipUid: context.uid,
            roles: context.roles,
            entitlements: context.entitlements,
            accounts: world.accounts
              .filter((account) => account.owner_uid === context.uid)
              .map((account) => ({
                uid: account.uid,
                ownerUid: account.owner_uid,
                status: account.status,
                currency: account.currency,
              })),
          }),
      })),
      { name: `an eBill invoice to ${other}`, url: route.url, payload: invoice(otherUid), expected: false },
    ];
  }
  if (key === 'GET /api/sandbox/outbox')
    return [email, other].map((whose) => ({
      name: `codes of ${whose}`,
      url: `${route.url}?email=${encodeURIComponent(whose)}`,
      expected: whose === email,
    }));
  if (key === 'POST /api/sandbox/confirmations') {
    // Asked in a partnership the persona is engaged in; of another persona, refused wherever it is asked.
    const own = contexts.find((context) => context.type === 'business')?.name;
    const ask = (whose: string, partnershipName: string) => ({
      name: `a confirmation asked of ${whose} in ${partnershipName}`,
      url: route.url,
      payload: { email: whose, partnershipName },
      expected: whose === email,
    });
    return [...(own ? [ask(email, own)] : []), ask(other, own ?? 'Bäckerei Meier GmbH')];
  }
  if (key === 'POST /api/sandbox/bookings')
    return world.accounts.flatMap((account) =>
      (['credit', 'debit'] as const).map((direction) => ({
        name: `${direction} ${account.account_name}`,
        url: route.url,
        payload: {
          iban: account.iban,
          direction,
          amountValue: 1,
          currency: account.currency,
          counterpartyName: 'Matrix',
        },
        expected:
          direction === 'credit' &&
          contexts.some((context) => inContext(context, account) && rightOn(context, account, 'view')),
      })),
    );
  if (key === 'GET /api/sandbox/clock') return [{ name: "the bank's today", url: route.url, expected: true }];
  if (key === 'POST /api/sandbox/card-terminal/payments')
    return world.cards.map((card) => ({
      name: `a terminal payment with card ${card.uid}`,
      url: route.url,
      payload: { cardUid: card.uid, amountValue: 1, merchantName: 'Matrix', merchantCategory: 'other' },
      expected: contexts.some((context) => context.personUid === card.holder_uid),
    }));
  return [];
}

/** Every money operation of the gateway and how its cells are made: a route without an entry is a hole. */
export const OPERATIONS: Record<string, CellMaker | 'sandbox'> = {
  ...Object.fromEntries(
    PAYMENT_ORDER_BASES.flatMap((base) => [
      [`GET /api/v2/cash-accounts/:id/${base}`, paying],
      [`POST /api/v2/cash-accounts/:id/${base}`, paying],
      [`GET /api/v2/${base}/:uid`, onOrders],
      [`PATCH /api/v2/${base}/:uid`, onOrders],
    ]),
  ),
  'GET /api/v2/cash-accounts/:id/payment-options': paying,
  'GET /api/v2/cash-accounts/:id/payment-orders': viewing,
  'GET /api/v2/cash-accounts/:id/standing-orders': viewing,
  'DELETE /api/payment-orders/:uid': onOrders,
  'GET /api/v2/payment-orders/:uid/confirmation.pdf': onOrders,
  'POST /api/v2/incore/quote/calculate': viewing,
  'GET /api/beneficiaries/:uid': beneficiaries,
  'POST /api/v2/partnerships/pending-approvals/:uid/:decision': deciding,
  'GET /api/v2/partnerships/:uid/pending-approvals': partnershipList((world) => world.readableApprovals),
  'GET /api/v2/partnerships/:uid/pending-payment-orders': partnershipList(
    (world) => world.readablePendingOrders,
  ),
  'POST /api/v2/cash-accounts/:id/payment-batches/validation': uploading,
  'POST /api/v2/cash-accounts/:id/payment-batches': uploading,
  'GET /api/v2/cash-accounts/:id/payment-batches': viewing,
  'GET /api/v2/payment-batches/:uid': onBatches,
  'GET /api/v2/payment-batches/:uid/file': onBatches,
  'POST /api/v2/payment-batches/:uid/decision': onBatches,
  'GET /api/payment-dates': contextFree('/api/payment-dates'),
  'GET /api/account-number-info': contextFree('/api/account-number-info?iban=CH9300762011623852957'),
  'GET /api/v2/incore/currencies/:currency': contextFree('/api/v2/incore/currencies/CHF'),
  'GET /api/sandbox/outbox': 'sandbox',
  'POST /api/sandbox/bookings': 'sandbox',
  'POST /api/sandbox/confirmations': 'sandbox',
  'GET /api/sandbox/clock': 'sandbox',
  'POST /api/sandbox/card-terminal/payments': 'sandbox',
  'POST /api/sandbox/clock': 'sandbox',
  'POST /api/sandbox/scheduler/run': 'sandbox',
  'POST /api/sandbox/payment-orders/:uid/review': 'sandbox',
  'POST /api/sandbox/ebill/invoices': 'sandbox',
  'POST /api/sandbox/ebill/subscriptions/:ownerUid/confirm': 'sandbox',
  'POST /api/sandbox/prospects/identifications': 'sandbox',
  'POST /api/sandbox/partnerships/:uid/status': 'sandbox',
  'POST /api/sandbox/partnerships/:uid/pending-update/apply': 'sandbox',
  'POST /api/sandbox/compliance-declarations/:uid/status': 'sandbox',
};

/** The routes the matrix must cover: payments, approvals, beneficiaries and the sandbox tools. */
/**
 * A refusal: no session (401), no right or outside the context (403, 404), or the order rule of spec §4 refusing
 * the order as it stands (409 not_editable / not_deletable: the kernel's paymentOrderEditAllowed and
 * paymentOrderDeletionAllowed answer with the order's status, so the gateway names it).
 */
export function isRefusal(status: number, code: unknown): boolean {
  if ([401, 403, 404].includes(status)) return true;
  return status === 409 && (code === 'not_editable' || code === 'not_deletable');
}

export const isMoneyRoute = (route: RegisteredRoute): boolean =>
  route.family.startsWith('payments.') ||
  route.family === 'partnership.approve' ||
  route.family === 'sandbox' ||
  route.url.includes('pending-approvals') ||
  route.url.includes('beneficiar');
