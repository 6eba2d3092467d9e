import type { PaymentOrder, PaymentOrderStatus } from '../entities';
import type { ContextType } from '../../contract/descriptor';
import type { PaymentOrderBase } from '../payments/api';
import { personas, UIDS, type PersonaName } from '../fixtures/personas';
import { withPartnership } from '../fixtures/snapshot';
import type { SessionSnapshot } from '../session';
import {
  canApprovePaymentOrder,
  canCreatePayment,
  canDeletePaymentOrder,
  canEditPaymentDate,
  canEditPaymentOrder,
  debitAccountChoices,
  paymentContextFacts,
  paymentBaseAllowed,
  paymentCreationAllowed,
  paymentDateEditAllowed,
  paymentOrderApprovalAllowed,
  paymentOrderDeletionAllowed,
  paymentOrderEditAllowed,
  type PaymentAccountRights,
  type PaymentContextFacts,
  type PaymentCreationFacts,
  type PaymentOrderFacts,
  type PaymentOrderRuleFacts,
} from './payments';

const order = (
  status: PaymentOrderStatus,
  accountUid: string,
  extra: Partial<PaymentOrder['paymentOrderData']> = {},
): PaymentOrder => ({
  uid: '7d0b8b0e-3c1f-4a53-9d0e-2b5f1a9c4e11',
  status,
  createdAt: '2026-11-20T08:30:00.000Z',
  paymentOrderData: {
    beneficiary: { name: 'Müller Mehl AG', iban: 'CH5604835012345678009' },
    paymentAmount: { amount: 1250.5, currency: 'CHF' },
    originator: { accountUid },
    ...extra,
  },
});

const account = (persona: PersonaName, index = 0) => personas[persona].cashAccounts[index] ?? null;

describe('canCreatePayment', () => {
  it.each<[string, PersonaName, number, boolean]>([
    ['the private owner', 'annaPrivate', 0, true],
    ['the private owner on the EUR account', 'annaPrivate', 2, true],
    ['a delegate with capture on Betriebskonto', 'lucaBaeckerei', 0, true],
    ['a delegate with view only on Lohnkonto', 'lucaBaeckerei', 1, false],
    ['approve-only Claire', 'claireAssociation', 0, false],
    ['registered-only Rita', 'ritaBaeckerei', 0, false],
    ['Anna with capture in the partnership', 'annaBaeckerei', 1, true],
  ])('%s', (_label, persona, index, expected) => {
    expect(canCreatePayment(personas[persona], account(persona, index))).toBe(expected);
  });

  it('refuses inactive accounts and no account', () => {
    expect(canCreatePayment(personas.annaPrivate, { ...account('annaPrivate')!, status: 'inactive' })).toBe(
      false,
    );
    expect(canCreatePayment(personas.pia, null)).toBe(false);
  });

  it("refuses someone else's account in the private context", () => {
    expect(canCreatePayment(personas.noraPrivate, account('annaPrivate'))).toBe(false);
  });

  it('limits debit account choices to accounts with capture right', () => {
    expect(debitAccountChoices(personas.lucaBaeckerei).map((a) => a.accountName)).toEqual(['Betriebskonto']);
    expect(debitAccountChoices(personas.ritaBaeckerei)).toEqual([]);
  });
});

const categorised = (session: SessionSnapshot, partnerCategory: string): SessionSnapshot =>
  withPartnership(session, { partnerCategory });

describe('canEditPaymentOrder', () => {
  const privateAccount = UIDS.annaPrivatkonto;
  it.each<[string, SessionSnapshot, PaymentOrder, boolean]>([
    ['private draft', personas.annaPrivate, order('draft', privateAccount), true],
    ['private rejected', personas.annaPrivate, order('rejected', privateAccount), true],
    ['private accepted', personas.annaPrivate, order('accepted', privateAccount), true],
    ['private executed', personas.annaPrivate, order('executed', privateAccount), false],
    ['private approval', personas.annaPrivate, order('approval', privateAccount), false],
    [
      'private casino category',
      personas.annaPrivate,
      order('draft', privateAccount, { partnerCategory: 'casino' }),
      false,
    ],
    [
      'private eBill order',
      personas.annaPrivate,
      order('draft', privateAccount, { isEBillOrder: true }),
      false,
    ],
    ['business draft with capture', personas.lucaBaeckerei, order('draft', UIDS.betriebskonto), true],
    ['business draft without capture', personas.lucaBaeckerei, order('draft', UIDS.lohnkonto), false],
    [
      'business approval without approve',
      personas.lucaBaeckerei,
      order('approval', UIDS.betriebskonto),
      false,
    ],
    [
      'business approval with approve',
      personas.claireAssociation,
      order('approval', UIDS.associationKonto),
      true,
    ],
    [
      'business draft for approve-only',
      personas.claireAssociation,
      order('draft', UIDS.associationKonto),
      false,
    ],
    ['business accepted', personas.annaBaeckerei, order('accepted', UIDS.betriebskonto), false],
    [
      'business sme category',
      categorised(personas.annaBaeckerei, 'sme'),
      order('draft', UIDS.betriebskonto),
      false,
    ],
    [
      'business casino category may still edit',
      categorised(personas.annaBaeckerei, 'casino'),
      order('draft', UIDS.betriebskonto),
      true,
    ],
    [
      'business eBill order',
      personas.annaBaeckerei,
      order('draft', UIDS.betriebskonto, { isEBillOrder: true }),
      false,
    ],
    ['registered-only', personas.ritaBaeckerei, order('draft', UIDS.betriebskonto), false],
  ])('%s', (_label, session, paymentOrder, expected) => {
    expect(canEditPaymentOrder(session, paymentOrder)).toBe(expected);
  });
});

describe('canApprovePaymentOrder', () => {
  it.each<[string, SessionSnapshot, PaymentOrder, boolean]>([
    ['Anna with approve', personas.annaBaeckerei, order('approval', UIDS.lohnkonto), true],
    ['Claire approve-only', personas.claireAssociation, order('approval', UIDS.associationKonto), true],
    ['Luca without approve', personas.lucaBaeckerei, order('approval', UIDS.betriebskonto), false],
    ['private context never', personas.annaPrivate, order('approval', UIDS.annaPrivatkonto), false],
    ['sme category', categorised(personas.annaBaeckerei, 'sme'), order('approval', UIDS.lohnkonto), false],
    ['an order not awaiting approval', personas.annaBaeckerei, order('draft', UIDS.lohnkonto), false],
  ])('%s', (_label, session, paymentOrder, expected) => {
    expect(canApprovePaymentOrder(session, paymentOrder)).toBe(expected);
  });
});

describe('canDeletePaymentOrder', () => {
  it.each<[string, SessionSnapshot, PaymentOrder, boolean]>([
    ['private draft', personas.annaPrivate, order('draft', UIDS.annaPrivatkonto), true],
    ['private executed', personas.annaPrivate, order('executed', UIDS.annaPrivatkonto), true],
    ['private retired', personas.annaPrivate, order('retired', UIDS.annaPrivatkonto), false],
    ['private quarantine', personas.annaPrivate, order('quarantine', UIDS.annaPrivatkonto), false],
    ['business with capture', personas.lucaBaeckerei, order('approval', UIDS.betriebskonto), true],
    ['business without capture', personas.lucaBaeckerei, order('draft', UIDS.lohnkonto), false],
    ['business approve-only', personas.claireAssociation, order('approval', UIDS.associationKonto), false],
    ['business quarantine', personas.annaBaeckerei, order('quarantine', UIDS.betriebskonto), false],
    ['business retired', personas.annaBaeckerei, order('retired', UIDS.betriebskonto), false],
  ])('%s', (_label, session, paymentOrder, expected) => {
    expect(canDeletePaymentOrder(session, paymentOrder)).toBe(expected);
  });
});

describe('canEditPaymentDate', () => {
  it.each<[string, PaymentOrderStatus, string | null, boolean]>([
    ['an accepted order', 'accepted', null, true],
    ['a draft', 'draft', null, true],
    ['a rejected order', 'rejected', null, false],
    ['an executed order', 'executed', '2026-11-20T09:00:00.000Z', false],
  ])('%s', (_label, status, executedAt, expected) => {
    const paymentOrder = order(status, UIDS.annaPrivatkonto);
    expect(
      canEditPaymentDate({
        ...paymentOrder,
        paymentOrderData: { ...paymentOrder.paymentOrderData, executedAt },
      }),
    ).toBe(expected);
  });
});

describe('the fact-level payment rules (what the gateway asks with facts from its tables)', () => {
  const business: PaymentContextFacts = { type: 'partnership', partnerCategory: null };
  const privately: PaymentContextFacts = { type: 'private', partnerCategory: null };
  const registered: PaymentContextFacts = { type: 'registered', partnerCategory: null };
  const noRights: PaymentAccountRights = { capture: false, approve: false };
  const captures: PaymentAccountRights = { capture: true, approve: false };
  const approves: PaymentAccountRights = { capture: false, approve: true };
  const facts = (
    context: PaymentContextFacts,
    status: PaymentOrderStatus,
    rights: PaymentAccountRights,
    order: Partial<PaymentOrderFacts> = {},
  ): PaymentOrderRuleFacts => ({
    context,
    order: { status, isEBillOrder: false, partnerCategory: null, ...order },
    rights,
  });

  it.each<[PaymentOrderBase, ContextType | null, boolean]>([
    ['iban-payment-orders', 'private', true],
    ['iban-payment-orders', 'partnership', true],
    ['esr-payment-orders', 'registered', true],
    ['wise-payment-orders', 'private', true],
    ['wise-payment-orders', 'partnership', false],
    ['wisebusiness-payment-orders', 'private', false],
    ['wisebusiness-payment-orders', 'partnership', true],
    ['iban-payment-orders', null, false],
  ])('paymentBaseAllowed: %s in %s context → %s', (base, contextType, expected) => {
    expect(paymentBaseAllowed(base, contextType)).toBe(expected);
  });

  it.each<[string, PaymentCreationFacts, boolean]>([
    [
      'capture on an active account',
      { contextType: 'partnership', bankableContext: true, accountStatus: 'active', captureRight: true },
      true,
    ],
    [
      'the private owner',
      { contextType: 'private', bankableContext: true, accountStatus: 'active', captureRight: true },
      true,
    ],
    [
      'no capture right',
      { contextType: 'partnership', bankableContext: true, accountStatus: 'active', captureRight: false },
      false,
    ],
    [
      'an account not active',
      { contextType: 'private', bankableContext: true, accountStatus: 'cancelling', captureRight: true },
      false,
    ],
    [
      'the registered context',
      { contextType: 'registered', bankableContext: false, accountStatus: 'active', captureRight: true },
      false,
    ],
    [
      'a private owner not bankable (card-only, issue 26)',
      { contextType: 'private', bankableContext: false, accountStatus: 'active', captureRight: true },
      false,
    ],
    [
      'capture in a partnership not bankable for the user',
      { contextType: 'partnership', bankableContext: false, accountStatus: 'active', captureRight: true },
      false,
    ],
  ])('paymentCreationAllowed: %s', (_label, creation, expected) => {
    expect(paymentCreationAllowed(creation)).toBe(expected);
  });

  it.each<[string, PaymentOrderRuleFacts, boolean]>([
    ['private draft', facts(privately, 'draft', noRights), true],
    ['private accepted', facts(privately, 'accepted', noRights), true],
    ['private executed', facts(privately, 'executed', noRights), false],
    ['private casino order', facts(privately, 'draft', noRights, { partnerCategory: 'casino' }), false],
    ['business draft with capture', facts(business, 'draft', captures), true],
    ['business draft without capture', facts(business, 'draft', approves), false],
    ['business approval with approve', facts(business, 'approval', approves), true],
    ['business approval without approve', facts(business, 'approval', captures), false],
    ['business sme partnership', facts({ ...business, partnerCategory: 'sme' }, 'draft', captures), false],
    [
      'the order category governs',
      facts({ ...business, partnerCategory: 'sme' }, 'draft', captures, { partnerCategory: 'casino' }),
      true,
    ],
    ['an eBill order', facts(business, 'draft', captures, { isEBillOrder: true }), false],
    [
      'registered: by its rights alone (it holds none in practice)',
      facts(registered, 'draft', captures),
      true,
    ],
    ['no context', facts({ type: null, partnerCategory: null }, 'draft', captures), false],
  ])('paymentOrderEditAllowed: %s', (_label, order, expected) => {
    expect(paymentOrderEditAllowed(order)).toBe(expected);
  });

  it.each<[string, PaymentOrderRuleFacts, boolean]>([
    ['approve right on an order awaiting approval', facts(business, 'approval', approves), true],
    ['capture only', facts(business, 'approval', captures), false],
    ['a draft', facts(business, 'draft', approves), false],
    ['the sme category', facts({ ...business, partnerCategory: 'sme' }, 'approval', approves), false],
    ['the private context', facts(privately, 'approval', approves), false],
    ['the registered context with approve', facts(registered, 'approval', approves), true],
  ])('paymentOrderApprovalAllowed: %s', (_label, order, expected) => {
    expect(paymentOrderApprovalAllowed(order)).toBe(expected);
  });

  it.each<[string, PaymentOrderRuleFacts, boolean]>([
    ['private executed', facts(privately, 'executed', noRights), true],
    ['private quarantine', facts(privately, 'quarantine', noRights), false],
    ['business with capture', facts(business, 'approval', captures), true],
    ['business approve only', facts(business, 'approval', approves), false],
    ['business retired', facts(business, 'retired', captures), false],
    ['no context', facts({ type: null, partnerCategory: null }, 'draft', captures), false],
  ])('paymentOrderDeletionAllowed: %s', (_label, order, expected) => {
    expect(paymentOrderDeletionAllowed(order)).toBe(expected);
  });

  it('paymentDateEditAllowed: not executed and not rejected', () => {
    expect(paymentDateEditAllowed({ status: 'accepted', executedAt: null })).toBe(true);
    expect(paymentDateEditAllowed({ status: 'rejected', executedAt: null })).toBe(false);
    expect(paymentDateEditAllowed({ status: 'executed', executedAt: '2026-11-20T09:00:00.000Z' })).toBe(
      false,
    );
  });

  it("paymentContextFacts: the session's context type and its partnership's category", () => {
    expect(paymentContextFacts(personas.annaPrivate)).toEqual({ type: 'private', partnerCategory: null });
    expect(paymentContextFacts(categorised(personas.annaBaeckerei, 'sme'))).toEqual({
      type: 'partnership',
      partnerCategory: 'sme',
    });
    expect(paymentContextFacts(personas.ritaBaeckerei).type).toBe('registered');
  });
});
