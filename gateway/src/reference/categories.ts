/**
 * Transaction categories (spec §3 "category", default general): the transactions contract's list
 * (shared-kernel/src/domain/contracts/transactions.ts). Labels are catalogue keys `dict.category.<code>`.
 */
import { TRANSACTION_CATEGORIES, type TransactionCategory } from 'shared-kernel/domain';

export { TRANSACTION_CATEGORIES, type TransactionCategory };

export const isTransactionCategory = (value: string): value is TransactionCategory =>
  (TRANSACTION_CATEGORIES as readonly string[]).includes(value);
