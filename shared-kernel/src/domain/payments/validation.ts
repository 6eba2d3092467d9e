/**
 * The payment rules a JSON schema cannot say (spec §5), as field errors with `app.payments.{code}` codes
 * (spec §8). Both the gateway (enforcing) and the form (early feedback) run them on the request body.
 */
import { isValidBIC } from 'ibantools';
import { isValidIban, normalizeIban } from '../format/iban';
import { amountFromJsonNumber } from './amount';
import type { PaymentForm, PaymentOrderBase, ReferenceType } from './api';
import type { PaymentFieldErrorCode } from './errorCodes';
import { executionDayProblem } from './bankingDays';
import { isSupportedCurrency } from './fx';
import { classifyPayment, isQrIban, paymentRequirements } from './kinds';
import { maxPaymentDate } from './paymentDates';
import { isRecurring } from './recurrence';
import {
  isValidCreditorReference,
  isValidQrReference,
  normalizeReference,
  referenceTypeOf,
} from './references';
import { MAX_PAYMENT_ATTACHMENTS } from './schema';

export interface PaymentFieldIssue {
  field: string;
  code: PaymentFieldErrorCode;
}

export interface PaymentRuleContext {
  base: PaymentOrderBase;
  /** The debit account. */
  accountIban: string;
  accountCurrency: string;
  /** The bank's today, yyyy-MM-dd. */
  today: string;
}

/** The reference type an order uses: the one sent, else the one its reference is written as. */
export const effectiveReferenceType = (
  form: Pick<PaymentForm, 'structuredReference' | 'referenceType'>,
): ReferenceType => form.referenceType ?? referenceTypeOf(form.structuredReference);

function ibanIssues(form: PaymentForm, context: PaymentRuleContext): PaymentFieldIssue[] {
  const iban = form.beneficiary.iban;
  if (!iban) return [];
  if (!isValidIban(iban)) return [{ field: 'beneficiary.iban', code: 'invalid_creditor_iban' }];
  if (normalizeIban(iban) === normalizeIban(context.accountIban))
    return [{ field: 'beneficiary.iban', code: 'iban_is_debit_account' }];
  return [];
}

/** The currencies a QR-bill is issued in (SIX IG QR-bill 2.3): a QR-bill payment is made in one of them. */
export const QR_BILL_CURRENCIES = ['CHF', 'EUR'] as const;

/**
 * Issue 30: a QR-bill payment, to a QR-IBAN (QR reference) or with a creditor reference (ISO 11649) on a Swiss or
 * Liechtenstein IBAN: the payment types domestic_qr_qriban and domestic_qr_iban.
 */
export function isQrBillPayment(
  form: Pick<PaymentForm, 'beneficiary' | 'structuredReference' | 'referenceType'>,
) {
  const iban = form.beneficiary.iban ?? '';
  if (!isValidIban(iban)) return false;
  return isQrIban(iban) || (/^(CH|LI)/.test(normalizeIban(iban)) && effectiveReferenceType(form) === 'SCOR');
}

/** Spec §5: BIC for SWIFT unless internal; address unless internal or SIC; street for SEPA or incore. */
function beneficiaryIssues(form: PaymentForm, context: PaymentRuleContext): PaymentFieldIssue[] {
  const issues: PaymentFieldIssue[] = [];
  const { swiftBIC, address } = form.beneficiary;
  if (swiftBIC && !isValidBIC(swiftBIC)) issues.push({ field: 'beneficiary.swiftBIC', code: 'invalid_bic' });
  const iban = form.beneficiary.iban ?? '';
  if (!isValidIban(iban) || !isSupportedCurrency(form.currency)) return issues;
  const payment = classifyPayment({
    iban,
    currency: form.currency,
    accountCurrency: context.accountCurrency,
  });
  const needs = paymentRequirements(payment);
  if (needs.bicRequired && !swiftBIC) issues.push({ field: 'beneficiary.swiftBIC', code: 'bic_required' });
  // Spec §5: the address is dropped when its postal code is empty.
  const kept = address?.postalCode ? address : undefined;
  if (needs.addressRequired) {
    for (const part of ['postalCode', 'city', 'country'] as const) {
      if (!kept?.[part]) issues.push({ field: `beneficiary.address.${part}`, code: 'address_required' });
    }
  }
  if (needs.streetRequired && !kept?.street)
    issues.push({ field: 'beneficiary.address.street', code: 'street_required' });
  // Issue 30: a QR-bill's address is structured; one given on a QR-bill payment is whole (postal code, town, country).
  if (!needs.addressRequired && kept && isQrBillPayment(form)) {
    for (const part of ['city', 'country'] as const) {
      if (!kept[part]) issues.push({ field: `beneficiary.address.${part}`, code: 'address_required' });
    }
  }
  return issues;
}

/** QR references go with QR-IBANs only and the other way round; each reference passes its check digits. */
function referenceIssues(form: PaymentForm, context: PaymentRuleContext): PaymentFieldIssue[] {
  const reference = normalizeReference(form.structuredReference);
  const type = effectiveReferenceType(form);
  const field = 'structuredReference';
  if (form.referenceType && reference !== '' && form.referenceType !== referenceTypeOf(reference))
    return [{ field, code: 'reference_type_mismatch' }];
  if (type !== 'NON' && reference === '') return [{ field, code: 'reference_type_mismatch' }];
  if (type === 'QRR' && !isValidQrReference(reference)) return [{ field, code: 'invalid_qr_reference' }];
  if (type === 'SCOR' && !isValidCreditorReference(reference))
    return [{ field, code: 'invalid_creditor_reference' }];
  const iban = form.beneficiary.iban ?? '';
  if (context.base === 'esr-payment-orders') {
    return type === 'QRR' ? [] : [{ field, code: 'invalid_qr_reference' }];
  }
  if (iban && isValidIban(iban) && isQrIban(iban) && type !== 'QRR')
    return [{ field: 'beneficiary.iban', code: 'qr_iban_requires_qr_reference' }];
  if (type === 'QRR' && iban && !isQrIban(iban)) return [{ field, code: 'qr_reference_requires_qr_iban' }];
  return [];
}

function amountIssues(form: PaymentForm): PaymentFieldIssue[] {
  const issues: PaymentFieldIssue[] = [];
  if (form.amount > 0 && amountFromJsonNumber(form.amount, form.currency) === null)
    issues.push({ field: 'amount', code: 'too_many_decimals' });
  if (!isSupportedCurrency(form.currency)) issues.push({ field: 'currency', code: 'currency_not_supported' });
  // Issue 30: a QR-bill payment is made in CHF or EUR only.
  else if (isQrBillPayment(form) && !(QR_BILL_CURRENCIES as readonly string[]).includes(form.currency))
    issues.push({ field: 'currency', code: 'currency_not_supported' });
  return issues;
}

/** Spec §5: not before today, not beyond the window, banking days only unless the order recurs. */
export function paymentDateIssues(
  paymentTime: string,
  recurrence: PaymentForm['recurrence'],
  today: string,
): PaymentFieldIssue[] {
  const field = 'paymentTime';
  if (paymentTime < today) return [{ field, code: 'execution_date_in_past' }];
  if (paymentTime > maxPaymentDate(today)) return [{ field, code: 'execution_date_too_late' }];
  const problem = executionDayProblem(paymentTime, isRecurring(recurrence));
  return problem ? [{ field, code: problem }] : [];
}

/**
 * Issue 28: a standing order's last payment date comes only with a recurrence and is not before its payment date
 * (the same day: that one payment, then the series ends).
 */
export function recurrenceEndIssues(
  form: Pick<PaymentForm, 'paymentTime' | 'recurrence' | 'recurrenceEndDate'>,
): PaymentFieldIssue[] {
  const end = form.recurrenceEndDate;
  if (end === undefined) return [];
  const field = 'recurrenceEndDate';
  if (!isRecurring(form.recurrence)) return [{ field, code: 'recurrence_end_without_recurrence' }];
  return end < form.paymentTime ? [{ field, code: 'recurrence_end_before_start' }] : [];
}

/**
 * Field errors of the payment rules for a body that passed the schema. A draft is checked for what it
 * says (IBAN, BIC, references, amount); a submitted order also for its date.
 */
export function paymentRuleIssues(form: PaymentForm, context: PaymentRuleContext): PaymentFieldIssue[] {
  const issues = [
    ...ibanIssues(form, context),
    ...beneficiaryIssues(form, context),
    ...referenceIssues(form, context),
    ...amountIssues(form),
    ...recurrenceEndIssues(form),
  ];
  if ((form.attachedFileUids?.length ?? 0) > MAX_PAYMENT_ATTACHMENTS)
    issues.push({ field: 'attachedFileUids', code: 'too_many_attachments' });
  if (!form.isDraftPO) issues.push(...paymentDateIssues(form.paymentTime, form.recurrence, context.today));
  // One message per field, the first found (a form shows one error per field).
  return issues.filter((issue, index) => issues.findIndex((other) => other.field === issue.field) === index);
}
