import { personas } from 'shared-kernel/testing';
import {
  approvalAmountOf,
  approvalCreateBody,
  approvalUpdateBody,
  initialApprovalValues,
  validateApproval,
  type ApprovalValues,
} from './approval';

const anna = personas.annaPrivate;
const [privatkonto] = anna.cashAccounts;

const values = (extra: Partial<ApprovalValues> = {}): ApprovalValues => ({
  choice: 'upperLimit',
  amount: '150.00',
  period: 'month',
  accountUid: privatkonto!.uid,
  ...extra,
});

describe('the standing approval editor’s values', () => {
  it('starts from the biller’s approval, with its amount as the editor shows amounts', () => {
    const existing = {
      standingApprovalId: 'sa-1',
      cashAccountUid: privatkonto!.uid,
      type: 'exactAmount' as const,
      period: 'quarter' as const,
      amount: '1500.5',
    };
    expect(initialApprovalValues(existing as never, anna.cashAccounts, null)).toEqual({
      choice: 'exactAmount',
      amount: "1'500.50",
      period: 'quarter',
      accountUid: privatkonto!.uid,
    });
  });

  it('without one starts at none, monthly, on the account the app acts on if it may pay, else the first', () => {
    const chf = anna.cashAccounts.filter((account) => account.currency === 'CHF');
    const euro = anna.cashAccounts.find((account) => account.currency !== 'CHF')!;
    expect(initialApprovalValues(null, chf, euro.uid)).toEqual({
      choice: 'none',
      amount: '',
      period: 'month',
      accountUid: chf[0]!.uid,
    });
    expect(initialApprovalValues(null, chf, chf[1]!.uid).accountUid).toBe(chf[1]!.uid);
  });

  it.each([
    ['150', '150.00'],
    ["1'500.5", '1500.50'],
    ['0.1234', '0.1234'],
    ['12,30', '12.30'],
    ['0', null],
    ['-5', null],
    ['1.23456', null],
    ['viel', null],
  ])('sends %s as %s', (typed, sent) => {
    expect(approvalAmountOf(typed)).toBe(sent);
  });

  it('asks for an amount and an account unless the choice is none', () => {
    expect(validateApproval(values({ choice: 'none', amount: '', accountUid: '' }))).toEqual({});
    expect(validateApproval(values({ amount: ' ' }))).toEqual({
      amount: 'webapp.ebill.approval.errors.amountRequired',
    });
    expect(validateApproval(values({ choice: 'exactAmount', amount: 'abc', accountUid: '' }))).toEqual({
      amount: 'webapp.ebill.approval.errors.amountInvalid',
      accountUid: 'webapp.ebill.approval.errors.accountRequired',
    });
    expect(validateApproval(values())).toEqual({});
  });

  it('sends all five fields on an update and the biller on a creation', () => {
    expect(approvalUpdateBody(values({ amount: "1'200" }))).toEqual({
      accountUid: privatkonto!.uid,
      amount: '1200.00',
      currency: 'CHF',
      period: 'month',
      type: 'upperLimit',
    });
    const biller = { billerId: '41100000000123456', billerRelationId: 'rel-1' };
    expect(approvalCreateBody(values({ choice: 'exactAmount' }), biller as never)).toEqual({
      accountUid: privatkonto!.uid,
      amount: '150.00',
      currency: 'CHF',
      period: 'month',
      type: 'exactAmount',
      billerId: '41100000000123456',
      billerRelationId: 'rel-1',
    });
  });
});
