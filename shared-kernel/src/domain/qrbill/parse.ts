/**
 * The Swiss QR code of a QR-bill (SIX Implementation Guidelines for the QR-bill, version 2.3, §4.3): a payload of
 * lines separated by CRLF or LF. A pure parser: it returns the bill or every problem it found, as codes. The IBAN
 * and reference checks are the kernel's own (format/iban, payments/references), so a bill the parser accepts is a
 * bill the payment rules accept.
 */
import { isValidIban, normalizeIban } from '../format/iban';
import type { ReferenceType } from '../payments/api';
import { isQrIban } from '../payments/kinds';
import { isValidCreditorReference, isValidQrReference } from '../payments/references';

/** The problems a payload can have; the UI shows `…qrBill.errors.{code}`. */
export const QR_BILL_ERROR_CODES = [
  /** Not a Swiss QR code at all (no SPC header, too few lines). */
  'not_swiss_qr_bill',
  /** A Swiss QR code of another major version than 02. */
  'unsupported_version',
  /** A character set other than 1 (UTF-8, Latin subset). */
  'unsupported_coding',
  /** No EPD trailer where the guidelines put it. */
  'missing_trailer',
  /** The account is not a valid Swiss or Liechtenstein IBAN. */
  'invalid_iban',
  /** A reference whose format or check digits are wrong. */
  'invalid_reference',
  /** The reference type does not fit the account (QR-IBAN needs QRR, IBAN takes SCOR or NON) or the reference. */
  'reference_type_mismatch',
  /** A currency other than CHF or EUR. */
  'unsupported_currency',
  /** A field longer than the guidelines allow, or a payload over 997 characters. */
  'field_too_long',
  /** An amount that is not 0.01 to 999,999,999.99 with a decimal point. */
  'invalid_amount',
  /** An address without type S or K, name, town or a 2-letter country. */
  'invalid_address',
  /** The ultimate creditor is reserved for future use and must be empty. */
  'ultimate_creditor_not_empty',
  /** More lines than the trailer, the billing information and two alternative procedures. */
  'too_many_lines',
] as const;
export type QrBillErrorCode = (typeof QR_BILL_ERROR_CODES)[number];

export interface QrBillError {
  code: QrBillErrorCode;
  /** The element of the guidelines (e.g. `creditor.postalCode`, `reference`), when the problem has one. */
  field?: string;
}

/** A structured address (type S): street and building number, postal code and town on their own. */
export interface QrBillStructuredAddress {
  type: 'S';
  name: string;
  street: string;
  buildingNumber: string;
  postalCode: string;
  town: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
}

/** A combined address (type K, older bills): two free lines, the second with postal code and town. */
export interface QrBillCombinedAddress {
  type: 'K';
  name: string;
  addressLine1: string;
  addressLine2: string;
  country: string;
}

export type QrBillAddress = QrBillStructuredAddress | QrBillCombinedAddress;

export interface QrBill {
  version: string;
  /** Electronic format (upper case, no spaces). */
  account: string;
  /** A QR-IBAN (institution id 30000–31999): the reference is a QR reference. */
  qrIban: boolean;
  creditor: QrBillAddress;
  /** A decimal with a point and up to two decimals ("1949.75"), null when the bill leaves it open. */
  amount: string | null;
  currency: 'CHF' | 'EUR';
  debtor: QrBillAddress | null;
  referenceType: ReferenceType;
  /** Without spaces; '' for NON. */
  reference: string;
  /** The unstructured message ('' when none). */
  message: string;
  /** Structured billing information (`//S1/…`), '' when none. */
  billingInformation: string;
  /** Alternative procedures (up to two): kept as read, not used. */
  alternativeProcedures: string[];
}

export type QrBillParseResult = { ok: true; bill: QrBill } | { ok: false; errors: QrBillError[] };

/** The guidelines' maximum lengths of the elements (IG 2.3 §4.3.3). */
const MAX = {
  account: 21,
  name: 70,
  street: 70,
  buildingNumber: 16,
  addressLine: 70,
  postalCode: 16,
  town: 35,
  amount: 12,
  reference: 27,
  message: 140,
  billingInformation: 140,
  alternativeProcedure: 100,
  payload: 997,
} as const;

/** Index of each element's line (0-based) in the payload. */
const LINE = {
  header: 0,
  version: 1,
  coding: 2,
  account: 3,
  creditor: 4,
  ultimateCreditor: 11,
  amount: 18,
  currency: 19,
  debtor: 20,
  referenceType: 27,
  reference: 28,
  message: 29,
  trailer: 30,
  billingInformation: 31,
  alternativeProcedures: 32,
} as const;
const ADDRESS_LINES = 7;
const MAX_ALTERNATIVE_PROCEDURES = 2;

/** The payload's lines: CRLF or LF, a byte order mark and trailing line breaks tolerated. */
function splitLines(payload: string): string[] {
  const lines = payload.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (lines.length > LINE.trailer + 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function tooLong(value: string, max: number, field: string, errors: QrBillError[]): void {
  if (value.length > max) errors.push({ code: 'field_too_long', field });
}

/**
 * One address block of 7 lines (creditor or debtor): type, name, street or line 1, building number or line 2,
 * postal code, town, country. Null when the block is empty and may be (the debtor).
 */
function parseAddress(
  lines: readonly string[],
  start: number,
  field: string,
  optional: boolean,
  errors: QrBillError[],
): QrBillAddress | null {
  const [type = '', name = '', first = '', second = '', postalCode = '', town = '', rawCountry = ''] = lines
    .slice(start, start + ADDRESS_LINES)
    .map((line) => line.trim());
  if (optional && [type, name, first, second, postalCode, town, rawCountry].every((value) => value === ''))
    return null;
  const country = rawCountry.toUpperCase();
  const before = errors.length;
  tooLong(name, MAX.name, `${field}.name`, errors);
  if (!name) errors.push({ code: 'invalid_address', field: `${field}.name` });
  if (!/^[A-Z]{2}$/.test(country)) errors.push({ code: 'invalid_address', field: `${field}.country` });
  if (type === 'S') {
    tooLong(first, MAX.street, `${field}.street`, errors);
    tooLong(second, MAX.buildingNumber, `${field}.buildingNumber`, errors);
    tooLong(postalCode, MAX.postalCode, `${field}.postalCode`, errors);
    tooLong(town, MAX.town, `${field}.town`, errors);
    if (!postalCode) errors.push({ code: 'invalid_address', field: `${field}.postalCode` });
    if (!town) errors.push({ code: 'invalid_address', field: `${field}.town` });
    if (errors.length > before) return null;
    return { type, name, street: first, buildingNumber: second, postalCode, town, country };
  }
  if (type === 'K') {
    tooLong(first, MAX.addressLine, `${field}.addressLine1`, errors);
    tooLong(second, MAX.addressLine, `${field}.addressLine2`, errors);
    // A combined address has its postal code and town in line 2 and leaves the structured fields empty.
    if (!second || postalCode || town)
      errors.push({ code: 'invalid_address', field: `${field}.addressLine2` });
    if (errors.length > before) return null;
    return { type, name, addressLine1: first, addressLine2: second, country };
  }
  errors.push({ code: 'invalid_address', field: `${field}.type` });
  return null;
}

/** IG 2.3: 0.01 to 999999999.99, a decimal point, at most two decimals; empty for an open amount. */
function parseAmount(raw: string, errors: QrBillError[]): string | null {
  const amount = raw.trim();
  if (amount === '') return null;
  if (amount.length > MAX.amount) {
    errors.push({ code: 'field_too_long', field: 'amount' });
    return null;
  }
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match || (/^0+$/.test(match[1]!) && /^0*$/.test(match[2] ?? ''))) {
    errors.push({ code: 'invalid_amount', field: 'amount' });
    return null;
  }
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  return `${whole}.${(match[2] ?? '').padEnd(2, '0')}`;
}

function parseReference(
  account: string,
  qrIban: boolean,
  rawType: string,
  rawReference: string,
  errors: QrBillError[],
): { referenceType: ReferenceType; reference: string } | null {
  const type = rawType.trim();
  const reference = rawReference.replace(/\s+/g, '');
  // Measured without spaces, as the account: a reference printed in groups is the same reference.
  if (reference.length > MAX.reference) {
    errors.push({ code: 'field_too_long', field: 'reference' });
    return null;
  }
  if (type !== 'QRR' && type !== 'SCOR' && type !== 'NON') {
    errors.push({ code: 'reference_type_mismatch', field: 'referenceType' });
    return null;
  }
  if (type === 'NON' ? reference !== '' : reference === '') {
    errors.push({ code: 'reference_type_mismatch', field: 'reference' });
    return null;
  }
  if (type === 'QRR' && !isValidQrReference(reference)) {
    errors.push({ code: 'invalid_reference', field: 'reference' });
    return null;
  }
  if (type === 'SCOR' && !isValidCreditorReference(reference)) {
    errors.push({ code: 'invalid_reference', field: 'reference' });
    return null;
  }
  // A QR-IBAN takes a QR reference only; an ordinary IBAN a creditor reference or none.
  if (account && (qrIban ? type !== 'QRR' : type === 'QRR')) {
    errors.push({ code: 'reference_type_mismatch', field: 'referenceType' });
    return null;
  }
  return { referenceType: type, reference };
}

/**
 * Parses the text of a Swiss QR code. The header, version and coding decide whether the rest is read at all;
 * then every element is checked and every problem reported.
 */
export function parseQrBill(payload: string): QrBillParseResult {
  const lines = splitLines(payload);
  if (lines[LINE.header]?.trim() !== 'SPC' || lines.length < LINE.version + 1)
    return { ok: false, errors: [{ code: 'not_swiss_qr_bill' }] };
  const version = lines[LINE.version]!.trim();
  if (!/^02\d\d$/.test(version))
    return { ok: false, errors: [{ code: 'unsupported_version', field: 'version' }] };
  if (lines[LINE.coding]?.trim() !== '1')
    return { ok: false, errors: [{ code: 'unsupported_coding', field: 'coding' }] };
  if (lines.length <= LINE.trailer || lines[LINE.trailer]!.trim() !== 'EPD')
    return { ok: false, errors: [{ code: 'missing_trailer', field: 'trailer' }] };

  const errors: QrBillError[] = [];
  if (payload.length > MAX.payload) errors.push({ code: 'field_too_long', field: 'payload' });

  const rawAccount = lines[LINE.account]!.trim();
  const account = normalizeIban(rawAccount);
  const accountValid = account.length <= MAX.account && /^(CH|LI)/.test(account) && isValidIban(account);
  if (!accountValid) errors.push({ code: 'invalid_iban', field: 'account' });
  const qrIban = accountValid && isQrIban(account);

  const creditor = parseAddress(lines, LINE.creditor, 'creditor', false, errors);
  const ultimateCreditor = lines.slice(LINE.ultimateCreditor, LINE.ultimateCreditor + ADDRESS_LINES);
  if (ultimateCreditor.some((line) => line.trim() !== ''))
    errors.push({ code: 'ultimate_creditor_not_empty', field: 'ultimateCreditor' });

  const amount = parseAmount(lines[LINE.amount]!, errors);
  const currency = lines[LINE.currency]!.trim();
  if (currency !== 'CHF' && currency !== 'EUR')
    errors.push({ code: 'unsupported_currency', field: 'currency' });
  const debtor = parseAddress(lines, LINE.debtor, 'debtor', true, errors);

  const reference = parseReference(
    accountValid ? account : '',
    qrIban,
    lines[LINE.referenceType]!,
    lines[LINE.reference]!,
    errors,
  );
  const message = lines[LINE.message]!.trim();
  tooLong(message, MAX.message, 'message', errors);

  const billingInformation = (lines[LINE.billingInformation] ?? '').trim();
  tooLong(billingInformation, MAX.billingInformation, 'billingInformation', errors);
  const alternativeProcedures = lines
    .slice(LINE.alternativeProcedures)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (alternativeProcedures.length > MAX_ALTERNATIVE_PROCEDURES)
    errors.push({ code: 'too_many_lines', field: 'alternativeProcedures' });
  alternativeProcedures.forEach((procedure, index) =>
    tooLong(procedure, MAX.alternativeProcedure, `alternativeProcedures.${index}`, errors),
  );

  if (errors.length > 0 || !creditor || !reference) return { ok: false, errors };
  return {
    ok: true,
    bill: {
      version,
      account,
      qrIban,
      creditor,
      amount,
      currency: currency as QrBill['currency'],
      debtor,
      referenceType: reference.referenceType,
      reference: reference.reference,
      message,
      billingInformation,
      alternativeProcedures,
    },
  };
}
