/**
 * Paying from an account (spec §2, §5, §6; issue 26): the kernel's paymentCreationAllowed (bankable context,
 * active account, capture right) and paymentBaseAllowed (the wise bases by context), the rules the menu and the
 * route guard ask too. Every route of the payment form asks here: its schema, its options and the create.
 */
import { paymentBaseAllowed, paymentCreationAllowed, type PaymentOrderBase } from 'shared-kernel/domain';
import { loadAccountInContext } from '../accounts/access';
import type { KontorDb } from '../db/database';
import type { RequestContext } from '../http/context';
import { forbidden } from '../http/errors';
import { paymentError } from './messages';
import { paymentContext } from './rule-facts';

/** The base must serve the request's context (wise: private transfers, wisebusiness: business transfers). */
export function requireBaseContext(ctx: RequestContext, base: PaymentOrderBase): void {
  const contextType = ctx.partnershipUid ? 'partnership' : 'private';
  if (!paymentBaseAllowed(base, contextType)) throw forbidden(`${base}: not in this context`);
}

/** The debit account of a new order, and the payment rules' facts of the caller. */
export async function debitAccount(db: KontorDb, ctx: RequestContext, accountUid: string) {
  const account = await loadAccountInContext(db, ctx, accountUid, 'capture');
  const pc = await paymentContext(db, ctx);
  if (account.status !== 'active') throw paymentError(ctx.language, 409, 'account_not_active');
  const creation = {
    contextType: pc.facts.type,
    bankableContext: pc.bankable,
    accountStatus: account.status,
    captureRight: (await pc.rightsOn(account.uid)).capture,
  };
  if (!paymentCreationAllowed(creation))
    throw forbidden(pc.bankable ? 'no capture right' : 'payments need a bankable context (spec §2, §6)');
  return { account, pc };
}
