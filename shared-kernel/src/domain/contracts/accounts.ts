/**
 * The accounts resource's contract, once (issue 27 item 1): a cash account as listed and opened, the opening
 * conditions and the opening request, the account statistics and the open-payment counts. The gateway declares
 * them as its routes' schemas; the session snapshot, the host and remote-accounts read the types.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { amountSchema, arrayOf, boolean, closed, integer, text } from './pieces';

/** The currencies an account can be opened in (GET /v2/agents/{uid}/available-currencies offers them). */
export const ACCOUNT_OPENING_CURRENCIES = ['CHF', 'EUR', 'USD', 'GBP'] as const;

const hrefLink = closed({ href: text });

/** Spec §3 Cash account (GET /v2/agents/{uid}/accounts, /partnerships/{uid}/cash-accounts). */
export const cashAccountSchema = closed(
  {
    uid: text,
    iban: text,
    currency: text,
    /** active, inactive, blocked, cancelling, cancelled: the bank's text, not a closed list. */
    status: text,
    accountName: text,
    /** The account name again (spec §3 `name`). */
    name: text,
    /** private, savings, card, business. */
    accountType: text,
    /** The booked balance. */
    totalValuation: amountSchema,
    accountOwner: closed({ uid: text, type: { type: 'string', enum: ['person', 'partnership'] } }),
    billingAccount: boolean,
    internationalPaymentsAvailable: boolean,
    /** Who holds which right on it: the partnership list and an opened account only. */
    entitlements: arrayOf(
      closed({ userUid: text, action: { type: 'string', enum: ['view', 'capture', 'approve'] } }),
    ),
    _links: closed({ self: hrefLink }),
  },
  ['entitlements'],
);

export const cashAccountsSchema = arrayOf(cashAccountSchema);

/** GET /partnerships/{uid}/cash-accounts/opening-conditions: the conditions an opening accepts. */
export const openingConditionsSchema = closed({
  conditionCodes: arrayOf(text),
  conditions: arrayOf(closed({ code: text, version: text, title: text })),
});

/** POST /partnerships/{uid}/cash-accounts: opening an account, accepting its conditions. */
export const accountOpeningSchema = closed({
  currency: { type: 'string', enum: ACCOUNT_OPENING_CURRENCIES },
  accountName: { type: 'string', minLength: 1, maxLength: 40 },
  acceptedConditionCodes: { type: 'array', maxItems: 20, items: { type: 'string', pattern: '^[A-Z]{2,8}$' } },
});

/** Spec §3 "Account stats" (GET /v2/accounts/{id}/stats): the current month's debits, credits and savings. */
export const accountStatsSchema = closed({
  /** yyyy-MM. */
  period: text,
  debit: amountSchema,
  credit: amountSchema,
  /** Credits minus debits. */
  saved: amountSchema,
  /** The booked balance. */
  total: amountSchema,
});

/** GET /v2/open-payment-stats, /cash-accounts/{id}/open-payments-stats: open orders and open eBills. */
export const openPaymentStatsSchema = closed({ count: integer, ebill: closed({ open: integer }) });

export type CashAccount = FromSchema<typeof cashAccountSchema>;
export type CashAccountStatus = CashAccount['status'];
export type CashAccountOwner = CashAccount['accountOwner'];
export type OpeningCurrency = (typeof ACCOUNT_OPENING_CURRENCIES)[number];
export type OpeningConditions = FromSchema<typeof openingConditionsSchema>;
export type AccountOpening = FromSchema<typeof accountOpeningSchema>;
export type AccountStats = FromSchema<typeof accountStatsSchema>;
export type OpenPaymentStats = FromSchema<typeof openPaymentStatsSchema>;
