/**
 * The bank's today: the real date in Europe/Zurich plus the sandbox clock's offset (0 outside local and
 * sandbox, where the clock routes do not exist). Every gateway instance reads the same row, so they agree.
 */
import { sql } from 'kysely';
import { addDaysIso, toApiDate } from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';

export async function clockOffsetDays(db: KontorExecutor): Promise<number> {
  const row = await db
    .selectFrom('sandbox_clock')
    .select('offset_days')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.offset_days ?? 0;
}

/** Today as the bank sees it, yyyy-MM-dd. */
export async function bankToday(db: KontorExecutor, now: Date = new Date()): Promise<string> {
  return addDaysIso(toApiDate(now), await clockOffsetDays(db));
}

/**
 * Moves the clock so the bank's today is `date`, never back (a booked day stays booked); false when the
 * clock already stands at or after it. One conditional update: concurrent moves cannot go backwards.
 */
export async function advanceClockTo(
  db: KontorExecutor,
  date: string,
  now: Date = new Date(),
): Promise<boolean> {
  const realToday = toApiDate(now);
  const offset = Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${realToday}T00:00:00Z`)) / 86_400_000,
  );
  const moved = await db
    .updateTable('sandbox_clock')
    .set({ offset_days: offset, updated_at: sql<Date>`now()` })
    .where('id', '=', 1)
    .where('offset_days', '<', offset)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) > 0;
}
