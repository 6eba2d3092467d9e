import type { PaymentOrder, PaymentOrderStatus } from '../entities';
import { personas, UIDS, type PersonaName } from '../fixtures/personas';
import type { SessionSnapshot } from '../session';
import {
  canApprovePaymentOrder,
  canCreatePayment,
  canDeletePaymentOrder,
  canEditPaymentOrder,
  debitAccountChoices,
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

const categorised = (session: SessionSnapshot, partnerCategory: string): SessionSnapshot => {
  const context = session.currentContext!;
  return {
    ...session,
    currentContext: { ...context, partnership: { ...context.partnership!, partnerCategory } },
  };
};

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
