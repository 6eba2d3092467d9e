/** Money as the spec's Amount: integer value in minor units + factor (decimal places) + currency; never a float. */
import type { Amount } from 'shared-kernel/domain';

/** int8 columns arrive as strings; amounts stay far below 2^53 centimes, so a number is exact. */
export function amountOf(value: string | number | bigint, factor: number, currency: string): Amount {
  const asNumber = Number(value);
  if (!Number.isSafeInteger(asNumber)) throw new Error(`amount out of range: ${String(value)}`);
  return { value: asNumber, factor, currency };
}

/** Decimal text of an amount (e.g. 1234, 2 → "12.34") without float arithmetic. */
export function formatDecimal(value: number | bigint, factor: number): string {
  const negative = BigInt(value) < 0n;
  const digits = (negative ? -BigInt(value) : BigInt(value)).toString().padStart(factor + 1, '0');
  const text = factor === 0 ? digits : `${digits.slice(0, -factor)}.${digits.slice(-factor)}`;
  return negative ? `-${text}` : text;
}
