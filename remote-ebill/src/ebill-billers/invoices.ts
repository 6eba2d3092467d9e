/** How a biller's invoices are listed: the open ones first, soonest due first; then the others, latest first. */
import type { EbillInvoice } from 'shared-kernel/domain';

type Listed = Pick<EbillInvoice, 'status' | 'dueDate' | 'businessCaseId'>;

export function invoicesInOrder<T extends Listed>(invoices: readonly T[]): T[] {
  const open = invoices.filter((invoice) => invoice.status === 'OPEN');
  const closed = invoices.filter((invoice) => invoice.status !== 'OPEN');
  const byDue = (a: T, b: T) =>
    a.dueDate.localeCompare(b.dueDate) || a.businessCaseId.localeCompare(b.businessCaseId);
  return [...open.sort(byDue), ...closed.sort((a, b) => byDue(b, a))];
}

/** The badge tone of an invoice status. */
export const invoiceTone = (status: EbillInvoice['status']): 'warning' | 'success' | 'neutral' =>
  status === 'OPEN' ? 'warning' : status === 'SETTLED' ? 'success' : 'neutral';
