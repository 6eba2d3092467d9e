/**
 * Money as the spec keeps it: an integer value plus a factor (decimal places) plus a currency.
 * Parsing and formatting work on digit strings, never on floats.
 */
import type { Amount } from '../entities';

/** Spec §9: amounts show at least 2 decimals. */
export const MIN_AMOUNT_DECIMALS = 2;
export const DEFAULT_CURRENCY = 'CHF';

const GROUPING = /['’ʼ\s\u00a0\u202f]/g;

/**
 * Spec §5: amount text becomes an integer value plus a factor of at least 2 decimals.
 * Accepts Swiss and European writing: "1'234.50", "1 234,50", "1.234,50", "-12", ".5".
 * Returns null for text that is not an amount.
 */
export function parseAmount(text: string, currency: string = DEFAULT_CURRENCY): Amount | null {
  let normalized = text.trim().replace(GROUPING, '');
  const lastDot = normalized.lastIndexOf('.');
  const lastComma = normalized.lastIndexOf(',');
  if (lastDot !== -1 && lastComma !== -1) {
    // Both present: the later one is the decimal mark, the other groups thousands.
    const group = lastDot > lastComma ? ',' : '.';
    normalized = normalized.split(group).join('');
  }
  normalized = normalized.replace(',', '.');
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(normalized);
  if (!match || (match[2] === '' && !match[3])) return null;
  const [, sign, whole = '', fraction = ''] = match;
  const factor = Math.max(MIN_AMOUNT_DECIMALS, fraction.length);
  const digits = `${whole}${fraction.padEnd(factor, '0')}`.replace(/^0+(?=\d)/, '');
  const value = Number(digits);
  if (!Number.isSafeInteger(value)) return null;
  return { value: sign === '-' && value !== 0 ? -value : value, factor, currency };
}

/** Integer and fraction digit strings of an amount, at least MIN_AMOUNT_DECIMALS fraction digits. */
function digitsOf(amount: Pick<Amount, 'value' | 'factor'>): {
  negative: boolean;
  whole: string;
  fraction: string;
} {
  const factor = Math.max(0, amount.factor);
  const abs = String(Math.abs(Math.trunc(amount.value))).padStart(factor + 1, '0');
  const whole = abs.slice(0, abs.length - factor);
  const fraction = abs.slice(abs.length - factor).padEnd(MIN_AMOUNT_DECIMALS, '0');
  return { negative: amount.value < 0, whole, fraction };
}

/**
 * The one notation for amounts, in every language: apostrophe thousands, point decimals, hyphen minus
 * ("1'234.50"), as Swiss banks print CHF amounts on statements, QR-bills and e-banking whatever the
 * customer's language (docs/formats.md). So an amount reads the same in de, fr, it and en, and nothing
 * about it changes when the language does.
 */
export const AMOUNT_NOTATION = { group: "'", decimal: '.', minus: '-' } as const;

const grouped = (whole: string): string => whole.replace(/\B(?=(\d{3})+(?!\d))/g, AMOUNT_NOTATION.group);

/**
 * "1'234.50": the number only, at least 2 decimals, in the one notation for amounts.
 * @param _locale ignored: amounts read the same in every language (kept so older callers compile)
 */
export function formatAmount(amount: Pick<Amount, 'value' | 'factor'>, _locale?: string | null): string {
  const { negative, whole, fraction } = digitsOf(amount);
  return `${negative ? AMOUNT_NOTATION.minus : ''}${grouped(whole)}${AMOUNT_NOTATION.decimal}${fraction}`;
}

/** "CHF 1'234.50". */
export const formatMoney = (amount: Amount): string => `${amount.currency} ${formatAmount(amount)}`;

/** The amount as the API wants it in a payment form: a plain decimal string with at least 2 decimals ("1234.50"). */
export function toDecimalString(amount: Pick<Amount, 'value' | 'factor'>): string {
  const { negative, whole, fraction } = digitsOf(amount);
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** Brings an amount to a larger factor without changing its worth. */
function rescale(amount: Amount, factor: number): Amount {
  return { ...amount, value: amount.value * 10 ** (factor - amount.factor), factor };
}

/** Spec §9: CHF totals are summed; amounts of other currencies are left out. */
export function sumAmounts(amounts: Amount[], currency: string = DEFAULT_CURRENCY): Amount {
  const same = amounts.filter((amount) => amount.currency === currency);
  const factor = Math.max(MIN_AMOUNT_DECIMALS, ...same.map((amount) => amount.factor));
  const value = same.reduce((total, amount) => total + rescale(amount, factor).value, 0);
  return { value, factor, currency };
}

/** Spec §9: exchange rates show 6 decimals, in the notation of amounts. */
export function formatExchangeRate(rate: number): string {
  const [whole = '0', fraction = ''] = rate.toFixed(6).split('.');
  return `${grouped(whole)}${AMOUNT_NOTATION.decimal}${fraction}`;
}
