/**
 * The sandbox clock (local and sandbox only; registered with the other sandbox tools): moves the bank's
 * today forward and runs the scheduler for every day on the way, so tests and people can see a dated
 * payment execute ("run the scheduler to date X").
 */
import { addDaysIso } from 'shared-kernel/domain';
import { defineRoute, type RouteDefinition } from '../http/route';
import { conflict } from '../http/errors';
import { advanceClockTo, bankToday, clockOffsetDays } from './clock';
import { runDueOrders, type SchedulerRun } from './scheduler';

const clockAnswer = async (db: Parameters<typeof bankToday>[0], run?: SchedulerRun) => ({
  today: await bankToday(db),
  offsetDays: await clockOffsetDays(db),
  ...(run ? { run } : {}),
});
const clockResponse = { type: 'object', additionalProperties: true } as const;

const readClock = defineRoute({
  method: 'GET',
  url: '/api/sandbox/clock',
  family: 'sandbox',
  auth: 'none',
  apiKey: false,
  schema: { summary: "The sandbox bank's today", response: { 200: clockResponse } },
  handler: async (request) => clockAnswer(request.server.db),
});

const moveClock = defineRoute<{ Body: { date: string } }>({
  method: 'POST',
  url: '/api/sandbox/clock',
  family: 'sandbox',
  auth: 'none',
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
    const run: SchedulerRun = { executed: 0, rejected: 0, occurrencesCreated: 0 };
    // Day by day, so standing orders and holidays play out as they would.
    for (let day = addDaysIso(from, 1); day <= target; day = addDaysIso(day, 1)) {
      await advanceClockTo(db, day);
      const today = await bankToday(db);
      const ran = await runDueOrders(db, today);
      run.executed += ran.executed;
      run.rejected += ran.rejected;
      run.occurrencesCreated += ran.occurrencesCreated;
    }
    if (target === from) {
      const ran = await runDueOrders(db, from);
      Object.assign(run, ran);
    }
    return clockAnswer(db, run);
  },
});

const runScheduler = defineRoute({
  method: 'POST',
  url: '/api/sandbox/scheduler/run',
  family: 'sandbox',
  auth: 'none',
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

export const sandboxClockRoutes: RouteDefinition[] = [readClock, moveClock, runScheduler];
