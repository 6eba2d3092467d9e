import { PAYMENT_ORDER_STATUSES } from '../entities';
import { countsAsOpenPayment, OPEN_PAYMENT_ORDER_STATUSES } from './api';

describe('the open-payments badge counts what still needs the user or waits for execution (issue 28)', () => {
  it.each([
    ['draft', true],
    ['approval', true],
    ['blocked', true],
    ['accepted', true],
    ['in-progress', false],
    ['retrying', false],
    ['manual', false],
    ['quarantine', false],
    ['executed', false],
    ['rejected', false],
    ['retired', false],
  ] as const)('%s counts: %s', (status, counts) => {
    expect(countsAsOpenPayment(status)).toBe(counts);
  });

  it('covers every status, and counts only what the overview lists as open', () => {
    expect(
      PAYMENT_ORDER_STATUSES.filter(countsAsOpenPayment).every((s) =>
        OPEN_PAYMENT_ORDER_STATUSES.includes(s),
      ),
    ).toBe(true);
  });
});
