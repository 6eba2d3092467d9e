import type { Transaction } from './types';

/** The amount as booked: debits leave the account (shown negative). */
export const signedAmount = (transaction: Transaction) => ({
  ...transaction.amount,
  value: transaction.direction === 'debit' ? -transaction.amount.value : transaction.amount.value,
});

/** The name a customer recognises a booking by: merchant, then counterparty, then the booking text. */
export const transactionTitle = (transaction: Transaction): string =>
  transaction.merchant?.name || transaction.counterparty.name || transaction.bookingText;
