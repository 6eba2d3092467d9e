/**
 * Export tickets (spec §4: new → active → used, listed newest first without failed ones): a statement of one
 * account for a period, in CSV or camt.053.001.08, generated from booked transactions. Each step publishes exportTicket.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import { defineRoute } from '../../http/route';
import { notFound, validationError, conflict } from '../../http/errors';
import { publishEvent } from '../../events/publish';
import type { KontorExecutor } from '../../db/database';
import { loadAccountInContext, requireSelf } from '../access';
import type { ExportTicketsTable } from '../schema';
import { statementCamt053, statementCsv } from '../statements';

const uuid = { type: 'string', minLength: 36, maxLength: 36 } as const;
const FORMATS = {
  csv: { mime: 'text/csv', extension: 'csv' },
  camt053: { mime: 'application/xml', extension: 'xml' },
} as const;

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

/** Net booked movement (credits − debits) of an account on or after a day. */
async function netBookedSince(db: KontorExecutor, accountUid: string, fromDay: string): Promise<number> {
  const row = await db
    .selectFrom('transactions')
    .select(
      sql<string>`coalesce(sum(case when direction = 'credit' then amount_value else -amount_value end), 0)`.as(
        'net',
      ),
    )
    .where('cash_account_uid', '=', accountUid)
    .where('status', '=', 'booked')
    .where('booking_date', '>=', fromDay)
    .executeTakeFirstOrThrow();
  return Number(row.net);
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export const exportRoutes = [
  defineRoute<{ Params: { uid: string } }>({
    method: 'GET',
    url: '/api/natural-persons/:uid/export-tickets',
    family: 'exports.read',
    auth: 'strong',
    schema: { params: { type: 'object', properties: { uid: uuid }, required: ['uid'] } },
    handler: async (request) => {
      const personUid = requireSelf(request.ctx, request.params.uid);
      const rows = await request.server.db
        .selectFrom('export_tickets')
        .selectAll()
        .where('person_uid', '=', personUid)
        .where('status', 'in', ['new', 'active', 'used'])
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map(ticketView);
    },
  }),
  defineRoute<{
    Params: { uid: string };
    Body: { cashAccountUid: string; from: string; to: string; format: 'csv' | 'camt053' };
  }>({
    method: 'POST',
    url: '/api/natural-persons/:uid/export-tickets',
    family: 'exports.write',
    auth: 'strong',
    schema: {
      params: { type: 'object', properties: { uid: uuid }, required: ['uid'] },
      body: {
        type: 'object',
        required: ['cashAccountUid', 'from', 'to', 'format'],
        additionalProperties: false,
        properties: {
          cashAccountUid: uuid,
          from: { type: 'string', format: 'date' },
          to: { type: 'string', format: 'date' },
          format: { type: 'string', enum: ['csv', 'camt053'] },
        },
      },
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
      const created = await db.transaction().execute(async (trx) => {
        const ticket = await trx
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
        await announce(trx, ticket);
        return ticket;
      });
      const ready = await db.transaction().execute(async (trx) => {
        const transactions = await trx
          .selectFrom('transactions')
          .selectAll()
          .where('cash_account_uid', '=', account.uid)
          .where('status', '=', 'booked')
          .where('booking_date', '>=', from)
          .where('booking_date', '<=', to)
          .orderBy('booking_date')
          .orderBy('created_at')
          .execute();
        const balance = Number(
          (
            await trx
              .selectFrom('cash_accounts')
              .select('balance_value')
              .where('uid', '=', account.uid)
              .executeTakeFirstOrThrow()
          ).balance_value,
        );
        const owner =
          account.owner_type === 'person'
            ? await trx
                .selectFrom('natural_persons')
                .select(sql<string>`name || ' ' || family_name`.as('name'))
                .where('uid', '=', account.owner_uid)
                .executeTakeFirstOrThrow()
            : await trx
                .selectFrom('partnerships')
                .select('name')
                .where('uid', '=', account.owner_uid)
                .executeTakeFirstOrThrow();
        const input = {
          statementId: created.uid.replace(/-/g, '').slice(0, 35),
          createdAt: new Date(),
          account,
          ownerName: owner.name,
          from,
          to,
          openingBalance: balance - (await netBookedSince(trx, account.uid, from)),
          closingBalance: balance - (await netBookedSince(trx, account.uid, nextDay(to))),
          transactions,
        };
        const content = Buffer.from(format === 'csv' ? statementCsv(input) : statementCamt053(input), 'utf8');
        const kind = FORMATS[format];
        const file = await trx
          .insertInto('file_resources')
          .values({
            uid: randomUUID(),
            bucket_file_name: `${randomUUID()}.${kind.extension}`,
            owner_uid: created.uid,
            uploaded_by: personUid,
            display_name: `${account.account_name}-${from}-${to}.${kind.extension}`,
            mime_type: kind.mime,
            file_size: content.length,
            content,
          })
          .returning('uid')
          .executeTakeFirstOrThrow();
        const ticket = await trx
          .updateTable('export_tickets')
          .set({ status: 'active', file_resource_uid: file.uid, updated_at: sql<Date>`now()` })
          .where('uid', '=', created.uid)
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
    schema: { params: { type: 'object', properties: { ticketUid: uuid }, required: ['ticketUid'] } },
    handler: async (request, reply) => {
      const db = request.server.db;
      const ticket = await db
        .selectFrom('export_tickets')
        .selectAll()
        .where('uid', '=', request.params.ticketUid)
        .executeTakeFirst();
      if (!ticket) throw notFound('export_ticket_not_found');
      requireSelf(request.ctx, ticket.person_uid);
      if (!ticket.file_resource_uid || ticket.status === 'new' || ticket.status === 'failed')
        throw conflict('export_not_ready');
      const file = await db
        .selectFrom('file_resources')
        .selectAll()
        .where('uid', '=', ticket.file_resource_uid)
        .executeTakeFirstOrThrow();
      if (ticket.status === 'active') {
        await db.transaction().execute(async (trx) => {
          const used = await trx
            .updateTable('export_tickets')
            .set({ status: 'used', updated_at: sql<Date>`now()` })
            .where('uid', '=', ticket.uid)
            .returningAll()
            .executeTakeFirstOrThrow();
          await announce(trx, used);
        });
      }
      return reply
        .header('content-type', `${file.mime_type}; charset=utf-8`)
        .header('content-disposition', `attachment; filename="${encodeURIComponent(file.display_name)}"`)
        .send(file.content);
    },
  }),
];
