/**
 * The facts the kernel's payment rules (shared-kernel/src/domain/rules/payments.ts: paymentCreationAllowed,
 * paymentOrderEditAllowed, ...) read, from the request and the gateway's tables: the context type (the
 * kernel's partnershipContextType), the partnership's partner category and voting rule, and the caller's rights
 * on an account (ctx.can, i.e. the kernel's accountRight). Nothing is decided here.
 */
import {
  bankableContext,
  partnershipContextType,
  type PaymentAccountRights,
  type PaymentContextFacts,
  type PaymentOrderFacts,
  type PaymentOrderRuleFacts,
  type PaymentOrderStatus,
  type VotingRule,
} from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';
import { requirePerson } from '../http/access';
import type { RequestContext } from '../http/context';
import type { OrderRow } from './queries';

export interface PaymentContext {
  personUid: string;
  /** The partnership of the context (null in private context). */
  partnershipUid: string | null;
  votingRule: VotingRule;
  /** What the payment rules know of the context. */
  facts: PaymentContextFacts;
  /** Spec §2/§6: the context is bankable (the kernel's bankableContext), which paying from it needs. */
  bankable: boolean;
  /** The caller's capture and approve rights on an account (ctx.can: the kernel's accountRight). */
  rightsOn(accountUid: string): Promise<PaymentAccountRights>;
}

/** The payment rules' facts for the caller in the request's context. */
export async function paymentContext(db: KontorExecutor, ctx: RequestContext): Promise<PaymentContext> {
  const personUid = requirePerson(ctx);
  const [partnership, person] = await Promise.all([
    ctx.partnershipUid
      ? db
          .selectFrom('partnerships')
          .select(['voting_rule', 'partner_category', 'status'])
          .where('uid', '=', ctx.partnershipUid)
          .executeTakeFirstOrThrow()
      : null,
    db.selectFrom('natural_persons').select('status').where('uid', '=', personUid).executeTakeFirstOrThrow(),
  ]);
  const type = ctx.partnershipUid ? partnershipContextType(ctx.roles) : 'private';
  return {
    personUid,
    partnershipUid: ctx.partnershipUid,
    votingRule: (partnership?.voting_rule as VotingRule | undefined) ?? 'none',
    facts: { type, partnerCategory: partnership?.partner_category ?? null },
    bankable: bankableContext({
      contextType: type,
      personStatus: person.status,
      partnershipStatus: partnership?.status ?? null,
      roles: ctx.roles,
    }),
    rightsOn: async (accountUid) => {
      const [capture, approve] = await Promise.all([
        ctx.can(accountUid, 'capture'),
        ctx.can(accountUid, 'approve'),
      ]);
      return { capture, approve };
    },
  };
}

/** A payment order row as the order facts of the rules. */
export const orderFacts = (
  row: Pick<OrderRow, 'status' | 'is_ebill_order' | 'partner_category'>,
): PaymentOrderFacts => ({
  status: row.status as PaymentOrderStatus,
  isEBillOrder: row.is_ebill_order,
  partnerCategory: row.partner_category,
});

/** The facts of an order rule for the caller: the context, the order and the rights on its debit account. */
export const orderRuleFacts = async (
  pc: PaymentContext,
  row: Pick<OrderRow, 'status' | 'is_ebill_order' | 'partner_category' | 'cash_account_uid'>,
): Promise<PaymentOrderRuleFacts> => ({
  context: pc.facts,
  order: orderFacts(row),
  rights: await pc.rightsOn(row.cash_account_uid),
});

/**
 * Spec §4: who may sign an order's approval, or a blocked order's new beneficiary (same rule, same account), is
 * who may approve the order were it awaiting approval.
 */
export const asAwaitingApproval = (facts: PaymentOrderRuleFacts): PaymentOrderRuleFacts => ({
  ...facts,
  order: { ...facts.order, status: 'approval' },
});
