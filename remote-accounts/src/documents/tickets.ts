/** Export tickets (spec §3 "Export ticket", §4: new → active → used, failed; only new, active, used listed, newest first). */
import { toApiDate, type ExportTicket, type ExportTicketStatus } from 'shared-kernel/domain';

const LISTED: ExportTicketStatus[] = ['new', 'active', 'used'];

/**
 * The tickets a context lists: those of its own accounts (a partnership never lists the person's private
 * statements), in the listed statuses, newest first. `accountUids` omitted: every account.
 */
export function listedTickets(tickets: ExportTicket[], accountUids?: ReadonlySet<string>): ExportTicket[] {
  return tickets
    .filter((ticket) => LISTED.includes(ticket.status))
    .filter((ticket) => !accountUids || accountUids.has(ticket.cashAccountUid))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** A ticket can be downloaded once its file exists: active (not yet downloaded) or used (downloaded before). */
export const isDownloadable = (ticket: ExportTicket): boolean =>
  ticket.status === 'active' || ticket.status === 'used';

/** The period a statement usually covers: the previous calendar month (Zurich days). */
export function previousMonth(today: Date = new Date()): { from: string; to: string } {
  const [year, month] = toApiDate(today).split('-').map(Number) as [number, number];
  // Day 0 of this month is the last day of the previous one (UTC arithmetic on calendar dates only).
  const last = new Date(Date.UTC(year, month - 1, 0));
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { from: day(new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), 1))), to: day(last) };
}
