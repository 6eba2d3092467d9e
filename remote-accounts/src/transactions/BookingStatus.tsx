/**
 * How a transaction's amount and status look wherever it is listed (list, detail, dashboard): a booked debit in
 * the debit colour, a reservation muted, and cancelled, rejected or fraud struck through and muted with their
 * status, so they never read as money that left the account.
 */
import type { ReactElement } from 'react';
import { AmountDisplay, Badge, type BadgeTone } from 'shared-kernel/ui';
import { bookingState, signedAmount } from './format';
import type { Transaction, TransactionStatus } from './types';
import './booking.css';

const STATUS_TONES: Record<TransactionStatus, BadgeTone> = {
  booked: 'success',
  reserved: 'info',
  cancelled: 'neutral',
  rejected: 'warning',
  fraud: 'error',
};

export function BookingAmount({ transaction }: { transaction: Transaction }): ReactElement {
  const state = bookingState(transaction.status);
  const amount = <AmountDisplay amount={signedAmount(transaction)} signColour={state === 'booked'} />;
  if (state === 'void') return <del className="acc-amount acc-amount--void">{amount}</del>;
  return <span className={`acc-amount acc-amount--${state}`}>{amount}</span>;
}

/** The status as a badge; booked ones only where asked (the detail), lists name only the exceptions. */
export function BookingStatusBadge({
  transaction,
  showBooked = false,
}: {
  transaction: Transaction;
  showBooked?: boolean;
}): ReactElement | null {
  if (transaction.status === 'booked' && !showBooked) return null;
  return (
    <Badge tone={STATUS_TONES[transaction.status]} label={`dict.transactionStatus.${transaction.status}`} />
  );
}
