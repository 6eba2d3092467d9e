/**
 * The exports resource's contract, once (issue 27 item 1): a statement export ticket and the request for one
 * (spec §3 "Export ticket", §4: new → active → used, or failed). The gateway declares them as its routes'
 * schemas; remote-accounts' documents screen reads the types.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { arrayOf, closed, day, text, timestamp, uuid } from './pieces';

/** Spec §4 export ticket status. */
export const EXPORT_TICKET_STATUSES = ['new', 'active', 'used', 'failed'] as const;
/** CSV (for Excel) or ISO 20022 camt.053.001.08. */
export const EXPORT_FORMATS = ['csv', 'camt053'] as const;

/** An export ticket (GET/POST /natural-persons/{uid}/export-tickets). */
export const exportTicketSchema = closed({
  uid: text,
  status: { type: 'string', enum: EXPORT_TICKET_STATUSES },
  createdAt: timestamp,
  format: { type: 'string', enum: EXPORT_FORMATS },
  cashAccountUid: text,
  /** The statement's period, both days included. */
  from: day,
  to: day,
  /** The download, once the file exists (active or used). */
  _links: closed({ download: closed({ href: text }) }, ['download']),
});

export const exportTicketsSchema = arrayOf(exportTicketSchema);

/** POST /natural-persons/{uid}/export-tickets: a statement of one account for a period. */
export const exportRequestSchema = closed({
  cashAccountUid: uuid,
  from: day,
  to: day,
  format: { type: 'string', enum: EXPORT_FORMATS },
});

/** GET /export-tickets/{ticketUid}/download. */
export const exportDownloadParams = closed({ ticketUid: uuid });

export type ExportTicketStatus = (typeof EXPORT_TICKET_STATUSES)[number];
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export type ExportTicket = FromSchema<typeof exportTicketSchema>;
export type ExportRequest = FromSchema<typeof exportRequestSchema>;
