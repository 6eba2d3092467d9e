/** Account rows → the spec's CashAccount shape (§3), one place so every route answers alike. */
import type { Selectable } from 'kysely';
import type { CashAccountsTable } from '../db/tables/accounts';
import { amountOf } from './money';

export function cashAccountView(
  account: Selectable<CashAccountsTable>,
  entitlements?: { userUid: string; action: string }[],
) {
  return {
    uid: account.uid,
    iban: account.iban,
    currency: account.currency,
    status: account.status,
    accountName: account.account_name,
    name: account.account_name,
    accountType: account.account_type,
    totalValuation: amountOf(account.balance_value, account.balance_factor, account.currency),
    accountOwner: { uid: account.owner_uid, type: account.owner_type },
    billingAccount: account.billing_account,
    internationalPaymentsAvailable: account.international_payments_available,
    ...(entitlements ? { entitlements } : {}),
    _links: { self: { href: `/api/v2/cash-accounts/${account.uid}` } },
  };
}
