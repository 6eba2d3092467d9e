/**
 * Reading cards with what their rules and views need: the card, its program's partnership, its holder's name and
 * its debit account's owner, currency and factor. Which of them the caller may read is the kernel's
 * cardReadAllowed (./access.ts), never a query's filter alone.
 */
import { sql } from 'kysely';
import type { KontorExecutor } from '../db/database';

export const cardQuery = (db: KontorExecutor) =>
  db
    .selectFrom('cards as c')
    .innerJoin('natural_persons as h', 'h.uid', 'c.holder_uid')
    .innerJoin('cash_accounts as a', 'a.uid', 'c.cash_account_uid')
    .leftJoin('card_programs as p', 'p.uid', 'c.card_program_uid')
    .selectAll('c')
    .select([
      'p.partnership_uid',
      sql<string>`h.name || ' ' || h.family_name`.as('holder_name'),
      'a.owner_uid as account_owner_uid',
      'a.currency',
      'a.balance_factor',
    ]);

export type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['executeTakeFirstOrThrow']>>;

export async function cardByUid(db: KontorExecutor, uid: string): Promise<CardRow | undefined> {
  return cardQuery(db).where('c.uid', '=', uid).executeTakeFirst();
}

/** The cards of a context: a person's private cards, or the cards of a partnership's programs. */
export function contextCards(db: KontorExecutor, context: { type: 'private' | 'business'; uid: string }) {
  const query = cardQuery(db);
  return context.type === 'private'
    ? query.where('c.holder_uid', '=', context.uid).where('c.card_program_uid', 'is', null)
    : query.where('p.partnership_uid', '=', context.uid);
}

/** Card payments (debits booked or reserved) of the card since a day, minor units; cash ones apart. */
export async function cardSpending(
  db: KontorExecutor,
  cardUids: readonly string[],
  since: string,
): Promise<Map<string, { all: number; cash: number }>> {
  const spent = new Map<string, { all: number; cash: number }>();
  if (cardUids.length === 0) return spent;
  const rows = await db
    .selectFrom('transactions')
    .select([
      'card_uid',
      sql<string>`coalesce(sum(amount_value), 0)::text`.as('all_value'),
      sql<string>`coalesce(sum(case when category = 'cash' then amount_value else 0 end), 0)::text`.as(
        'cash_value',
      ),
    ])
    .where('card_uid', 'in', [...cardUids])
    .where('direction', '=', 'debit')
    .where('status', 'in', ['booked', 'reserved'])
    .where('booking_date', '>=', since)
    .groupBy('card_uid')
    .execute();
  for (const row of rows)
    if (row.card_uid) spent.set(row.card_uid, { all: Number(row.all_value), cash: Number(row.cash_value) });
  return spent;
}

/** The first day of `today`'s month (yyyy-MM-01): a card's monthly limits count from it. */
export const monthStart = (today: string): string => `${today.slice(0, 7)}-01`;

/** Whether a live replacement of the card exists (one at a time). */
export async function hasReplacement(db: KontorExecutor, cardUid: string): Promise<boolean> {
  const row = await db
    .selectFrom('cards')
    .select('uid')
    .where('replaces_card_uid', '=', cardUid)
    .where('status', '<>', 'deleted')
    .executeTakeFirst();
  return row !== undefined;
}
