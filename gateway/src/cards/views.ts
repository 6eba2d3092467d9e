/** Cards as read (the kernel's contract, contracts/cards.ts Card): with the reader's actions and the month's spending. */
import type { Card, CardStatus, CardKind, CardBrand, MerchantCategory } from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';
import { amountOf } from '../accounts/money';
import { allowedActionsOf } from './access';
import type { CardCaller } from './context';
import { cardSpending, monthStart, type CardRow } from './queries';

export async function cardViews(
  db: KontorExecutor,
  caller: CardCaller,
  rows: readonly CardRow[],
): Promise<Card[]> {
  if (rows.length === 0) return [];
  const uids = rows.map((row) => row.uid);
  const [spending, filters, replacements] = await Promise.all([
    cardSpending(db, uids, monthStart(caller.today)),
    db
      .selectFrom('card_transaction_filters')
      .selectAll()
      .where('card_uid', 'in', uids)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('cards')
      .select(['uid', 'replaces_card_uid'])
      .where('replaces_card_uid', 'in', uids)
      .where('status', '<>', 'deleted')
      .execute(),
  ]);
  const replacedBy = new Map(replacements.map((row) => [row.replaces_card_uid!, row.uid]));
  return Promise.all(
    rows.map(async (row): Promise<Card> => {
      const money = (value: string | number) => amountOf(value, row.balance_factor, row.currency);
      const replacement = replacedBy.get(row.uid) ?? null;
      return {
        baseCardDetails: {
          cardUID: row.uid,
          status: row.status as CardStatus,
          holderEnriched: { uid: row.holder_uid, name: row.holder_name },
        },
        kind: row.kind as CardKind,
        brand: row.brand as CardBrand,
        lastDigits: row.masked_pan.slice(-4),
        maskedPan: row.masked_pan,
        expiry: row.expiry,
        embossedName: row.embossed_name,
        debitAccountUid: row.cash_account_uid,
        cardProgramUid: row.card_program_uid,
        partnershipUid: row.partnership_uid,
        limits: {
          monthlySpending: money(row.spending_limit_value),
          atmMonthly: money(row.atm_monthly_limit_value),
          spentThisMonth: money(spending.get(row.uid)?.all ?? 0),
        },
        blockedMerchantCategories: row.blocked_merchant_categories as MerchantCategory[],
        transactionFilters: filters
          .filter((filter) => filter.card_uid === row.uid)
          .map((filter) => ({
            uid: filter.uid,
            label: filter.label,
            maxAmountValue: Number(filter.max_amount_value),
            merchantCategories: filter.merchant_categories as MerchantCategory[],
            createdAt: filter.created_at.toISOString(),
          })),
        pinSet: row.pin_hash !== null,
        replacesCardUid: row.replaces_card_uid,
        replacedByCardUid: replacement,
        actions: await allowedActionsOf(caller, row, replacement !== null),
        createdAt: row.created_at.toISOString(),
      };
    }),
  );
}
