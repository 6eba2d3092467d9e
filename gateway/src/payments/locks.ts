/**
 * The one lock order of every write on a payment order (issue 26 item 3). PostgreSQL answers two
 * transactions that lock the same rows in opposite orders with a deadlock (one of them fails); PGlite runs
 * one query at a time and never shows it (order-write-pairs.test.ts runs every pair of writes on both).
 * Every writer takes only the locks it needs, in this order:
 *
 *   1. its idempotency claim (payment_submissions: a twin waits there holding nothing else);
 *   2. a beneficiary's approval, then the beneficiary (its decision moves the blocked orders paying it);
 *   3. payment_orders rows, several at once in uid order (`lockOrder`; the scheduler claims its one order
 *      with skip locked, which is why the order comes before its account);
 *   4. that order's pending_approvals rows (`lockApproval`, or `withdrawApproval`'s update);
 *   5. cash_accounts rows, the debit and the credited account together in uid order (`lockAccounts`;
 *      a booking locks its account again, already held);
 *   5b. the eBill invoice an order pays (ebill_invoices: `claimEbillInvoice` when it is submitted,
 *      `settleEbillInvoice` when it executes, the standing approval's scan in payments/ebill.ts);
 *   6. the file_resources rows the order claims as attachments (`claimAttachments` in submit.ts).
 *
 * Edit, submit (submit.ts writeOrder), approve and reject (approvals.ts decideLocked), delete (orders.ts),
 * execute and the clearing (scheduler.ts, execute.ts) and the sandbox review (sandbox-clock.ts) follow it.
 * Creating an order locks its accounts and then inserts its rows: rows no other transaction can see yet keep
 * nobody waiting. A write that read the order before another changed it is refused by its conditional update
 * or its recheck under the lock (409), never applied to a state it did not check.
 */
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { CashAccountsTable } from '../db/tables/accounts';
import type { ApprovalRow, OrderRow } from './queries';

type AccountRow = Selectable<CashAccountsTable>;

/** Step 3: the order row, locked (undefined when there is none). */
export const lockOrder = (trx: Transaction<Database>, uid: string): Promise<OrderRow | undefined> =>
  trx.selectFrom('payment_orders').selectAll().where('uid', '=', uid).forUpdate().executeTakeFirst();

/** Step 4: one approval row, locked, after its order's (a beneficiary's approval comes first: step 2). */
export const lockApproval = (trx: Transaction<Database>, uid: string): Promise<ApprovalRow> =>
  trx
    .selectFrom('pending_approvals')
    .selectAll()
    .where('uid', '=', uid)
    .forUpdate()
    .executeTakeFirstOrThrow();

/** Step 5: accounts in uid order, all at once, so two opposite internal payments cannot deadlock. */
export async function lockAccounts(
  trx: Transaction<Database>,
  uids: readonly (string | null | undefined)[],
): Promise<Map<string, AccountRow>> {
  const wanted = [...new Set(uids.filter((uid): uid is string => !!uid))];
  if (wanted.length === 0) return new Map();
  const rows = await trx
    .selectFrom('cash_accounts')
    .selectAll()
    .where('uid', 'in', wanted)
    .orderBy('uid')
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.uid, row]));
}

/** The accounts an order books on: its debit account and, for an internal payment, the credited one. */
export const accountsOf = (order: Pick<OrderRow, 'cash_account_uid' | 'target_account_uid'>) => [
  order.cash_account_uid,
  order.target_account_uid,
];
