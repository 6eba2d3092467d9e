/**
 * Payment amounts on the wire (spec §3: "amount (string in the form, sent as number with 2 decimals)").
 * The number is read through its shortest round-trip text and the kernel's digit-string parser, so no
 * float arithmetic ever touches the money.
 */
import type { Amount } from '../entities';
import { parseAmount, toDecimalString } from '../format/amount';

/** Payment amounts carry exactly two decimals (centimes / cents). */
export const PAYMENT_AMOUNT_FACTOR = 2;

/**
 * A JSON number as an exact integer amount with factor 2, or null when it is not finite, negative or
 * zero, written with an exponent, or has more than 2 decimals. `String(n)` is the shortest text that
 * reads back as the same double: for any decimal of at most 15 significant digits it is that decimal.
 */
export function amountFromJsonNumber(amount: number, currency: string): Amount | null {
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const text = String(amount);
  if (/e/i.test(text)) return null;
  const parsed = parseAmount(text, currency);
  if (!parsed || parsed.factor !== PAYMENT_AMOUNT_FACTOR) return null;
  return parsed;
}

/** The amount as the API sends it back: a decimal string with 2 decimals ("1250.50"). */
export const paymentAmountText = (amount: Pick<Amount, 'value' | 'factor'>): string =>
  toDecimalString(amount);

/** The amount as the form sends it: a number with 2 decimals (1250.5), from the exact integer form. */
export const paymentAmountNumber = (amount: Pick<Amount, 'value' | 'factor'>): number =>
  Number(toDecimalString(amount));
