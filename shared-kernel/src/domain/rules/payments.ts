/**
 * Payment rules of spec §4 (payment order editing, approval, deletion) and §5 (who may pay). Each rule is a
 * fact-level function (facts in, boolean out: what the host's session and the gateway's tables both know),
 * and the session-level name the screens call (canCreatePayment, canEditPaymentOrder, ...) reads those facts
 * from the session and asks it. The gateway asks the fact-level ones with facts read from its tables.
 */
import type { ContextType } from '../../contract/descriptor';
import type { CashAccount, PartnerCategory, PaymentOrder, PaymentOrderStatus } from '../entities';
import type { PaymentOrderBase } from '../payments/api';
import type { SessionSnapshot } from '../session';
import {
  currentContextType,
  currentPartnership,
  hasAccountEntitlement,
  isActiveAccount,
  isBankableContext,
  isBusinessContextType,
  mayActOnAccount,
  selectedCashAccount,
} from './context';

/** What the payment rules know of the context. */
export interface PaymentContextFacts {
  /** The context type (spec §6; partnershipContextType decides it for a partnership); null without one. */
  type: ContextType | null;
  /** The partnership's partner category; null in private context or when it has none. */
  partnerCategory: PartnerCategory | null;
}

/** The caller's rights on an account, as accountRight decides them. */
export interface PaymentAccountRights {
  capture: boolean;
  approve: boolean;
}

/** What the payment rules know of an order. */
export interface PaymentOrderFacts {
  status: PaymentOrderStatus;
  isEBillOrder: boolean;
  /** The order's own partner category: it governs, else the partnership's. */
  partnerCategory: PartnerCategory | null;
}

/** The facts of an order rule: the context, the order and the caller's rights on the order's debit account. */
export interface PaymentOrderRuleFacts {
  context: PaymentContextFacts;
  order: PaymentOrderFacts;
  rights: PaymentAccountRights;
}

/** The facts of paying from an account. */
export interface PaymentCreationFacts {
  contextType: ContextType | null;
  /** Spec §2/§6: the context is bankable (the kernel's bankableContext). */
  bankableContext: boolean;
  /** The debit account's status. */
  accountStatus: string;
  /** The caller's capture right on the debit account (accountRight). */
  captureRight: boolean;
}

/**
 * Spec §5: payments are allowed only when the user is entitled to capture on the cash account and it is
 * active; a registered-only user cannot; in private context the owner can (accountRight gives the owner
 * capture). Spec §2/§6: only in a bankable context (a bankable person, or a bankable partnership's delegate):
 * a card-only customer or a person not yet bankable pays nothing, whatever the account.
 */
export function paymentCreationAllowed(facts: PaymentCreationFacts): boolean {
  if (!facts.bankableContext) return false;
  if (!isActiveAccount({ status: facts.accountStatus })) return false;
  if (facts.contextType === 'registered') return false;
  return facts.captureRight;
}

/**
 * The order bases by context (spec §7 "Other bases by type"): wise transfers of a private person go through
 * `wise-payment-orders`, a partnership's through `wisebusiness-payment-orders`; the others serve both.
 */
export function paymentBaseAllowed(base: PaymentOrderBase, contextType: ContextType | null): boolean {
  if (base === 'wise-payment-orders') return contextType === 'private';
  if (base === 'wisebusiness-payment-orders') return isBusinessContextType(contextType);
  return contextType !== null;
}

/** The partner category governing an order: the order's own, else the partnership's. */
const governingCategory = ({ context, order }: PaymentOrderRuleFacts): PartnerCategory | null =>
  order.partnerCategory ?? context.partnerCategory;

const PRIVATE_EDITABLE: PaymentOrderStatus[] = ['draft', 'rejected', 'accepted'];

/**
 * Spec §4 editing: private context when draft, rejected or accepted and the category is not casino;
 * business context: draft needs capture, approval needs approve, both with a category other than sme.
 * eBill orders cannot be edited.
 */
export function paymentOrderEditAllowed(facts: PaymentOrderRuleFacts): boolean {
  const { context, order, rights } = facts;
  if (order.isEBillOrder) return false;
  const category = governingCategory(facts);
  if (context.type === 'private') return PRIVATE_EDITABLE.includes(order.status) && category !== 'casino';
  if (!isBusinessContextType(context.type) || category === 'sme') return false;
  if (order.status === 'draft') return rights.capture;
  if (order.status === 'approval') return rights.approve;
  return false;
}

/** Spec §4: approval by the partnership, business context only, with approve right and category not sme; only orders awaiting approval. */
export function paymentOrderApprovalAllowed(facts: PaymentOrderRuleFacts): boolean {
  return (
    isBusinessContextType(facts.context.type) &&
    facts.order.status === 'approval' &&
    governingCategory(facts) !== 'sme' &&
    facts.rights.approve
  );
}

/** Spec §4 deletion: never in quarantine; private when not retired; business when not retired and with capture right. */
export function paymentOrderDeletionAllowed({ context, order, rights }: PaymentOrderRuleFacts): boolean {
  if (order.status === 'quarantine' || order.status === 'retired') return false;
  if (context.type === 'private') return true;
  return isBusinessContextType(context.type) && rights.capture;
}

/** Spec §4: the payment date is editable only while the order has no executed payment time and is not rejected. */
export const paymentDateEditAllowed = (order: {
  status: PaymentOrderStatus;
  executedAt: string | null | undefined;
}): boolean => !order.executedAt && order.status !== 'rejected';

/** The session's facts for the payment rules. */
export const paymentContextFacts = (session: SessionSnapshot): PaymentContextFacts => ({
  type: currentContextType(session),
  partnerCategory: currentPartnership(session)?.partnerCategory ?? null,
});

/** The session's facts for an order rule (rights: the session's entitlements on the order's account). */
function orderRuleFacts(session: SessionSnapshot, order: PaymentOrder): PaymentOrderRuleFacts {
  const accountUid = order.paymentOrderData.originator.accountUid;
  return {
    context: paymentContextFacts(session),
    order: {
      status: order.status,
      isEBillOrder: order.paymentOrderData.isEBillOrder === true,
      partnerCategory: order.paymentOrderData.partnerCategory ?? null,
    },
    rights: {
      capture: hasAccountEntitlement(session, accountUid, 'capture'),
      approve: hasAccountEntitlement(session, accountUid, 'approve'),
    },
  };
}

/** Spec §5 (paymentCreationAllowed) for the session's context and an account of it. */
export function canCreatePayment(session: SessionSnapshot, account: CashAccount | null): boolean {
  if (!account) return false;
  return paymentCreationAllowed({
    contextType: currentContextType(session),
    bankableContext: isBankableContext(session),
    accountStatus: account.status,
    captureRight: mayActOnAccount(session, account, 'capture'),
  });
}

/** Side menu "New payment" / "Scan payment" and the /payments enter rule (canCreatePayment asks bankable). */
export const canCreatePaymentInBankableContext = (session: SessionSnapshot): boolean =>
  canCreatePayment(session, selectedCashAccount(session));

/** Spec §5: the debit account choice is limited to the accounts paymentCreationAllowed lets the user pay from. */
export const debitAccountChoices = (session: SessionSnapshot): CashAccount[] =>
  session.cashAccounts.filter((account) => canCreatePayment(session, account));

/** Spec §4 editing (paymentOrderEditAllowed) in the session's context. */
export const canEditPaymentOrder = (session: SessionSnapshot, order: PaymentOrder): boolean =>
  paymentOrderEditAllowed(orderRuleFacts(session, order));

/** Spec §4 approval (paymentOrderApprovalAllowed) in the session's context. */
export const canApprovePaymentOrder = (session: SessionSnapshot, order: PaymentOrder): boolean =>
  paymentOrderApprovalAllowed(orderRuleFacts(session, order));

/** Spec §4 deletion (paymentOrderDeletionAllowed) in the session's context. */
export const canDeletePaymentOrder = (session: SessionSnapshot, order: PaymentOrder): boolean =>
  paymentOrderDeletionAllowed(orderRuleFacts(session, order));

/** Spec §4 payment date (paymentDateEditAllowed) of an order as read. */
export const canEditPaymentDate = (
  order: PaymentOrder & { paymentOrderData: { executedAt?: string | null } },
): boolean => paymentDateEditAllowed({ status: order.status, executedAt: order.paymentOrderData.executedAt });
