/** The order the phone sends for a read QR-bill: the bill's fields (the kernel's qrBillToPaymentForm), the payer's rest. */
import { qrBillToPaymentForm, type PaymentForm, type QrBill } from 'shared-kernel/domain';
import { BENEFICIARY_COUNTRIES } from '../payment-form/countries';

/** The form's 3-letter country of the bill's 2-letter one (the bill's own code when the form does not offer it). */
export const countryOfBill = (alpha2: string): string =>
  Object.entries(BENEFICIARY_COUNTRIES).find(([, code]) => code === alpha2.toUpperCase())?.[0] ?? alpha2;

/** "1'234.50", "1234,5" → 1234.5; null when it is no amount. */
export function amountOfInput(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/['’\s]/g, '')
    .replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const amount = Number(cleaned);
  return amount > 0 ? amount : null;
}

export function scanOrderBody(
  bill: QrBill,
  choice: {
    accountUid: string;
    amount: number;
    today: string;
    draft: boolean;
    customerTransactionId: string;
  },
): PaymentForm {
  const read = qrBillToPaymentForm(bill);
  const address = read.beneficiary.address;
  return {
    beneficiary: {
      name: read.beneficiary.name,
      iban: read.beneficiary.iban,
      address: { ...address, country: countryOfBill(address.country) },
    },
    amount: choice.amount,
    currency: read.currency,
    ...(read.structuredReference ? { structuredReference: read.structuredReference } : {}),
    ...(read.paymentReason ? { paymentReason: read.paymentReason } : {}),
    paymentTime: choice.today,
    recurrence: 'single',
    category: 'general',
    accountUid: choice.accountUid,
    customerTransactionId: choice.customerTransactionId,
    isDraftPO: choice.draft,
  };
}
