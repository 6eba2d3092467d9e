/**
 * What a payment is and what it needs (spec §5 payment kinds, BIC and address rules; spec §6 plan
 * features; spec §9 payment types). The kind itself comes from format/paymentKind (classifyPayment).
 */
import { isQRIBAN } from 'ibantools';
import { classifyPayment, type PaymentClassification } from '../format/paymentKind';
import { isInstitutionIban, normalizeIban } from '../format/iban';
import type { PaymentOrderBase, PaymentType, ReferenceType } from './api';

export { classifyPayment, type PaymentClassification };

/**
 * A QR-IBAN: a Swiss IBAN whose institution id is 30000–31999; it takes QR references only. The bank's
 * own accounts (institution 30334 lies in that range) are plain IBANs.
 */
export const isQrIban = (iban: string): boolean => {
  const normalized = normalizeIban(iban);
  return /^(CH|LI)/.test(normalized) && isQRIBAN(normalized) && !isInstitutionIban(normalized);
};

export interface PaymentRequirements {
  /** Spec §5: a SWIFT payment needs a swiftBIC unless internal. */
  bicRequired: boolean;
  /** Spec §5: the beneficiary address is required when not internal and not in domestic (SIC) mode. */
  addressRequired: boolean;
  /** Spec §5: the street is also required for SEPA or incore payments. */
  streetRequired: boolean;
}

export function paymentRequirements(payment: PaymentClassification): PaymentRequirements {
  const external = !payment.internal;
  return {
    bicRequired: external && payment.kind === 'SWIFT',
    addressRequired: external && payment.kind !== 'SIC',
    streetRequired: external && (payment.kind === 'SEPA' || payment.incore),
  };
}

/** Spec §8: the foreign-bank fee notice shows for incore payments leaving the bank. */
export const showsForeignBankFeeNotice = (payment: PaymentClassification): boolean =>
  payment.incore && !payment.internal;

export type MissingInternationalFeature =
  'InternationalPaymentSEPAOut' | 'InternationalPaymentSWIFTOut' | 'AccountNotInternational';

export type PlanFeatures = Record<string, boolean> | readonly string[];

/** Whether the plan features (a map or a list) hold the feature. */
export const hasPlanFeature = (features: PlanFeatures, feature: string): boolean =>
  Array.isArray(features)
    ? features.includes(feature)
    : (features as Record<string, boolean>)[feature] === true;

/**
 * Spec §6: an international payment is offered only when the account's international flag and the
 * plan feature (SEPA-out for SEPA, SWIFT-out for SWIFT) are present; null when it may be made.
 */
export function missingInternationalFeature(
  payment: PaymentClassification,
  account: { internationalPaymentsAvailable: boolean },
  features: PlanFeatures,
): MissingInternationalFeature | null {
  if (!payment.international) return null;
  if (!account.internationalPaymentsAvailable) return 'AccountNotInternational';
  const feature = payment.kind === 'SEPA' ? 'InternationalPaymentSEPAOut' : 'InternationalPaymentSWIFTOut';
  return hasPlanFeature(features, feature) ? null : feature;
}

/** The plan feature the wise bases need. */
export const WISE_FEATURE = 'InternationalTransferWise';

/**
 * Spec §9 payment type of an order: the base decides esr and wise; international IBAN payments are
 * forced to international_iban (spec §5); a QR-IBAN is a QR bill with QR reference; a creditor
 * reference on a Swiss IBAN is a QR bill with IBAN; otherwise a plain domestic IBAN payment.
 */
export function derivePaymentType(
  base: PaymentOrderBase,
  payment: PaymentClassification,
  iban: string,
  referenceType: ReferenceType,
): PaymentType {
  if (base === 'esr-payment-orders') return 'domestic_esr';
  if (base === 'wise-payment-orders') return 'international_wise';
  if (base === 'wisebusiness-payment-orders') return 'international_wisebusiness';
  if (payment.international) return 'international_iban';
  if (isQrIban(iban)) return 'domestic_qr_qriban';
  return referenceType === 'SCOR' ? 'domestic_qr_iban' : 'domestic_iban';
}
