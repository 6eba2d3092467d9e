import type { StreamMessage } from 'shared-kernel/bus';
import { personas } from 'shared-kernel/testing';
import { reloadsOpenPayments, reloadsSnapshot } from './useEventStream';

const anna = personas.annaPrivate;
const inBaeckerei = personas.annaBaeckerei;
const baeckereiUid = inBaeckerei.currentContext!.uid;
const message = (type: StreamMessage['type'], body: StreamMessage['message']): StreamMessage => ({
  type,
  guid: 'g',
  message: body,
});

describe('which stream messages reload the session snapshot', () => {
  it.each([
    [
      'her own eBill subscription in private context',
      anna,
      message('ebillSubscription', { ownerUid: anna.user!.uid }),
      true,
    ],
    [
      'the partnership’s eBill in private context',
      anna,
      message('ebillSubscription', { ownerUid: baeckereiUid }),
      false,
    ],
    [
      'the partnership’s eBill in its context',
      inBaeckerei,
      message('ebillSubscription', { ownerUid: baeckereiUid }),
      true,
    ],
    [
      'her own eBill in the partnership’s context',
      inBaeckerei,
      message('ebillSubscription', { ownerUid: anna.user!.uid }),
      false,
    ],
    ['an eBill invoice', anna, message('ebillInvoiceArrived', { businessCaseId: 'ABC12345' }), false],
    [
      'a change of the current partnership’s members or roles',
      inBaeckerei,
      message('agentInPartnership', { partnershipUid: baeckereiUid }),
      true,
    ],
    [
      'a change of another partnership’s members',
      inBaeckerei,
      message('agentInPartnership', { partnershipUid: 'other' }),
      false,
    ],
    [
      'a partnership’s members in private context (its contexts may change)',
      anna,
      message('agentInPartnership', { partnershipUid: baeckereiUid }),
      true,
    ],
    [
      'an entitlement change of the current partnership',
      inBaeckerei,
      message('entitlementChanged', { partnershipUid: baeckereiUid }),
      true,
    ],
    [
      'an entitlement change of another partnership',
      inBaeckerei,
      message('entitlementChanged', { partnershipUid: 'other' }),
      false,
    ],
    ['a payment order', anna, message('paymentOrder', { paymentOrderUid: 'p' }), false],
    [
      'an onboarding step of the current partnership (its menu follows the status)',
      inBaeckerei,
      message('agentInPartnership', { partnershipUid: baeckereiUid, status: 'screened' }),
      true,
    ],
    [
      'an onboarding step of another partnership in a partnership context',
      inBaeckerei,
      message('agentInPartnership', { partnershipUid: 'other', status: 'screened' }),
      false,
    ],
    [
      'an onboarding step in private context (the contexts and the Organisation badge follow)',
      anna,
      message('agentInPartnership', { partnershipUid: 'other', status: 'bankable' }),
      true,
    ],
  ])('%s', (_name, snapshot, sent, reloads) => {
    expect(reloadsSnapshot(sent, snapshot)).toBe(reloads);
  });
});

describe('which stream messages reload the payment overview’s badge (open orders and open eBill invoices)', () => {
  it.each([
    ['a payment order', message('paymentOrder', { paymentOrderUid: 'p' }), true],
    ['an eBill invoice arrived', message('ebillInvoiceArrived', { businessCaseId: 'ABC12345' }), true],
    ['an eBill invoice settled', message('ebillInvoiceSettled', { businessCaseId: 'ABC12345' }), true],
    ['an eBill invoice rejected', message('ebillInvoiceRejected', { businessCaseId: 'ABC12345' }), true],
    ['the eBill subscription', message('ebillSubscription', { ownerUid: 'o' }), false],
    ['an entitlement change', message('entitlementChanged', { partnershipUid: 'x' }), false],
  ])('%s', (_name, sent, reloads) => {
    expect(reloadsOpenPayments(sent)).toBe(reloads);
  });
});
