/** Spec §5 payment kinds: SIC, SEPA, SWIFT; incore; internal. */
import { isSEPACountry } from 'ibantools';
import { ibanCountry, isInstitutionIban, normalizeIban } from './iban';

export const PAYMENT_KINDS = ['SIC', 'SEPA', 'SWIFT'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export interface PaymentKindInput {
  /** Beneficiary IBAN; empty for a QR or reference payment without one. */
  iban: string;
  /** Payment currency. */
  currency: string;
  /** Currency of the debited cash account. */
  accountCurrency: string;
}

export interface PaymentClassification {
  kind: PaymentKind;
  /** Routed through the incore provider: SEPA, SWIFT or any non-CHF currency. */
  incore: boolean;
  /** A Swiss IBAN of the bank itself. */
  internal: boolean;
  /** International type is forced on international IBAN payments. */
  international: boolean;
}

/** The SEPA country list (EU/EEA plus CH, GB, MC, SM, VA, AD and the territories), from ibantools. */
export const isSepaCountry = (country: string): boolean => isSEPACountry(country.toUpperCase());

/**
 * SIC if the IBAN is empty or CH/LI with CHF from a CHF account; SEPA if EUR to a SEPA-list country;
 * otherwise SWIFT.
 */
export function paymentKind({ iban, currency, accountCurrency }: PaymentKindInput): PaymentKind {
  const country = ibanCountry(iban);
  if (!normalizeIban(iban)) return 'SIC';
  if ((country === 'CH' || country === 'LI') && currency === 'CHF' && accountCurrency === 'CHF') return 'SIC';
  if (currency === 'EUR' && country !== null && isSepaCountry(country)) return 'SEPA';
  return 'SWIFT';
}

export function classifyPayment(input: PaymentKindInput): PaymentClassification {
  const kind = paymentKind(input);
  const internal = isInstitutionIban(input.iban);
  const incore = kind === 'SEPA' || kind === 'SWIFT' || input.currency !== 'CHF';
  return { kind, incore, internal, international: kind !== 'SIC' && !internal };
}
