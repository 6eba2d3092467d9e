/** A booking is reached through its account: the account's context and right decide (accounts/access.ts). */
import type { KontorExecutor } from '../db/database';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { loadAccountInContext } from '../accounts/access';

export async function loadTransactionInContext(
  db: KontorExecutor,
  ctx: RequestContext,
  transactionUid: string,
  action: 'view' | 'capture',
) {
  const transaction = await db
    .selectFrom('transactions')
    .selectAll()
    .where('uid', '=', transactionUid)
    .executeTakeFirst();
  if (!transaction) throw notFound('transaction_not_found');
  const account = await loadAccountInContext(db, ctx, transaction.cash_account_uid, action);
  return { transaction, account };
}
