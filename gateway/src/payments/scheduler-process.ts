/**
 * The payment scheduler as a process of its own (`node --import tsx src/payments/scheduler-process.ts`):
 * settles every order due on the bank's today and exits, printing what it did. The crash test kills it in
 * the middle of an execution; operations can run it beside the gateways (they never execute an order twice).
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { bankToday } from './clock';
import { runDueOrders } from './scheduler';

const config = loadConfig();
const database = await openDatabase(config);
try {
  const run = await runDueOrders(database.db, await bankToday(database.db));
  console.log(JSON.stringify(run));
} finally {
  await database.close();
}
