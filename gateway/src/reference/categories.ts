/**
 * Transaction categories (spec §3 "category", default general). Labels are catalogue keys
 * `dict.category.<code>` in shared-kernel/catalogues, so the customize schema and the UI share one text.
 */
export const TRANSACTION_CATEGORIES = [
  'general',
  'groceries',
  'restaurants',
  'transport',
  'travel',
  'shopping',
  'health',
  'housing',
  'utilities',
  'telecom',
  'insurance',
  'leisure',
  'education',
  'taxes',
  'salary',
  'savings',
  'transfer',
  'cash',
  'fees',
  'donations',
  'suppliers',
  'payroll',
  'rent',
  'other_income',
] as const;
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];

export const isTransactionCategory = (value: string): value is TransactionCategory =>
  (TRANSACTION_CATEGORIES as readonly string[]).includes(value);
