/**
 * A year of realistic account history for one cash account, generated from a profile of recurring
 * and everyday bookings with Swiss counterparties. Deterministic for a given random stream and anchor day.
 */
import type { Insertable } from 'kysely';
import type { TransactionsTable } from '../db/tables/transactions';
import { historyDay } from './history-days';
import { roundTo5, type Merchant } from './history-merchants';
import { addDays, type SeededRandom } from './random';

export type HistoryProfile =
  | {
      kind: 'private';
      salary: number;
      employer: string;
      rent: number;
      landlord: string;
      savingsTransfer?: number;
    }
  | { kind: 'savings'; monthly: number; from: string }
  | { kind: 'euro' }
  | { kind: 'bakery-operating' }
  | { kind: 'bakery-payroll'; employees: readonly string[] }
  | { kind: 'association' }
  | { kind: 'card-benefit' };

export interface HistoryAccount {
  uid: string;
  currency: string;
  ownerName: string;
  cardUid: string | null;
}

export interface GeneratedHistory {
  transactions: Insertable<TransactionsTable>[];
  /** Sum of booked credits minus booked debits, in minor units. */
  balance: number;
}

/** One booking of a history day. */
export interface HistoryEntry {
  day: string;
  direction: 'credit' | 'debit';
  value: number;
  category: string;
  text: string;
  merchant?: Merchant;
  counterpartyName?: string;
  counterpartyIban?: string;
  reference?: string;
  byCard?: boolean;
}

export function generateHistory(
  rng: SeededRandom,
  account: HistoryAccount,
  profile: HistoryProfile,
  anchorDay: string,
  openingBalance: number,
): GeneratedHistory {
  const transactions: Insertable<TransactionsTable>[] = [];
  let balance = 0;
  const start = addDays(anchorDay, -365);

  const add = (entry: HistoryEntry): void => {
    const daysAgo = Math.round((Date.parse(anchorDay) - Date.parse(entry.day)) / 86_400_000);
    let status: TransactionsTable['status'] = 'booked';
    let declineReason: string | null = null;
    if (entry.byCard) {
      // Card payments of the last two days are still reservations; a few are declined or reversed (spec §4).
      if (daysAgo <= 2) status = 'reserved';
      else if (rng.chance(0.012)) [status, declineReason] = ['rejected', 'decline'];
      else if (rng.chance(0.006)) [status, declineReason] = ['cancelled', 'reversed_by_merchant'];
      else if (rng.chance(0.004)) [status, declineReason] = ['cancelled', 'reversed_issuer_expiration'];
    }
    const hour = entry.byCard ? rng.int(7, 21) : rng.int(5, 8);
    const minute = rng.int(0, 59);
    const createdAt = `${entry.day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}Z`;
    const valueDate = entry.byCard && status === 'booked' ? addDays(entry.day, 1) : entry.day;
    transactions.push({
      uid: rng.uuid(),
      cash_account_uid: account.uid,
      status,
      direction: entry.direction,
      amount_value: entry.value,
      amount_factor: 2,
      currency: account.currency,
      decline_reason: declineReason,
      merchant_name: entry.merchant?.name ?? null,
      merchant_city: entry.merchant?.city ?? null,
      counterparty_name: entry.counterpartyName ?? entry.merchant?.name ?? null,
      counterparty_iban: entry.counterpartyIban ?? null,
      category: entry.category,
      booking_text: entry.text,
      reference: entry.reference ?? null,
      booking_date: entry.day,
      value_date: valueDate,
      card_uid: entry.byCard ? account.cardUid : null,
      payment_order_uid: null,
      created_at: createdAt,
    });
    if (status === 'booked') balance += entry.direction === 'credit' ? entry.value : -entry.value;
  };

  const cardSpend = (day: string, merchants: Merchant[]): void => {
    const merchant = rng.pick(merchants);
    add({
      day,
      direction: 'debit',
      value: roundTo5(rng.int(merchant.min, merchant.max)),
      category: merchant.category,
      text: `${merchant.name}, ${merchant.city}`,
      merchant,
      byCard: true,
    });
  };

  add({
    day: start,
    direction: 'credit',
    value: openingBalance,
    category: 'transfer',
    text: 'Saldovortrag',
    counterpartyName: account.ownerName,
  });

  for (let offset = -364; offset <= 0; offset += 1) {
    const day = addDays(anchorDay, offset);
    const dayOfMonth = Number(day.slice(8, 10));
    const month = day.slice(0, 7);
    historyDay({ rng, account, day, dayOfMonth, month, add, cardSpend }, profile);
  }
  return { transactions, balance };
}
