/**
 * All or nothing (issue 11 item 5), on PostgreSQL: a scheduler process is killed with SIGKILL while an order's
 * execution transaction is open (its debit booked, a pause injected before the status update). After the
 * crash no order is half-booked, every balance equals its booked transactions, and a restarted scheduler
 * executes the rest, each order exactly once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'kysely';
import { isBankingDay, nextBankingDay } from 'shared-kernel/domain';
import { until } from '../../test/helpers';
import { personaApp } from '../../test/persona-app';
import { ANNA } from '../../test/personas';
import { advanceClock, days, insertOrder, ledger } from './test-support';

const onPostgres = process.env.KONTOR_TEST_DB === 'postgres';
const world = personaApp({ config: { paymentSchedulerMs: 0 } });
const ORDERS = 30;

function schedulerProcess(pauseMs: number): ChildProcess {
  const script = join(__dirname, 'scheduler-process.ts');
  // The same loader as `pnpm start` (package.json): shared-kernel's sources as ES modules.
  const loader = join(__dirname, '..', '..', 'loader', 'kernel-as-esm.mjs');
  return spawn(process.execPath, ['--import', 'tsx', '--import', loader, script], {
    cwd: join(__dirname, '..', '..'),
    env: {
      ...process.env,
      // The test file's own database (test/helpers.ts createTestApp).
      DATABASE_URL: world.t.config.databaseUrl ?? '',
      KONTOR_DB_SCHEMA: '',
      KONTOR_TEST_EXECUTION_PAUSE_MS: String(pauseMs),
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

/** An execution transaction of the scheduler process is open and paused (its debit already booked). */
const pausedMidExecution = async () =>
  (
    await sql<{ count: string }>`select count(*)::text as count from pg_stat_activity
      where query like '%pg_sleep%' and state = 'active' and pid <> pg_backend_pid()`.execute(world.db)
  ).rows[0]!.count !== '0';

async function expectConsistent(orderUids: string[]) {
  for (const uid of Object.values(world.accounts)) {
    const { balance, booked } = await ledger(world.db, uid);
    expect({ uid, balance }).toEqual({ uid, balance: booked });
  }
  const rows = await world.db
    .selectFrom('payment_orders as o')
    .leftJoin('transactions as t', 't.payment_order_uid', 'o.uid')
    .select(['o.uid', 'o.status', sql<string>`count(t.uid)::text`.as('bookings')])
    .where('o.uid', 'in', orderUids)
    .groupBy(['o.uid', 'o.status'])
    .execute();
  for (const row of rows)
    expect({ uid: row.uid, bookings: row.bookings }).toEqual({
      uid: row.uid,
      bookings: row.status === 'executed' ? '1' : '0',
    });
  return rows.filter((row) => row.status === 'executed').length;
}

(onPostgres ? it : it.skip)(
  'a scheduler killed mid-execution leaves no half-booked payment; a restart executes each order once',
  async () => {
    const { today: start } = await days(world.db);
    if (!isBankingDay(start)) await advanceClock(world, nextBankingDay(start));
    const { today } = await days(world.db);
    const orders = await Promise.all(
      Array.from({ length: ORDERS }, () =>
        insertOrder(world.db, {
          accountUid: world.accounts['anna:Privatkonto']!,
          requestedBy: world.persons[ANNA]!,
          status: 'accepted',
          paymentTime: today,
          amountValue: 100,
        }),
      ),
    );
    const child = schedulerProcess(400);
    const done = exited(child);
    await until(pausedMidExecution, 'an execution to pause');
    child.kill('SIGKILL');
    expect(await done).toBeNull();
    // PostgreSQL rolls the killed connection's transaction back once it sees the socket close.
    await until(async () => !(await pausedMidExecution()), 'the killed transaction to end');
    const executedBefore = await expectConsistent(orders);
    expect(executedBefore).toBeLessThan(ORDERS);

    const restart = schedulerProcess(0);
    let output = '';
    restart.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect(await exited(restart)).toBe(0);
    expect(JSON.parse(output)).toMatchObject({ executed: ORDERS - executedBefore });
    expect(await expectConsistent(orders)).toBe(ORDERS);
  },
  90_000,
);
