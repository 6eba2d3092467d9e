/**
 * The payment form's helper calls of spec §7 (payment dates, account info, payment options, beneficiary, incore
 * quote and currencies, open payment stats) and the sandbox clock, as the gateway serves them
 * (docs/payments-api.md).
 */
import type {
  AccountNumberInfo,
  BeneficiaryRead,
  CurrencyEntry,
  IncoreQuote,
  PaymentDatesResponse,
  PaymentOptions,
  SandboxClock,
} from '../contracts/payment-helpers';

/** The helpers' answers: one contract each (../contracts/payment-helpers.ts). */
export type {
  AccountNumberInfo,
  BeneficiaryRead,
  CurrencyEntry,
  IncoreQuote,
  PaymentDatesResponse,
  PaymentOptions,
  SandboxClock,
};

/** POST /v2/incore/quote/calculate body (spec §7). */
export interface IncoreQuoteRequest {
  /** What the beneficiary receives, a number with at most 2 decimals. */
  targetAmount: number;
  sourceCurrency: string;
  targetCurrency: string;
  targetIban?: string;
  /** The debit account's IBAN (must be one the caller may view). */
  sourceIban: string;
}

/** GET /v2/open-payment-stats and /cash-accounts/{id}/open-payments-stats: the accounts contract's (../contracts/accounts.ts). */
export type { OpenPaymentStats } from '../contracts/accounts';
