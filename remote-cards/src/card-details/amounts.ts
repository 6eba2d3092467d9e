/**
 * Limits and caps as typed (Swiss notation, spec §5: an amount is text until it becomes an integer value plus a
 * factor, never a float) and as the card actions send them: minor units of CHF.
 */
import { formatAmount, parseAmount, type Amount } from 'shared-kernel/domain';

/** The contract's limit: at most 100'000.00 a month (contracts/cards.ts). */
export const MAX_LIMIT_VALUE = 100_000_00;

/** The amount's minor units (factor 2), or null when the text is no amount of at most two decimals. */
export function minorUnitsOf(text: string): number | null {
  const amount = parseAmount(text);
  if (!amount || amount.value < 0) return null;
  if (amount.factor > 2) {
    const excess = 10 ** (amount.factor - 2);
    if (amount.value % excess !== 0) return null;
    return amount.value / excess;
  }
  return amount.value * 10 ** (2 - amount.factor);
}

/** Why a limit as typed cannot be sent (an i18n key), or undefined when it can. */
export function limitError(text: string | undefined): string | undefined {
  if (!text || !text.trim()) return 'webapp.cards.limit.required';
  const value = minorUnitsOf(text);
  if (value === null) return 'webapp.cards.limit.invalid';
  if (value > MAX_LIMIT_VALUE) return 'webapp.cards.limit.tooHigh';
  return undefined;
}

/** An amount as the form shows it first ("5'000.00"). */
export const asTyped = (amount: Pick<Amount, 'value' | 'factor'>): string => formatAmount(amount);
