/**
 * The payment scheduler (issue 11 item 5): executes accepted orders due on a banking day, and (issue 31) lets
 * the eBill standing approvals pay the invoices due. Every gateway
 * instance runs one; `for update skip locked` plus the conditional status update make each order execute
 * once however many instances scan at the same moment.
 */
import type { FastifyInstance } from 'fastify';
import { isBankingDay } from 'shared-kernel/domain';
import type { KontorDb } from '../db/database';
import { bankToday } from './clock';
import { payDueEbillInvoices } from './ebill';
import { clearLockedOrder, settleLockedOrder } from './execute';

export interface SchedulerRun {
  /** Orders whose debit was booked (now executed, in-progress or retrying) or that the clearing confirmed. */
  executed: number;
  rejected: number;
  occurrencesCreated: number;
  /** Orders the sandbox held for the operator (manual, quarantine). */
  held: number;
  /** Deliveries the clearing refused in this run (retrying). */
  retried: number;
  /** Issue 31: eBill invoices standing approvals paid (their orders count in `executed` too), or did not cover. */
  ebillPaid: number;
  ebillNotCovered: number;
}

export const emptyRun = (): SchedulerRun => ({
  executed: 0,
  rejected: 0,
  occurrencesCreated: 0,
  held: 0,
  retried: 0,
  ebillPaid: 0,
  ebillNotCovered: 0,
});

export function addRun(total: SchedulerRun, run: SchedulerRun): SchedulerRun {
  for (const key of Object.keys(total) as (keyof SchedulerRun)[]) total[key] += run[key];
  return total;
}

function count(run: SchedulerRun, status: string): void {
  if (status === 'rejected') run.rejected += 1;
  else if (status === 'manual' || status === 'quarantine') run.held += 1;
  else if (status === 'retrying') run.retried += 1;
  else run.executed += 1;
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
    count(run, settled.status);
    if (next) run.occurrencesCreated += 1;
    return true;
  });
}

/**
 * The clearing's answer for one order waiting on it whose day has come (in-progress → executed; retrying →
 * a new delivery attempt); false when none is left. Same claim as above: skip locked + conditional update.
 */
async function clearNextOrder(db: KontorDb, today: string, run: SchedulerRun): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('payment_orders')
      .selectAll()
      .where('status', 'in', ['in-progress', 'retrying'])
      .where('next_attempt_date', '<=', today)
      .orderBy('next_attempt_date')
      .orderBy('created_at')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!order) return false;
    count(run, (await clearLockedOrder(trx, order, today)).status);
    return true;
  });
}

/**
 * Executes every order due on `today` when it is a banking day (weekends and SIC holidays wait), after the
 * clearing's answers for the orders sent on earlier banking days.
 */
export async function runDueOrders(db: KontorDb, today: string): Promise<SchedulerRun> {
  const run = emptyRun();
  if (!isBankingDay(today)) return run;
  // The clearing answers first: what was sent on an earlier banking day is confirmed or delivered again.
  while (await clearNextOrder(db, today, run));
  // Then the standing approvals of the eBill invoices due (payments/ebill.ts): each pays through an order
  // executed here by the same engine, or is marked not covered.
  const ebill = await payDueEbillInvoices(db, today);
  run.executed += ebill.paid;
  run.ebillPaid += ebill.paid;
  run.ebillNotCovered += ebill.notCovered;
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
