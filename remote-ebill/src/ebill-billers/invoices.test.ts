import { invoicesInOrder } from './invoices';

const invoice = (businessCaseId: string, status: 'OPEN' | 'SETTLED' | 'REJECTED', dueDate: string) => ({
  businessCaseId,
  status,
  dueDate,
});

describe('the order of a biller’s invoices', () => {
  it('lists the open ones first, soonest due first, then the others latest first', () => {
    const listed = invoicesInOrder([
      invoice('settled-old', 'SETTLED', '2026-09-30'),
      invoice('open-late', 'OPEN', '2026-12-20'),
      invoice('rejected', 'REJECTED', '2026-11-15'),
      invoice('open-soon', 'OPEN', '2026-11-30'),
      invoice('settled-new', 'SETTLED', '2026-10-31'),
    ]);
    expect(listed.map((entry) => entry.businessCaseId)).toEqual([
      'open-soon',
      'open-late',
      'rejected',
      'settled-new',
      'settled-old',
    ]);
  });

  it('keeps two invoices of one due date in a stable order and leaves the given list alone', () => {
    const given = [invoice('b', 'OPEN', '2026-12-01'), invoice('a', 'OPEN', '2026-12-01')];
    expect(invoicesInOrder(given).map((entry) => entry.businessCaseId)).toEqual(['a', 'b']);
    expect(given.map((entry) => entry.businessCaseId)).toEqual(['b', 'a']);
  });
});
