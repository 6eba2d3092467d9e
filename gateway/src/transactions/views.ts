/** Booking rows → the spec's Transaction shape (§3) with the receipt markers of the list. */
import type { Selectable } from 'kysely';
import { amountOf } from '../accounts/money';
import type { TransactionReceiptsTable, TransactionsTable } from '../db/tables/transactions';

export function transactionView(
  transaction: Selectable<TransactionsTable>,
  receipt: Pick<Selectable<TransactionReceiptsTable>, 'note_text' | 'attached_file_uids'> | null,
) {
  return {
    uid: transaction.uid,
    cashAccountUid: transaction.cash_account_uid,
    status: transaction.status,
    direction: transaction.direction,
    amount: amountOf(transaction.amount_value, transaction.amount_factor, transaction.currency),
    declineReason: transaction.decline_reason,
    merchant: transaction.merchant_name
      ? { name: transaction.merchant_name, city: transaction.merchant_city }
      : null,
    counterparty: { name: transaction.counterparty_name, iban: transaction.counterparty_iban },
    category: transaction.category,
    bookingText: transaction.booking_text,
    reference: transaction.reference,
    bookingDate: transaction.booking_date,
    valueDate: transaction.value_date,
    createdAt: transaction.created_at.toISOString(),
    cardUid: transaction.card_uid,
    attachedReceipt: {
      hasAttachment: (receipt?.attached_file_uids.length ?? 0) > 0,
      hasNote: Boolean(receipt?.note_text),
    },
    _links: {
      self: { href: `/api/v2/transactions/${transaction.uid}` },
      receipt: { href: `/api/v2/transactions/${transaction.uid}/receipt` },
    },
    _actions: { editReceipt: { method: 'PATCH', href: `/api/v2/transactions/${transaction.uid}/receipt` } },
  };
}
