/**
 * Payment references of Swiss payments: the QR reference (27 digits, modulo 10 recursive) and the
 * creditor reference (ISO 11649, "RF" + 2 check digits + up to 21 characters). The checks come from
 * swissqrbill, the maintained Swiss QR-bill library.
 */
import { isQRReferenceValid, isSCORReferenceValid } from 'swissqrbill/utils';
import type { ReferenceType } from './api';

/** How a reference is sent and compared: no spaces, upper case. */
export const normalizeReference = (text: string | null | undefined): string =>
  (text ?? '').replace(/\s+/g, '').toUpperCase();

/** The reference type a reference is written as: RF… is a creditor reference, digits a QR reference. */
export function referenceTypeOf(text: string | null | undefined): ReferenceType {
  const reference = normalizeReference(text);
  if (reference === '') return 'NON';
  return reference.startsWith('RF') ? 'SCOR' : 'QRR';
}

/** 27 digits whose last one is the modulo 10 recursive check digit of the first 26. */
export const isValidQrReference = (text: string): boolean => {
  const reference = normalizeReference(text);
  return /^\d{27}$/.test(reference) && isQRReferenceValid(reference);
};

/** ISO 11649: RF, two check digits (mod 97 = 1), then 1 to 21 letters or digits. */
export const isValidCreditorReference = (text: string): boolean => {
  const reference = normalizeReference(text);
  return /^RF\d{2}[A-Z0-9]{1,21}$/.test(reference) && isSCORReferenceValid(reference);
};

/** Whether a reference is valid for its type (an empty reference is valid for NON only). */
export function isValidReference(text: string | null | undefined, type: ReferenceType): boolean {
  const reference = normalizeReference(text);
  if (type === 'NON') return reference === '';
  return type === 'QRR' ? isValidQrReference(reference) : isValidCreditorReference(reference);
}
