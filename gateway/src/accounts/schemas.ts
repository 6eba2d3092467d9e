/** Response shapes of the accounts routes (spec §3 Cash account, account stats). */
import { amount, arrayOf, boolean, integer, object, text, type JsonSchema } from '../http/schemas';

const href = object({ href: text });

/** accounts/views.ts cashAccountView; the partnership list adds who holds which right. */
export const cashAccountSchema: JsonSchema = object(
  {
    uid: text,
    iban: text,
    currency: text,
    status: text,
    accountName: text,
    name: text,
    accountType: text,
    totalValuation: amount,
    accountOwner: object({ uid: text, type: { type: 'string', enum: ['person', 'partnership'] } }),
    billingAccount: boolean,
    internationalPaymentsAvailable: boolean,
    entitlements: arrayOf(object({ userUid: text, action: text })),
    _links: object({ self: href }),
  },
  { optional: ['entitlements'] },
);

export const cashAccountsSchema = arrayOf(cashAccountSchema);

export const openingConditionsSchema = object({
  conditionCodes: arrayOf(text),
  conditions: arrayOf(object({ code: text, version: text, title: text })),
});

export const accountStatsSchema = object({
  period: text,
  debit: amount,
  credit: amount,
  saved: amount,
  total: amount,
});

export const openPaymentStatsSchema = object({ count: integer, ebill: object({ open: integer }) });
