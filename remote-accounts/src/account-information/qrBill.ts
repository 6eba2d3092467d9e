/**
 * The Swiss QR-bill data of an account for receiving money: the account's IBAN and its owner as creditor,
 * no amount and no debtor, so the payer fills them in (Swiss Implementation Guidelines QR-bill).
 */
import type { Data } from 'swissqrbill/types';
import { calculateQRReferenceChecksum, isQRIBAN } from 'swissqrbill/utils';
import type { CashAccount, PostalAddress } from 'shared-kernel/domain';

/** Three-letter codes the app stores (CHE) to the two letters the QR-bill wants (CH). */
const ALPHA2: Record<string, string> = { CHE: 'CH', LIE: 'LI', DEU: 'DE', FRA: 'FR', ITA: 'IT', AUT: 'AT' };

export type QrBillProblem = 'currency' | 'address';

/**
 * A QR-IBAN takes payments only with a QR reference (27 digits, the last a mod-10 check digit): the
 * account number padded to 26 digits, so every payment made with the code is recognised as this account's.
 */
export function accountQrReference(iban: string): string {
  const digits = iban.replace(/\s/g, '').slice(9).replace(/\D/g, '').padStart(26, '0').slice(-26);
  return `${digits}${calculateQRReferenceChecksum(digits)}`;
}

export interface AccountOwner {
  name: string;
  address: PostalAddress | null;
}

export function toQrBillData(
  account: Pick<CashAccount, 'iban' | 'currency'>,
  owner: AccountOwner,
): { data: Data } | { problem: QrBillProblem } {
  // The QR-bill carries CHF or EUR only.
  if (account.currency !== 'CHF' && account.currency !== 'EUR') return { problem: 'currency' };
  const address = owner.address;
  const country = address ? (ALPHA2[address.country.toUpperCase()] ?? address.country.toUpperCase()) : '';
  if (!address || !address.street || !address.postalCode || !address.city || country.length !== 2)
    return { problem: 'address' };
  const iban = account.iban.replace(/\s/g, '');
  return {
    data: {
      currency: account.currency,
      ...(isQRIBAN(iban) ? { reference: accountQrReference(iban) } : {}),
      creditor: {
        account: iban,
        name: owner.name.slice(0, 70),
        address: address.street.slice(0, 70),
        ...(address.number ? { buildingNumber: address.number.slice(0, 16) } : {}),
        zip: address.postalCode.slice(0, 16),
        city: address.city.slice(0, 35),
        country,
      },
    },
  };
}
