/**
 * The payment form's helper calls of spec §7 (payment dates, account info, payment options, beneficiary, incore
 * quote and currencies, open payment stats) and the sandbox clock, as the gateway serves them
 * (docs/payments-api.md).
 */
import type { Amount } from '../entities';
import type { PaymentKind } from '../format/paymentKind';
import type { ApprovalState, BeneficiaryAddressRead, PaymentType, ReferenceType } from './api';

/** Spec §3 "Payment dates response" (GET /payment-dates). */
export interface PaymentDatesResponse {
  /** SIX SIC clearing holidays from today for 400 days, yyyy-MM-dd (weekends not listed). */
  clearingHolidays: string[];
  /** eBill: the latest banking day not after the due date (not before nextExecutionDate); else nextExecutionDate. */
  recommendedExecutionDate: string;
  /** The earliest banking day an order can execute: today when it is one. */
  nextExecutionDate: string;
  /** Weekends selectable: true for recurring (standing) orders. */
  weekendAllowed: boolean;
  /** The bank's today (sandbox clock applied). */
  today: string;
  /** The last date the form accepts (today + 365 days). */
  maxDate: string;
}

/** Spec §3 "Account info response" (GET /account-number-info?id=IBAN): a Kontor IBAN's holder. */
export interface AccountNumberInfo {
  name: string;
  address: {
    street: string | null;
    houseNo: string | null;
    zip: string | null;
    town: string | null;
    country: string;
  };
}

/** GET /v2/cash-accounts/{id}/payment-options?targetIban=&targetCurrency= */
export interface PaymentOptions {
  /** The target account's currency when the IBAN is a Kontor account (spec §3), else null. */
  targetAccountCurrency: string | null;
  paymentKind: PaymentKind;
  paymentType: PaymentType;
  internal: boolean;
  incore: boolean;
  international: boolean;
  bicRequired: boolean;
  addressRequired: boolean;
  streetRequired: boolean;
  /** False shows the not-eligible upgrade warning (spec §5); missingFeature names why. */
  eligible: boolean;
  missingFeature:
    'InternationalPaymentSEPAOut' | 'InternationalPaymentSWIFTOut' | 'AccountNotInternational' | null;
  /** The beneficiary's bank may deduct its own fees (incore foreign payments, spec §8 notice). */
  foreignBankFeeNotice: boolean;
}

/** Spec §3 "Beneficiary as read" (GET /beneficiaries/{uid}). */
export interface BeneficiaryRead {
  uid: string;
  name: string;
  iban: string | null;
  swiftBIC: string | null;
  address: BeneficiaryAddressRead | null;
  /** False while a partnership's new beneficiary awaits signatures. */
  signed: boolean;
  approval: ApprovalState | null;
  /** What the last payment to it used, to prefill the next one. */
  paymentInputProposal: {
    reference: string | null;
    referenceType: ReferenceType;
    currency: string;
    paymentType: PaymentType;
    paymentReason: string | null;
  } | null;
}

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

/** Spec §3 "Incore quote": additionalFee, sourceAmount, exchange rate. */
export interface IncoreQuote {
  sourceAmount: Amount;
  targetAmount: Amount;
  /** Source currency per 1 unit of target currency, 6 decimals (display with formatExchangeRate). */
  exchangeRate: number;
  /** The same rate as an exact integer: rate × 1'000'000. */
  exchangeRateMicros: number;
  /** The bank's fee in the source currency. */
  additionalFee: Amount;
  /** sourceAmount + additionalFee: what the account is debited. */
  totalDebit: Amount;
  paymentKind: PaymentKind;
  foreignBankFeeNotice: boolean;
  validUntil: string;
}

/** Spec §3 "Currency entry" (GET /v2/incore/currencies/CHF). */
export interface CurrencyEntry {
  code: string;
  /** Countries (3-letter codes) using it. */
  countries: string[];
}

/** GET /v2/open-payment-stats and /cash-accounts/{id}/open-payments-stats (spec §3 "Open payment stats"). */
export interface OpenPaymentStats {
  count: number;
  ebill: { open: number };
}

/** Sandbox clock (local and sandbox only): GET /api/sandbox/clock, POST /api/sandbox/clock {date}. */
export interface SandboxClock {
  /** The bank's today, yyyy-MM-dd. */
  today: string;
  /** Days the sandbox runs ahead of the real Zurich date. */
  offsetDays: number;
  /** What the scheduler did on the way (POST only). */
  run?: { executed: number; rejected: number; occurrencesCreated: number };
}
