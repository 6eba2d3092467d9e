/**
 * The payment scheduler (issue 11 item 5): executes accepted orders due on a banking day. Every gateway
 * instance runs one; `for update skip locked` plus the conditional status update make each order execute
 * once however many instances scan at the same moment.
 */
import type { FastifyInstance } from 'fastify';
import { isBankingDay } from 'shared-kernel/domain';
import type { KontorDb } from '../db/database';
import { bankToday } from './clock';
import { settleLockedOrder } from './execute';

export interface SchedulerRun {
  executed: number;
  rejected: number;
  occurrencesCreated: number;
}

/** Settles one due order in its own transaction; false when none is left (or all are being settled elsewhere). */
async function settleNextDueOrder(db: KontorDb, today: string, run: SchedulerRun): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('payment_orders')
      .selectAll()
      .where('status', '=', 'accepted')
      .where('execution_date', '<=', today)
      .orderBy('execution_date')
      .orderBy('created_at')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!order) return false;
    const { order: settled, next } = await settleLockedOrder(trx, order, today);
    if (settled.status === 'executed') run.executed += 1;
    else run.rejected += 1;
    if (next) run.occurrencesCreated += 1;
    return true;
  });
}

/** Executes every order due on `today` when it is a banking day (weekends and SIC holidays wait). */
export async function runDueOrders(db: KontorDb, today: string): Promise<SchedulerRun> {
  const run: SchedulerRun = { executed: 0, rejected: 0, occurrencesCreated: 0 };
  if (!isBankingDay(today)) return run;
  while (await settleNextDueOrder(db, today, run));
  return run;
}

/** Starts the instance's scheduler (every `intervalMs`; 0 = off) and stops it when the server closes. */
export function installPaymentScheduler(app: FastifyInstance, intervalMs: number): void {
  if (intervalMs <= 0) return;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = bankToday(app.db)
      .then((today) => runDueOrders(app.db, today))
      .catch((error: unknown) => app.log.error({ err: error }, 'payment scheduler run failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  app.addHook('onReady', async () => tick());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
