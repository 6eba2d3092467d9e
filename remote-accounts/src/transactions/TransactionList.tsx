import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Link } from 'shared-kernel/router';
import { formatDate } from 'shared-kernel/domain';
import { Icon } from 'shared-kernel/ui';
import { BookingAmount, BookingStatusBadge } from './BookingStatus';
import { bookingState, transactionTitle } from './format';
import type { Transaction } from './types';

/** Rows have one height so 10,000 of them scroll without measuring (spec: smooth at any length). */
export const TRANSACTION_ROW_HEIGHT = 64;
/** Rows kept rendered above and below the visible ones. */
const OVERSCAN = 6;
/** Start loading the next page this many rows before the end. */
const PREFETCH_ROWS = 40;

const estimateRowSize = () => TRANSACTION_ROW_HEIGHT;

interface TransactionRowProps {
  transaction: Transaction;
  selected: boolean;
}

// Memoised: while scrolling, rows that stay in view are not rendered again.
const TransactionRow = memo(function TransactionRow({
  transaction,
  selected,
}: TransactionRowProps): ReactElement {
  const { t } = useTranslation();
  const state = bookingState(transaction.status);
  return (
    <Link
      to={`/transactions/${transaction.uid}`}
      className={`acc-trx acc-trx--${state}${selected ? ' acc-trx--selected' : ''}`}
      aria-current={selected ? 'true' : undefined}
    >
      <span className="acc-trx__date">{formatDate(transaction.bookingDate)}</span>
      <span className="acc-trx__main">
        <span className="acc-trx__title">{transactionTitle(transaction)}</span>
        <span className="acc-trx__meta">
          {t(`dict.category.${transaction.category}`, { defaultValue: transaction.category })}
          {transaction.declineReason ? ` ${t(`dict.declineReason.${transaction.declineReason}`)}` : null}
        </span>
      </span>
      {transaction.attachedReceipt.hasNote || transaction.attachedReceipt.hasAttachment ? (
        <span className="acc-trx__receipt">
          <Icon
            name={transaction.attachedReceipt.hasAttachment ? 'file' : 'edit'}
            label={
              transaction.attachedReceipt.hasAttachment
                ? 'app.accounts.transactions.hasAttachment'
                : 'app.accounts.transactions.hasNote'
            }
          />
        </span>
      ) : null}
      {transaction.status !== 'booked' ? (
        // Beside the amount, so a phone that cuts the category short still shows that it was not booked.
        <span className="acc-trx__status">
          <BookingStatusBadge transaction={transaction} />
        </span>
      ) : null}
      <span className="acc-trx__amount">
        <BookingAmount transaction={transaction} />
      </span>
    </Link>
  );
});

export interface TransactionListProps {
  transactions: Transaction[];
  total: number;
  selectedUid: string | null;
  onNearEnd: () => void;
}

/**
 * The account's transactions, virtualized: only the visible rows (plus a few) are in the DOM. Memoised: a
 * filter change renders it again only when the answer changes the rows (issue 17).
 */
export const TransactionList = memo(function TransactionList({
  transactions,
  total,
  selectedUid,
  onNearEnd,
}: TransactionListProps): ReactElement {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  // Stable options: the virtualizer recomputes all rows' positions (10,000 of them) whenever count or
  // getItemKey changes, so the key function changes only with the list, not on every render (issue 17).
  const getItemKey = useCallback((index: number) => transactions[index]?.uid ?? index, [transactions]);
  const virtualizer = useVirtualizer({
    count: transactions.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: estimateRowSize,
    overscan: OVERSCAN,
    getItemKey,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.length > 0 ? (items[items.length - 1]?.index ?? 0) : -1;

  useEffect(() => {
    if (transactions.length < total && lastIndex >= transactions.length - PREFETCH_ROWS) onNearEnd();
  }, [lastIndex, transactions.length, total, onNearEnd]);

  return (
    <div
      ref={scrollRef}
      className="acc-trx-scroll"
      tabIndex={0}
      role="region"
      aria-label={t('app.accounts.transactions.listLabel', { count: total })}
      data-testid="transaction-scroll"
    >
      <ul className="acc-trx-list" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const transaction = transactions[item.index] as Transaction;
          return (
            <li
              key={item.key}
              className="acc-trx-list__row"
              style={{ height: TRANSACTION_ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
              aria-setsize={total}
              aria-posinset={item.index + 1}
            >
              <TransactionRow transaction={transaction} selected={transaction.uid === selectedUid} />
            </li>
          );
        })}
      </ul>
    </div>
  );
});
