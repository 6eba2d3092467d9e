import { EBILL_EVENT_TYPES, STANDING_APPROVAL_CHOICES } from '../contracts/ebill';
import { STREAM_EVENT_TYPES } from '../../bus/entity';
import { isValidQrReference } from '../payments/references';
import type { EntitlementFact } from './context';
import {
  ebillActivationPending,
  ebillActivationRefusal,
  ebillDeactivationAllowed,
  ebillManageAllowed,
  ebillOwnerUid,
  ebillQrReference,
  ebillReadAllowed,
  ebillSubscriptionActive,
  ebillSuggestionOffered,
  ebillSuggestionType,
  invoiceActions,
  invoiceStateRefusal,
  standingApprovalAccountAllowed,
  standingApprovalAmountParts,
  standingApprovalAmountText,
  standingApprovalSaveAction,
  type EbillAccountFacts,
  type EbillContextFacts,
} from './ebill';

const ANNA = 'a0000000-0000-4000-8000-000000000001';
const RITA = 'a0000000-0000-4000-8000-000000000003';
const BAECKEREI = 'b0000000-0000-4000-8000-000000000001';
const OTHER = 'b0000000-0000-4000-8000-000000000002';
const CHF = 'c0000000-0000-4000-8000-000000000001';
const EUR = 'c0000000-0000-4000-8000-000000000002';
const CLOSED = 'c0000000-0000-4000-8000-000000000003';

const account = (
  uid: string,
  ownerUid = BAECKEREI,
  currency = 'CHF',
  status = 'active',
): EbillAccountFacts => ({
  uid,
  ownerUid,
  currency,
  status,
});
const accounts = [account(CHF), account(EUR, BAECKEREI, 'EUR'), account(CLOSED, BAECKEREI, 'CHF', 'closed')];
const right = (entityUID: string, action: EntitlementFact['action']): EntitlementFact => ({
  entityUID,
  entityType: 'CashAccount',
  action,
});
const business = (roles: string[], entitlements: EntitlementFact[]): EbillContextFacts => ({
  type: 'business',
  personUid: RITA,
  partnershipUid: BAECKEREI,
  roles,
  entitlements,
  accounts,
});
const anna: EbillContextFacts = { type: 'private', personUid: ANNA };

describe('who may read and manage eBill', () => {
  it.each([
    ['private owner', anna, true, true],
    ['no context', null, false, false],
    ['delegate with capture', business(['delegate'], [right(CHF, 'capture')]), true, true],
    ['delegate with view only', business(['delegate'], [right(CHF, 'view')]), true, false],
    ['approver only', business(['delegate'], [right(CHF, 'approve')]), true, false],
    ['capture without the delegate role', business(['partner'], [right(CHF, 'capture')]), true, false],
    ['registered: no right on any account', business([], []), false, false],
    [
      'partnership-wide capture',
      business(
        ['delegate'],
        [
          {
            entityUID: BAECKEREI,
            entityType: 'Partnership',
            action: 'capture',
            includedTypes: ['CashAccount'],
          },
        ],
      ),
      true,
      true,
    ],
    [
      'a right on another partnership’s account',
      business(['delegate'], [right('c0000000-0000-4000-8000-00000000000f', 'capture')]),
      false,
      false,
    ],
  ])('%s', (_name, context, read, manage) => {
    expect(ebillReadAllowed(context)).toBe(read);
    expect(ebillManageAllowed(context)).toBe(manage);
  });

  it('the owner of the context’s eBill', () => {
    expect(ebillOwnerUid(anna)).toBe(ANNA);
    expect(ebillOwnerUid(business(['delegate'], []))).toBe(BAECKEREI);
  });
});

describe('standing approval account', () => {
  const delegate = business(
    ['delegate'],
    [right(CHF, 'capture'), right(EUR, 'capture'), right(CLOSED, 'capture')],
  );
  it('is the context’s active CHF account the caller may pay from', () => {
    expect(standingApprovalAccountAllowed(delegate, accounts[0]!)).toBe(true);
    expect(standingApprovalAccountAllowed(delegate, accounts[1]!)).toBe(false);
    expect(standingApprovalAccountAllowed(delegate, accounts[2]!)).toBe(false);
    expect(standingApprovalAccountAllowed(delegate, account(CHF, OTHER))).toBe(false);
    expect(standingApprovalAccountAllowed(business(['delegate'], [right(CHF, 'view')]), accounts[0]!)).toBe(
      false,
    );
  });
  it('private: the person’s own active CHF account', () => {
    expect(standingApprovalAccountAllowed(anna, account(CHF, ANNA))).toBe(true);
    expect(standingApprovalAccountAllowed(anna, account(CHF, RITA))).toBe(false);
    expect(standingApprovalAccountAllowed(anna, account(EUR, ANNA, 'EUR'))).toBe(false);
    expect(standingApprovalAccountAllowed(null, account(CHF, ANNA))).toBe(false);
  });
});

describe('spec §4 standing approval save', () => {
  const existing = { standingApprovalId: 'x' };
  it.each([
    ['none', existing, 'delete'],
    ['none', null, 'none'],
    ['none', undefined, 'none'],
    ['upperLimit', existing, 'update'],
    ['exactAmount', existing, 'update'],
    ['upperLimit', null, 'create'],
    ['exactAmount', undefined, 'create'],
    ['upperLimit', true, 'update'],
    ['upperLimit', false, 'create'],
  ] as const)('%s with %p → %s', (choice, current, action) => {
    expect(standingApprovalSaveAction(choice, current)).toBe(action);
  });
  it('covers the editor’s three choices', () => {
    expect(STANDING_APPROVAL_CHOICES).toEqual(['none', 'upperLimit', 'exactAmount']);
  });
});

describe('subscription facts', () => {
  it.each([
    [null, false, false, true, null, false],
    ['REQUESTED', false, true, false, 'ebill_already_active', true],
    ['ACTIVE', true, false, false, 'ebill_already_active', true],
    ['INACTIVE', false, false, true, null, false],
    ['BLOCKED', false, false, true, 'ebill_blocked', false],
  ] as const)('%s', (status, active, pending, suggested, refusal, deactivate) => {
    expect(ebillSubscriptionActive(status)).toBe(active);
    expect(ebillActivationPending(status)).toBe(pending);
    expect(ebillSuggestionOffered(status)).toBe(suggested);
    expect(ebillActivationRefusal(status)).toBe(refusal);
    expect(ebillDeactivationAllowed(status)).toBe(deactivate);
  });
  it('suggestion type by context', () => {
    expect(ebillSuggestionType(false)).toBe('ebill');
    expect(ebillSuggestionType(true)).toBe('ebill_business');
  });
});

describe('invoice actions', () => {
  it.each([
    ['OPEN', false, true, ['pay', 'reject'], null],
    ['OPEN', true, true, [], 'ebill_invoice_in_payment'],
    ['OPEN', false, false, [], null],
    ['SETTLED', false, true, [], 'ebill_invoice_not_open'],
    ['REJECTED', false, true, [], 'ebill_invoice_not_open'],
  ] as const)('%s, in payment %p, manage %p', (status, live, manage, actions, refusal) => {
    expect(invoiceActions({ status, paymentOrderLive: live }, manage)).toEqual(actions);
    expect(invoiceStateRefusal({ status, paymentOrderLive: live })).toBe(refusal);
  });
});

describe('standing approval amount', () => {
  it.each([
    ['150', '15000', 2, '150.00'],
    ['150.5', '15050', 2, '150.50'],
    ['0.0001', '1', 4, '0.0001'],
    ['12.345', '12345', 3, '12.345'],
    ['99999999999999999999.9999', '999999999999999999999999', 4, '99999999999999999999.9999'],
    ['007.10', '710', 2, '7.10'],
  ])('%s', (text, value, factor, back) => {
    expect(standingApprovalAmountParts(text)).toEqual({ value, factor });
    expect(standingApprovalAmountText(value, factor)).toBe(back);
  });
});

it('the eBill event types are stream event types', () => {
  for (const type of EBILL_EVENT_TYPES) expect(STREAM_EVENT_TYPES).toContain(type);
});

it('an eBill QR reference carries its check digit', () => {
  const reference = ebillQrReference('21000000000313947143000901');
  expect(reference).toHaveLength(27);
  expect(isValidQrReference(reference)).toBe(true);
  expect(isValidQrReference(`${reference.slice(0, 26)}${(Number(reference[26]) + 1) % 10}`)).toBe(false);
  expect(() => ebillQrReference('123')).toThrow();
});
