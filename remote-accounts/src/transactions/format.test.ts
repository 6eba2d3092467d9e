import { bookingState } from './format';
import { TRANSACTION_STATUSES, type TransactionStatus } from './types';

describe('bookingState', () => {
  // Spec §4 transaction statuses: only a booked one moved money; a reservation is still to come.
  const expected: Record<TransactionStatus, ReturnType<typeof bookingState>> = {
    booked: 'booked',
    reserved: 'pending',
    cancelled: 'void',
    rejected: 'void',
    fraud: 'void',
  };

  it.each(TRANSACTION_STATUSES.map((status) => [status, expected[status]]))('%s → %s', (status, state) => {
    expect(bookingState(status)).toBe(state);
  });
});
