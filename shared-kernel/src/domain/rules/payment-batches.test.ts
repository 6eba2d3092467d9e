import {
  batchDuplicatesWithinFile,
  duplicatesRecentOrder,
  isBatchDuplicate,
  paymentBatchStatus,
  type BatchDuplicateFacts,
} from './payment-batches';

const row = (extra: Partial<BatchDuplicateFacts> = {}): BatchDuplicateFacts => ({
  iban: 'CH9300762011623852957',
  amountMinor: '12050',
  currency: 'CHF',
  reference: '',
  date: '2026-12-01',
  ...extra,
});

describe('batch duplicates', () => {
  it.each<[string, Partial<BatchDuplicateFacts>, boolean]>([
    ['the same payment', {}, true],
    ['3 days later', { date: '2026-12-04' }, true],
    ['4 days later', { date: '2026-12-05' }, false],
    ['3 days earlier', { date: '2026-11-28' }, true],
    ['another amount', { amountMinor: '12051' }, false],
    ['another currency', { currency: 'EUR' }, false],
    ['another reference', { reference: 'RF18539007547034' }, false],
    ['another IBAN', { iban: 'CH5604835012345678009' }, false],
  ])('%s → %s', (_name, extra, duplicate) => {
    expect(isBatchDuplicate(row(), row(extra))).toBe(duplicate);
    expect(duplicatesRecentOrder(row(), [row(extra)])).toBe(duplicate);
  });

  it('names the first earlier row a row repeats, skipping unread rows', () => {
    expect(
      batchDuplicatesWithinFile([
        row(),
        null,
        row({ amountMinor: '1' }),
        row({ date: '2026-12-02' }),
        row({ date: '2026-12-20' }),
        row({ date: '2026-12-21' }),
      ]),
    ).toEqual([null, null, null, 0, null, 4]);
  });
});

describe('paymentBatchStatus', () => {
  it.each<[Record<string, number>, string]>([
    [{ approval: 3 }, 'approval'],
    [{ blocked: 2 }, 'blocked'],
    [{ accepted: 1, 'in-progress': 2 }, 'accepted'],
    [{ executed: 197 }, 'executed'],
    [{ executed: 196, retired: 1 }, 'executed'],
    [{ rejected: 4 }, 'rejected'],
    [{ executed: 1, rejected: 1 }, 'partial'],
    [{ manual: 1 }, 'partial'],
    [{}, 'rejected'],
  ])('%j → %s', (counts, status) => {
    expect(paymentBatchStatus(counts)).toBe(status);
  });
});
