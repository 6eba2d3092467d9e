/**
 * The file of an export ticket: the statement of its account and period, generated from booked transactions in
 * the customer's language and stored as the ticket's file resource. The export route and the seed both use it,
 * so a listed ticket always has a file to download.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { KontorExecutor } from '../db/database';
import type { ExportTicketsTable } from '../db/tables/exports';
import type { Language } from '../http/context';
import { statementCamt053, statementCsv, statementReference, statementTexts } from './statements';

export const STATEMENT_FORMATS = {
  csv: { mime: 'text/csv', extension: 'csv' },
  camt053: { mime: 'application/xml', extension: 'xml' },
} as const;
export type StatementFormat = keyof typeof STATEMENT_FORMATS;

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

async function ownerName(db: KontorExecutor, ownerType: string, ownerUid: string): Promise<string> {
  const owner =
    ownerType === 'person'
      ? await db
          .selectFrom('natural_persons')
          .select(sql<string>`name || ' ' || family_name`.as('name'))
          .where('uid', '=', ownerUid)
          .executeTakeFirstOrThrow()
      : await db
          .selectFrom('partnerships')
          .select('name')
          .where('uid', '=', ownerUid)
          .executeTakeFirstOrThrow();
  return owner.name;
}

export interface StatementFileOptions {
  language: Language;
  createdAt?: Date;
  /** Uids of the stored file (the seed derives them, so the seed stays deterministic). */
  newUid?: () => string;
}

/** Writes the ticket's statement as a file resource and returns the file's uid (call inside a transaction). */
export async function storeStatementFile(
  trx: KontorExecutor,
  ticket: Selectable<ExportTicketsTable>,
  options: StatementFileOptions,
): Promise<string> {
  const newUid = options.newUid ?? randomUUID;
  const account = await trx
    .selectFrom('cash_accounts')
    .selectAll()
    .where('uid', '=', ticket.cash_account_uid)
    .executeTakeFirstOrThrow();
  const transactions = await trx
    .selectFrom('transactions')
    .selectAll()
    .where('cash_account_uid', '=', account.uid)
    .where('status', '=', 'booked')
    .where('booking_date', '>=', ticket.period_from)
    .where('booking_date', '<=', ticket.period_to)
    .orderBy('booking_date')
    .orderBy('created_at')
    .execute();
  const balance = Number(account.balance_value);
  const input = {
    statementId: statementReference(ticket.uid),
    createdAt: options.createdAt ?? new Date(),
    account,
    ownerName: await ownerName(trx, account.owner_type, account.owner_uid),
    from: ticket.period_from,
    to: ticket.period_to,
    openingBalance: balance - (await netBookedSince(trx, account.uid, ticket.period_from)),
    closingBalance: balance - (await netBookedSince(trx, account.uid, nextDay(ticket.period_to))),
    transactions,
  };
  const format = ticket.format as StatementFormat;
  const content = Buffer.from(
    format === 'csv' ? statementCsv(input, statementTexts(options.language)) : statementCamt053(input),
    'utf8',
  );
  const kind = STATEMENT_FORMATS[format];
  const file = await trx
    .insertInto('file_resources')
    .values({
      uid: newUid(),
      bucket_file_name: `${newUid()}.${kind.extension}`,
      owner_uid: ticket.uid,
      uploaded_by: ticket.person_uid,
      display_name: `${account.account_name}-${ticket.period_from}-${ticket.period_to}.${kind.extension}`,
      mime_type: kind.mime,
      file_size: content.length,
      content,
    })
    .returning('uid')
    .executeTakeFirstOrThrow();
  return file.uid;
}
