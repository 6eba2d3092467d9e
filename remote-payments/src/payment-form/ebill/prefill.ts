/**
 * The payment form prefilled from an eBill invoice (spec §2 "E-bill invoice details"; issue 31): the biller as the
 * beneficiary (its name and creditor IBAN), the invoice's reference, the amount to pay now (the single payment's,
 * or the open instalment's), CHF, a single payment. These fields are fixed by the invoice; the gateway checks them
 * again (docs/payments-api.md "eBill payments").
 */
import { maskIban, toDecimalString, type EbillInvoice, type RelatedBiller } from 'shared-kernel/domain';
import type { PaymentFormValues } from '../types';

/** The form fields an eBill invoice fixes (read-only in the form). */
export const EBILL_FIXED_FIELDS = [
  'beneficiary.name',
  'beneficiary.iban',
  'amount',
  'currency',
  'recurrence',
  'structuredReference',
] as const;

/** Whether the invoice can be paid now (OPEN, the reader may pay it: the gateway's actions). */
export const ebillInvoicePayable = (invoice: EbillInvoice): boolean =>
  invoice.status === 'OPEN' && invoice.actions.includes('pay');

export function withEbillInvoice(
  values: PaymentFormValues,
  invoice: EbillInvoice,
  biller: RelatedBiller | null,
): PaymentFormValues {
  return {
    ...values,
    targetAccountUid: '',
    beneficiary: {
      ...values.beneficiary,
      uid: undefined,
      name: invoice.creditor.name || biller?.name || invoice.billerName,
      iban: maskIban(invoice.creditor.iban || biller?.iban || ''),
      swiftBIC: '',
    },
    amount: toDecimalString(invoice.amount),
    currency: invoice.currency,
    recurrence: 'single',
    recurrenceEndDate: '',
    structuredReference: invoice.reference,
    ebillBCId: invoice.businessCaseId,
  };
}
