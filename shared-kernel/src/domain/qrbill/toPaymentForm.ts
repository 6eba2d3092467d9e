/**
 * What a QR-bill fixes on the payment form (issue 30): the beneficiary (name, IBAN, structured address), the amount
 * unless the bill leaves it open, the currency, the reference and its type, and the unstructured message as the
 * payment reason. The debit account and the date stay the payer's.
 */
import type { ReferenceType } from '../payments/api';
import type { QrBill, QrBillAddress } from './parse';

export interface QrBillFormAddress {
  street: string;
  number: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2 as on the bill (the form maps it to its own country codes). */
  country: string;
}

export interface QrBillFormValues {
  beneficiary: { name: string; iban: string; address: QrBillFormAddress };
  /** The bill's amount ("1949.75"), or null when it is open: the payer fills it in. */
  amount: string | null;
  currency: 'CHF' | 'EUR';
  structuredReference: string;
  referenceType: ReferenceType;
  paymentReason: string;
}

/**
 * A combined address (type K) has postal code and town in its second line ("8000 Zürich"): split at the first
 * space when the first word holds a digit; otherwise the whole line is the town.
 */
export function structuredAddressOf(address: QrBillAddress): QrBillFormAddress {
  if (address.type === 'S') {
    return {
      street: address.street,
      number: address.buildingNumber,
      postalCode: address.postalCode,
      city: address.town,
      country: address.country,
    };
  }
  const match = /^(\S*\d\S*)\s+(.+)$/.exec(address.addressLine2.trim());
  return {
    street: address.addressLine1,
    number: '',
    postalCode: match ? match[1]! : '',
    city: match ? match[2]! : address.addressLine2.trim(),
    country: address.country,
  };
}

/** The payment form's values a bill fixes. */
export function qrBillToPaymentForm(bill: QrBill): QrBillFormValues {
  return {
    beneficiary: {
      name: bill.creditor.name,
      iban: bill.account,
      address: structuredAddressOf(bill.creditor),
    },
    amount: bill.amount,
    currency: bill.currency,
    structuredReference: bill.reference,
    referenceType: bill.referenceType,
    paymentReason: bill.message,
  };
}
