/**
 * A read QR-bill on the payment form (issue 30): the fields the bill fixes are overwritten (beneficiary, amount,
 * currency, reference, message); the debit account, the date, the recurrence, the category and the note stay.
 * An open amount leaves the amount empty for the payer.
 */
import { maskIban, qrBillToPaymentForm, type QrBill } from 'shared-kernel/domain';
import { BENEFICIARY_COUNTRIES } from '../payment-form/countries';
import type { PaymentFormValues } from '../payment-form/types';

/** The form's 3-letter country of the bill's 2-letter one; '' when the form does not offer it (the payer picks). */
export function formCountryOf(alpha2: string): string {
  const entry = Object.entries(BENEFICIARY_COUNTRIES).find(([, code]) => code === alpha2.toUpperCase());
  return entry ? entry[0] : '';
}

export function withQrBill(values: PaymentFormValues, bill: QrBill): PaymentFormValues {
  const read = qrBillToPaymentForm(bill);
  const address = read.beneficiary.address;
  return {
    ...values,
    targetAccountUid: '',
    beneficiary: {
      uid: undefined,
      name: read.beneficiary.name,
      iban: maskIban(read.beneficiary.iban),
      swiftBIC: '',
      address: { ...address, country: formCountryOf(address.country) },
    },
    amount: read.amount ?? '',
    currency: read.currency,
    structuredReference: read.structuredReference,
    paymentReason: read.paymentReason,
  };
}
