/**
 * The payment form's values and how they become the request body (spec §3 "Payment form", §4 form rules).
 * Pure functions, so each rule of the form is tested on its own.
 */
import {
  lastDayOfMonthIso,
  maskIban,
  normalizeIban,
  parseAmount,
  toDecimalString,
  DEFAULT_CURRENCY,
  type CashAccount,
  type PostalAddress,
} from 'shared-kernel/domain';
import { DOMESTIC_COUNTRY } from './countries';
import type { BeneficiaryRead } from 'shared-kernel/domain';
import type { PaymentFormValues, PaymentOrderRead, PaymentRequestBody } from './types';

/** Spec §9: default recurrence single, default category general. */
export const DEFAULT_RECURRENCE = 'single';
export const DEFAULT_CATEGORY = 'general';
export const MONTHLY_LAST = 'monthlylast';

export const emptyAddress = (): PostalAddress => ({
  street: '',
  number: '',
  postalCode: '',
  city: '',
  country: DOMESTIC_COUNTRY,
});

/** A new payment from the chosen debit account: CHF unless the account says otherwise, paid on `paymentTime`. */
export function emptyPaymentValues(account: CashAccount | null, paymentTime: string): PaymentFormValues {
  return {
    accountUid: account?.uid ?? '',
    targetAccountUid: '',
    beneficiary: { name: '', iban: '', swiftBIC: '', address: emptyAddress() },
    amount: '',
    currency: account?.currency ?? DEFAULT_CURRENCY,
    paymentTime,
    recurrence: DEFAULT_RECURRENCE,
    recurrenceEndDate: '',
    structuredReference: '',
    paymentReason: '',
    category: DEFAULT_CATEGORY,
    noteText: '',
    attachedFileUids: [],
  };
}

/** Beneficiary address as read (town, zip, houseNo) or as sent (city, postalCode, number). */
type ReadAddress = { [K in keyof PostalAddress]?: string | null } & {
  town?: string | null;
  zip?: string | null;
  houseNo?: string | null;
};

export function addressFromRead(address: ReadAddress | null | undefined): PostalAddress {
  return {
    street: address?.street ?? '',
    number: address?.number ?? address?.houseNo ?? '',
    postalCode: address?.postalCode ?? address?.zip ?? '',
    city: address?.city ?? address?.town ?? '',
    country: address?.country ?? DOMESTIC_COUNTRY,
  };
}

/** An existing order in the form (patch mode, or a draft to confirm). */
export function valuesFromOrder(order: PaymentOrderRead): PaymentFormValues {
  const data = order.paymentOrderData;
  const beneficiary = data.beneficiary;
  const amount = data.paymentAmount;
  const currency = amount?.currency ?? DEFAULT_CURRENCY;
  const parsed = amount ? parseAmount(String(amount.amount), currency) : null;
  return {
    accountUid: data.originator.accountUid,
    targetAccountUid: '',
    beneficiary: {
      uid: beneficiary.uid ?? undefined,
      name: beneficiary.name ?? '',
      iban: maskIban(beneficiary.iban ?? ''),
      swiftBIC: beneficiary.swiftBIC ?? '',
      address: addressFromRead(beneficiary.address),
    },
    amount: parsed ? toDecimalString(parsed) : '',
    currency,
    paymentTime: (data.paymentTime ?? data.expectedExecutionDate ?? '').slice(0, 10),
    recurrence: data.recurrence ?? DEFAULT_RECURRENCE,
    recurrenceEndDate: data.recurrenceEndDate ?? '',
    structuredReference: data.structuredReference ?? '',
    paymentReason: data.paymentReason ?? '',
    category: data.userCategory ?? DEFAULT_CATEGORY,
    noteText: order.transactionReceiptData?.noteText ?? '',
    attachedFileUids: (order.transactionReceiptData?.attachedFiles ?? []).map((file) => file.resourceUid),
  };
}

/** A new payment to a known beneficiary: its details and what the last payment to it used (paymentInputProposal). */
export function withBeneficiary(values: PaymentFormValues, beneficiary: BeneficiaryRead): PaymentFormValues {
  const proposal = beneficiary.paymentInputProposal;
  return {
    ...values,
    beneficiary: {
      uid: beneficiary.uid,
      name: beneficiary.name,
      iban: maskIban(beneficiary.iban ?? ''),
      swiftBIC: beneficiary.swiftBIC ?? '',
      address: addressFromRead(beneficiary.address),
    },
    currency: proposal?.currency ?? values.currency,
    structuredReference: proposal?.reference ?? values.structuredReference,
    paymentReason: proposal?.paymentReason ?? values.paymentReason,
  };
}

/**
 * Spec §4: choosing an internal target account sets the beneficiary to the owner's name and that account's
 * IBAN, with the account currency (default CHF).
 */
export function withInternalTarget(
  values: PaymentFormValues,
  target: CashAccount | null,
  ownerName: string,
): PaymentFormValues {
  if (!target) return { ...values, targetAccountUid: '' };
  return {
    ...values,
    targetAccountUid: target.uid,
    beneficiary: { ...values.beneficiary, uid: undefined, name: ownerName, iban: maskIban(target.iban) },
    currency: target.currency || DEFAULT_CURRENCY,
  };
}

/** Spec §4: choosing monthlylast sets the payment date to the last day of the current month. */
export function withRecurrence(
  values: PaymentFormValues,
  recurrence: string,
  today: string,
): PaymentFormValues {
  return {
    ...values,
    recurrence,
    paymentTime: recurrence === MONTHLY_LAST ? lastDayOfMonthIso(today) : values.paymentTime,
  };
}

/** The amount as the API takes it: a number with 2 decimals (spec §3); null while the text is no amount. */
export function amountOf(values: Pick<PaymentFormValues, 'amount' | 'currency'>): number | null {
  const amount = parseAmount(values.amount, values.currency);
  return amount ? Number(toDecimalString(amount)) : null;
}

/** Spec §5: the address is dropped when its postal code is empty. */
export function addressForRequest(address: PostalAddress): PostalAddress | undefined {
  return address.postalCode.trim() === '' ? undefined : { ...address };
}

const optionalText = (text: string): string | undefined => (text.trim() === '' ? undefined : text.trim());

export interface RequestOptions {
  isDraft: boolean;
  /** Spec §5: no address for internal or domestic payments. */
  withAddress: boolean;
}

/**
 * The payment form as the POST/PATCH body (spec §7: the payment form with isDraftPO). The server derives the
 * payment type and the reference type; the customerTransactionId is added at submit (one per confirmation).
 */
export function requestBody(
  values: PaymentFormValues,
  options: RequestOptions,
): Omit<PaymentRequestBody, 'customerTransactionId'> {
  const address = options.withAddress ? addressForRequest(values.beneficiary.address) : undefined;
  return {
    beneficiary: {
      ...(values.beneficiary.uid ? { uid: values.beneficiary.uid } : {}),
      name: values.beneficiary.name.trim(),
      ...(normalizeIban(values.beneficiary.iban) ? { iban: normalizeIban(values.beneficiary.iban) } : {}),
      ...(optionalText(values.beneficiary.swiftBIC)
        ? { swiftBIC: values.beneficiary.swiftBIC.trim().toUpperCase() }
        : {}),
      ...(address ? { address } : {}),
    },
    amount: amountOf(values) ?? 0,
    currency: values.currency,
    structuredReference: optionalText(values.structuredReference.replace(/\s+/g, '')),
    paymentReason: optionalText(values.paymentReason),
    paymentTime: values.paymentTime,
    recurrence: values.recurrence as PaymentRequestBody['recurrence'],
    // Issue 28: the last payment date goes with a recurrence only (a single payment keeps it in the form).
    ...(values.recurrence !== DEFAULT_RECURRENCE && values.recurrenceEndDate
      ? { recurrenceEndDate: values.recurrenceEndDate }
      : {}),
    category: values.category,
    accountUid: values.accountUid,
    noteText: optionalText(values.noteText),
    attachedFileUids: values.attachedFileUids,
    isDraftPO: options.isDraft,
    // Issue 31: an order paying an eBill invoice (the gateway checks it against the invoice).
    ...(values.ebillBCId ? { isEBillOrder: true, ebillBCId: values.ebillBCId } : {}),
  };
}
