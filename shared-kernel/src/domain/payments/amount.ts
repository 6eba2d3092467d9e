/**
 * Payment amounts on the wire (spec §3: "amount (string in the form, sent as number with 2 decimals)").
 * The number is read through its shortest round-trip text and the kernel's digit-string parser, so no
 * float arithmetic ever touches the money.
 */
import type { Amount } from '../entities';
import { FORM_MESSAGES } from '../../forms/messages';
import { formatAmount, parseAmount, toDecimalString } from '../format/amount';

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

/** A message key with its values, as the form kit and the gateway's field errors carry it. */
export interface KeyedMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** The form kit's number bounds, said of an amount: "Der Betrag darf höchstens CHF 100'000.00 sein". */
const AMOUNT_BOUND_KEYS: Record<string, string> = {
  [FORM_MESSAGES.numberMin]: 'webapp.ui.form.amount_min',
  [FORM_MESSAGES.numberMax]: 'webapp.ui.form.amount_max',
};

/**
 * An amount field's bound message with the bound as an amount in Swiss notation and its currency, instead of
 * a bare number ("Die Zahl darf höchstens 100000 sein"); any other message unchanged. The form and the
 * gateway's field errors both say it so.
 */
export function amountBoundMessage<M>(message: M | KeyedMessage, currency: string): M | KeyedMessage {
  if (typeof message !== 'object' || message === null || !('key' in message)) return message;
  const key = AMOUNT_BOUND_KEYS[message.key];
  const limit = parseAmount(String(message.values?.limit ?? ''), currency);
  if (!key || !limit) return message;
  return { key, values: { amount: `${currency} ${formatAmount(limit)}` } };
}
