/**
 * The standing approval editor's values (spec §2: three choices none / upper limit / exact amount; §5: an amount
 * string of up to 4 decimals in CHF, a period, the account to pay from) and what saving them sends. Which call
 * saving makes is the kernel's rule (standingApprovalSaveAction, spec §4), never decided here.
 */
import {
  formatAmount,
  parseAmount,
  toDecimalString,
  type CashAccount,
  type RelatedBiller,
  type StandingApproval,
  type StandingApprovalChoice,
  type StandingApprovalCreateBody,
  type StandingApprovalPeriod,
  type StandingApprovalUpdateBody,
} from 'shared-kernel/domain';

export interface ApprovalValues {
  choice: StandingApprovalChoice;
  /** As typed ("150.00", "1'500"). */
  amount: string;
  period: StandingApprovalPeriod;
  accountUid: string;
}

/** The fields the editor shows an error at (the gateway's field names of the body). */
export type ApprovalField = 'amount' | 'period' | 'accountUid';
export type ApprovalErrors = Partial<Record<ApprovalField, string>>;

/** The amount of a standing approval as the editor shows it ("150.00"), or as sent when it is no amount. */
function typedAmount(amount: string): string {
  const parsed = parseAmount(amount);
  return parsed ? formatAmount(parsed) : amount;
}

/**
 * What the editor starts from: the biller's standing approval, else none on the account the app acts on when a
 * standing approval may pay from it (`accounts`: the kernel's standingApprovalAccountChoices), else the first.
 */
export function initialApprovalValues(
  existing: StandingApproval | null,
  accounts: readonly CashAccount[],
  selectedAccountUid: string | null,
): ApprovalValues {
  if (existing)
    return {
      choice: existing.type,
      amount: typedAmount(existing.amount),
      period: existing.period,
      accountUid: existing.cashAccountUid,
    };
  const selected = accounts.find((account) => account.uid === selectedAccountUid) ?? accounts[0];
  return { choice: 'none', amount: '', period: 'month', accountUid: selected?.uid ?? '' };
}

/** The amount as sent ("150.00", up to 4 decimals), or null when the text is no positive amount of that kind. */
export function approvalAmountOf(text: string): string | null {
  const amount = parseAmount(text);
  if (!amount || amount.value <= 0 || amount.factor > 4) return null;
  return toDecimalString(amount);
}

/** Why the values cannot be saved, by field (i18n keys); empty when they can. "None" needs nothing. */
export function validateApproval(values: ApprovalValues): ApprovalErrors {
  if (values.choice === 'none') return {};
  const errors: ApprovalErrors = {};
  if (!values.amount.trim()) errors.amount = 'webapp.ebill.approval.errors.amountRequired';
  else if (approvalAmountOf(values.amount) === null)
    errors.amount = 'webapp.ebill.approval.errors.amountInvalid';
  if (!values.accountUid) errors.accountUid = 'webapp.ebill.approval.errors.accountRequired';
  return errors;
}

/** PATCH's body: all five fields, no others (spec §5). Only called for a valid choice other than none. */
export function approvalUpdateBody(values: ApprovalValues): StandingApprovalUpdateBody {
  return {
    accountUid: values.accountUid,
    amount: approvalAmountOf(values.amount) ?? values.amount,
    currency: 'CHF',
    period: values.period,
    type: values.choice === 'exactAmount' ? 'exactAmount' : 'upperLimit',
  };
}

/** POST's body: the five fields and the biller it is for. */
export function approvalCreateBody(
  values: ApprovalValues,
  biller: RelatedBiller,
): StandingApprovalCreateBody {
  return {
    ...approvalUpdateBody(values),
    billerId: biller.billerId,
    billerRelationId: biller.billerRelationId,
  };
}
