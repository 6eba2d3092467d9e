import type { Transaction, TransactionStatus } from './types';

/** The amount as booked: debits leave the account (shown negative). */
export const signedAmount = (transaction: Transaction) => ({
  ...transaction.amount,
  value: transaction.direction === 'debit' ? -transaction.amount.value : transaction.amount.value,
});

/** The name a customer recognises a booking by: merchant, then counterparty, then the booking text. */
export const transactionTitle = (transaction: Transaction): string =>
  transaction.merchant?.name || transaction.counterparty.name || transaction.bookingText;

/** Whether a transaction moved money: booked did; a reservation (pending) is still to come; the rest never will. */
export type BookingState = 'booked' | 'pending' | 'void';

/** Spec §4 transaction statuses: cancelled, rejected and fraud never left the account, so they never count. */
export function bookingState(status: TransactionStatus): BookingState {
  if (status === 'booked') return 'booked';
  return status === 'reserved' ? 'pending' : 'void';
}
