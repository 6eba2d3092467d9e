/**
 * The sandbox's foreign exchange (spec §3 "Incore quote": additionalFee, sourceAmount, exchange rate;
 * spec §9: rates shown with 6 decimals). Rates are integers in millionths, amounts integers in minor
 * units (factor 2): every step is bigint arithmetic with a stated rounding.
 */
import type { Amount } from '../entities';
import type { PaymentKind } from '../format/paymentKind';
import type { CurrencyEntry } from './helpersApi';

/** Minor units of every currency the sandbox pays in. */
export const FX_FACTOR = 2;
const MICROS = 1_000_000n;
/** The bank's margin on the mid rate: 0.75 %. */
export const SPREAD_MICROS = 7_500n;

/** Sandbox mid rates: the worth of one unit in millionths of a franc, and the countries using it. */
const CURRENCIES: Record<string, { midMicroChf: bigint; countries: string[] }> = {
  CHF: { midMicroChf: 1_000_000n, countries: ['CHE', 'LIE'] },
  EUR: {
    midMicroChf: 940_000n,
    countries: [
      'AUT',
      'BEL',
      'BGR',
      'CYP',
      'DEU',
      'ESP',
      'EST',
      'FIN',
      'FRA',
      'GRC',
      'HRV',
      'IRL',
      'ITA',
      'LTU',
      'LUX',
      'LVA',
      'MLT',
      'NLD',
      'PRT',
      'SVK',
      'SVN',
    ],
  },
  USD: { midMicroChf: 880_000n, countries: ['USA'] },
  GBP: { midMicroChf: 1_110_000n, countries: ['GBR'] },
  CAD: { midMicroChf: 640_000n, countries: ['CAN'] },
  AUD: { midMicroChf: 580_000n, countries: ['AUS'] },
  DKK: { midMicroChf: 126_000n, countries: ['DNK'] },
  SEK: { midMicroChf: 82_000n, countries: ['SWE'] },
  NOK: { midMicroChf: 81_000n, countries: ['NOR'] },
  PLN: { midMicroChf: 218_000n, countries: ['POL'] },
  CZK: { midMicroChf: 37_500n, countries: ['CZE'] },
  THB: { midMicroChf: 24_500n, countries: ['THA'] },
  BZD: { midMicroChf: 440_000n, countries: ['BLZ'] },
};

/** The currencies a payment can be made in (GET /v2/incore/currencies/CHF). */
export const INCORE_CURRENCIES: CurrencyEntry[] = Object.entries(CURRENCIES).map(([code, entry]) => ({
  code,
  countries: entry.countries,
}));

export const isSupportedCurrency = (code: string): boolean => code in CURRENCIES;

/** The bank's fee per kind, in minor units of the debited currency: SWIFT costs 5.00, SEPA and SIC nothing. */
export const PAYMENT_FEE_MINOR: Record<PaymentKind, bigint> = { SIC: 0n, SEPA: 0n, SWIFT: 500n };

const divideRoundingUp = (numerator: bigint, denominator: bigint): bigint =>
  (numerator + denominator - 1n) / denominator;
const divideRoundingHalfUp = (numerator: bigint, denominator: bigint): bigint =>
  (2n * numerator + denominator) / (2n * denominator);

function midOf(code: string): bigint {
  const entry = CURRENCIES[code];
  if (!entry) throw new Error(`unsupported currency ${code}`);
  return entry.midMicroChf;
}

/** The sandbox's mid rate of the day: francs per one unit of the currency, in millionths (null if unknown). */
export const midRateMicros = (currency: string): bigint | null => CURRENCIES[currency]?.midMicroChf ?? null;

/**
 * An amount's worth in francs at the mid rate (the dashboard's total of all accounts, issue 28): CHF minor
 * units (factor 2), rounded half away from zero; null for a currency without a rate.
 */
export function valueInChf(value: Amount): Amount | null {
  const mid = midRateMicros(value.currency);
  if (mid === null) return null;
  const minor = BigInt(value.value);
  const magnitude = divideRoundingHalfUp(
    (minor < 0n ? -minor : minor) * mid * 100n,
    MICROS * 10n ** BigInt(value.factor),
  );
  return amount(minor < 0n ? -magnitude : magnitude, 'CHF');
}

/**
 * The customer rate in millionths: source currency per one unit of target currency, the mid cross rate
 * plus the spread, rounded half-up to 6 decimals. The same currency converts at 1.000000.
 */
export function customerRateMicros(sourceCurrency: string, targetCurrency: string): bigint {
  if (sourceCurrency === targetCurrency) return MICROS;
  return divideRoundingHalfUp(midOf(targetCurrency) * (MICROS + SPREAD_MICROS), midOf(sourceCurrency));
}

export interface FxQuote {
  sourceAmount: Amount;
  targetAmount: Amount;
  rateMicros: bigint;
  fee: Amount;
  totalDebit: Amount;
}

const amount = (value: bigint, currency: string): Amount => ({
  value: Number(value),
  factor: FX_FACTOR,
  currency,
});

/**
 * What the source account pays for `targetMinor` minor units of the target currency: ⌈target × rate⌉
 * (rounded up to the minor unit, so the bank never pays out a fraction), plus the kind's fee
 * (none for internal payments).
 */
export function quoteFx(input: {
  targetMinor: bigint;
  sourceCurrency: string;
  targetCurrency: string;
  kind: PaymentKind;
  internal: boolean;
}): FxQuote {
  const rateMicros = customerRateMicros(input.sourceCurrency, input.targetCurrency);
  const sourceMinor = divideRoundingUp(input.targetMinor * rateMicros, MICROS);
  const feeMinor = input.internal ? 0n : (PAYMENT_FEE_MINOR[input.kind] ?? 0n);
  return {
    sourceAmount: amount(sourceMinor, input.sourceCurrency),
    targetAmount: amount(input.targetMinor, input.targetCurrency),
    rateMicros,
    fee: amount(feeMinor, input.sourceCurrency),
    totalDebit: amount(sourceMinor + feeMinor, input.sourceCurrency),
  };
}

/** A rate in millionths as the number the UI formats with 6 decimals (formatExchangeRate). */
export const rateAsNumber = (rateMicros: bigint): number =>
  Number(`${rateMicros / MICROS}.${(rateMicros % MICROS).toString().padStart(6, '0')}`);
