/**
 * Export tickets (spec §4: new → active → used, listed newest first without failed ones): a statement of one
 * account for a period, in CSV or camt.053.001.08, generated from booked transactions. Each step publishes exportTicket.
 */
import { randomUUID } from 'node:crypto';
import { create as contentDisposition } from 'content-disposition';
import { sql, type Selectable } from 'kysely';
import { defineRoute } from '../http/route';
import { notFound, validationError, conflict } from '../http/errors';
import { publishEvent } from '../events/publish';
import type { KontorExecutor } from '../db/database';
import { loadAccountInContext, viewableAccounts } from '../accounts/access';
import { requireSelf } from '../http/access';
import {
  exportDownloadParams,
  exportRequestSchema,
  exportTicketSchema,
  exportTicketsSchema,
  uidPathParams,
  type ExportRequest,
  type UidPathParams,
} from 'shared-kernel/domain';
import type { ExportTicketsTable } from '../db/tables/exports';
import { storeStatementFile } from './statement-file';

const ticketView = (ticket: Selectable<ExportTicketsTable>) => ({
  uid: ticket.uid,
  status: ticket.status,
  createdAt: ticket.created_at.toISOString(),
  format: ticket.format,
  cashAccountUid: ticket.cash_account_uid,
  from: ticket.period_from,
  to: ticket.period_to,
  _links:
    ticket.status === 'new' || ticket.status === 'failed'
      ? {}
      : { download: { href: `/api/export-tickets/${ticket.uid}/download` } },
});

async function announce(trx: KontorExecutor, ticket: Selectable<ExportTicketsTable>) {
  await publishEvent(trx, {
    type: 'exportTicket',
    guid: ticket.uid,
    message: {
      exportTicketUID: ticket.uid,
      status: ticket.status,
      ownerUid: ticket.person_uid,
      cashAccountUid: ticket.cash_account_uid,
    },
    audience: { personUids: [ticket.person_uid] },
  });
}

export const exportTicketRoutes = [
  defineRoute<{ Params: UidPathParams }>({
    method: 'GET',
    url: '/api/natural-persons/:uid/export-tickets',
    family: 'exports.read',
    auth: 'strong',
    schema: { params: uidPathParams, response: { 200: exportTicketsSchema } },
    handler: async (request) => {
      const personUid = requireSelf(request.ctx, request.params.uid);
      // A context lists the statements of its own accounts: a partnership never shows the private ones.
      const accountUids = (await viewableAccounts(request.server.db, request.ctx)).map(
        (account) => account.uid,
      );
      if (accountUids.length === 0) return [];
      const rows = await request.server.db
        .selectFrom('export_tickets')
        .selectAll()
        .where('person_uid', '=', personUid)
        .where('cash_account_uid', 'in', accountUids)
        .where('status', 'in', ['new', 'active', 'used'])
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map(ticketView);
    },
  }),
  defineRoute<{ Params: UidPathParams; Body: ExportRequest }>({
    method: 'POST',
    url: '/api/natural-persons/:uid/export-tickets',
    family: 'exports.write',
    auth: 'strong',
    schema: {
      params: uidPathParams,
      body: exportRequestSchema,
      response: { 201: exportTicketSchema },
    },
    handler: async (request, reply) => {
      const db = request.server.db;
      const personUid = requireSelf(request.ctx, request.params.uid);
      const { cashAccountUid, from, to, format } = request.body;
      if (from > to)
        throw validationError([
          { field: 'to', code: 'date_before_from', message: 'to must not be before from' },
        ]);
      const account = await loadAccountInContext(db, request.ctx, cashAccountUid, 'view');
      // One transaction from ticket to file (issue 10 item 8): a failure on the way leaves nothing behind,
      // never a ticket stuck in `new`; the stream hears of it once, active.
      const ready = await db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('export_tickets')
          .values({
            uid: randomUUID(),
            person_uid: personUid,
            cash_account_uid: account.uid,
            format,
            period_from: from,
            period_to: to,
            status: 'new',
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const fileUid = await storeStatementFile(trx, created, { language: request.ctx.language });
        const ticket = await trx
          .updateTable('export_tickets')
          .set({ status: 'active', file_resource_uid: fileUid, updated_at: sql<Date>`now()` })
          .where('uid', '=', created.uid)
          .where('status', '=', 'new')
          .returningAll()
          .executeTakeFirstOrThrow();
        await announce(trx, ticket);
        return ticket;
      });
      return reply.code(201).send(ticketView(ready));
    },
  }),
  defineRoute<{ Params: { ticketUid: string } }>({
    method: 'GET',
    url: '/api/export-tickets/:ticketUid/download',
    family: 'exports.read',
    auth: 'strong',
    raw: true,
    produces: 'application/octet-stream',
    schema: { params: exportDownloadParams },
    handler: async (request, reply) => {
      const db = request.server.db;
      const ticket = await db
        .selectFrom('export_tickets')
        .selectAll()
        .where('uid', '=', request.params.ticketUid)
        .executeTakeFirst();
      if (!ticket) throw notFound('export_ticket_not_found');
      requireSelf(request.ctx, ticket.person_uid);
      // Downloaded in the context the statement belongs to, as it is listed there (403 elsewhere).
      await loadAccountInContext(db, request.ctx, ticket.cash_account_uid, 'view');
      if (!ticket.file_resource_uid || ticket.status === 'new' || ticket.status === 'failed')
        throw conflict('export_not_ready');
      const file = await db
        .selectFrom('file_resources')
        .selectAll()
        .where('uid', '=', ticket.file_resource_uid)
        .executeTakeFirstOrThrow();
      if (ticket.status === 'active') {
        await db.transaction().execute(async (trx) => {
          // Spec §4 active → used once: of downloads racing, only the one that changes the row announces it.
          const used = await trx
            .updateTable('export_tickets')
            .set({ status: 'used', updated_at: sql<Date>`now()` })
            .where('uid', '=', ticket.uid)
            .where('status', '=', 'active')
            .returningAll()
            .executeTakeFirst();
          if (used) await announce(trx, used);
        });
      }
      return reply
        .header('content-type', `${file.mime_type}; charset=utf-8`)
        .header('content-disposition', contentDisposition(file.display_name))
        .send(file.content);
    },
  }),
];
