/**
 * The sandbox clock (local and sandbox only; registered with the other sandbox tools): moves the bank's
 * today forward and runs the scheduler for every day on the way, so tests and people can see a dated
 * payment execute ("run the scheduler to date X").
 */
import { addDaysIso, sandboxClockSchema } from 'shared-kernel/domain';
import { defineRoute, type RouteDefinition } from '../http/route';
import { conflict, notFound } from '../http/errors';
import { nullable, object, text } from '../http/schemas';
import { reviewLockedOrder } from './execute';
import { advanceClockTo, bankToday, clockOffsetDays } from './clock';
import { addRun, emptyRun, runDueOrders, type SchedulerRun } from './scheduler';
import { operatorOnly, operatorOrPersona } from '../sandbox/operator';

const clockAnswer = async (db: Parameters<typeof bankToday>[0], run?: SchedulerRun) => ({
  today: await bankToday(db),
  offsetDays: await clockOffsetDays(db),
  ...(run ? { run } : {}),
});
/** The clock's answer: the payments contract (shared-kernel/src/domain/contracts/payment-helpers.ts). */
const clockResponse = sandboxClockSchema;

const readClock = defineRoute({
  method: 'GET',
  url: '/api/sandbox/clock',
  family: 'sandbox',
  auth: 'none',
  callerGuard: operatorOrPersona(),
  apiKey: false,
  schema: { summary: "The sandbox bank's today", response: { 200: clockResponse } },
  handler: async (request) => clockAnswer(request.server.db),
});

const moveClock = defineRoute<{ Body: { date: string } }>({
  method: 'POST',
  url: '/api/sandbox/clock',
  family: 'sandbox',
  auth: 'none',
  // The bank's own side: the operator key only (docs/security.md "Sandbox tools").
  callerGuard: operatorOnly,
  apiKey: false,
  schema: {
    summary: "Moves the bank's today forward to a date and runs the payment scheduler for each day",
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['date'],
      properties: { date: { type: 'string', format: 'date' } },
    },
    response: { 200: clockResponse },
  },
  handler: async (request) => {
    const db = request.server.db;
    const from = await bankToday(db);
    const target = request.body.date;
    if (target < from) throw conflict('clock_backwards', `the bank's today is ${from}`);
    const run: SchedulerRun = emptyRun();
    // Day by day, so standing orders and holidays play out as they would.
    for (let day = addDaysIso(from, 1); day <= target; day = addDaysIso(day, 1)) {
      await advanceClockTo(db, day);
      const today = await bankToday(db);
      addRun(run, await runDueOrders(db, today));
    }
    if (target === from) {
      addRun(run, await runDueOrders(db, from));
    }
    return clockAnswer(db, run);
  },
});

const runScheduler = defineRoute({
  method: 'POST',
  url: '/api/sandbox/scheduler/run',
  family: 'sandbox',
  auth: 'none',
  // The bank's own side: the operator key only (docs/security.md "Sandbox tools").
  callerGuard: operatorOnly,
  apiKey: false,
  schema: {
    summary: "Runs the payment scheduler for the bank's today now",
    response: { 200: clockResponse },
  },
  handler: async (request) => {
    const db = request.server.db;
    return clockAnswer(db, await runDueOrders(db, await bankToday(db)));
  },
});

/**
 * The sandbox operator's review of an order held in `manual` (above the review threshold) or `quarantine`
 * (sanctions list): release (→ accepted; executes at once when due) or reject. One decision wins: the order
 * row is locked and the status change is conditional.
 */
const reviewOrder = defineRoute<{ Params: { uid: string }; Body: { decision: 'release' | 'reject' } }>({
  method: 'POST',
  url: '/api/sandbox/payment-orders/:uid/review',
  family: 'sandbox',
  auth: 'none',
  // The bank's own side: the operator key only (docs/security.md "Sandbox tools").
  callerGuard: operatorOnly,
  apiKey: false,
  schema: {
    summary: 'The sandbox operator releases or rejects a payment order held in manual or quarantine',
    params: {
      type: 'object',
      required: ['uid'],
      properties: { uid: { type: 'string', minLength: 1, maxLength: 64 } },
    },
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['decision'],
      properties: { decision: { type: 'string', enum: ['release', 'reject'] } },
    },
    response: { 200: object({ uid: text, status: text, statusReason: nullable(text) }) },
  },
  handler: async (request) => {
    const db = request.server.db;
    const today = await bankToday(db);
    const order = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('payment_orders')
        .selectAll()
        .where('uid', '=', request.params.uid)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw notFound('payment_order_not_found');
      if (row.status !== 'manual' && row.status !== 'quarantine')
        throw conflict('not_under_review', `the order is ${row.status}`);
      return reviewLockedOrder(trx, row, request.body.decision, today);
    });
    return { uid: order.uid, status: order.status, statusReason: order.status_reason };
  },
});

export const sandboxClockRoutes: RouteDefinition[] = [readClock, moveClock, runScheduler, reviewOrder];
