import type { ExportTicket } from 'shared-kernel/domain';
import { isDownloadable, listedTickets, previousMonth } from './tickets';

const ticket = (uid: string, status: ExportTicket['status'], createdAt: string): ExportTicket => ({
  uid,
  status,
  createdAt,
  format: 'csv',
  cashAccountUid: 'a',
  from: '2026-09-01',
  to: '2026-09-30',
  _links: {},
});

describe('export tickets', () => {
  it('lists new, active and used tickets newest first, without failed ones (spec §4)', () => {
    const listed = listedTickets([
      ticket('old', 'used', '2026-08-01T10:00:00Z'),
      ticket('failed', 'failed', '2026-10-05T10:00:00Z'),
      ticket('newest', 'new', '2026-10-10T10:00:00Z'),
      ticket('middle', 'active', '2026-09-01T10:00:00Z'),
    ]);
    expect(listed.map((t) => t.uid)).toEqual(['newest', 'middle', 'old']);
  });

  it('lists only the tickets of the given accounts (the context’s own)', () => {
    const other = { ...ticket('private', 'used', '2026-10-01T10:00:00Z'), cashAccountUid: 'b' };
    const listed = listedTickets([ticket('own', 'used', '2026-09-01T10:00:00Z'), other], new Set(['a']));
    expect(listed.map((t) => t.uid)).toEqual(['own']);
  });

  it.each([
    ['new', false],
    ['active', true],
    ['used', true],
    ['failed', false],
  ] as const)('a %s ticket is downloadable: %s', (status, expected) => {
    expect(isDownloadable(ticket('x', status, '2026-10-10T10:00:00Z'))).toBe(expected);
  });

  it('proposes the previous calendar month in Zurich', () => {
    expect(previousMonth(new Date('2026-03-01T00:30:00+01:00'))).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
  });
});
