/** Payment rules of spec §4 (payment order editing, approval, deletion) and §5 (who may pay). */
import type { CashAccount, PaymentOrder, PaymentOrderStatus } from '../entities';
import type { SessionSnapshot } from '../session';
import {
  currentContextType,
  currentPartnership,
  hasAccountEntitlement,
  isActiveAccount,
  isBankableContext,
  isBusinessContext,
  isPrivateContext,
  mayActOnAccount,
  selectedCashAccount,
} from './context';

/**
 * Spec §5: payments are allowed only when the user is entitled to capture on the cash account and it
 * is active; a registered-only user cannot; in private context the owner can.
 */
export function canCreatePayment(session: SessionSnapshot, account: CashAccount | null): boolean {
  if (!account || !isActiveAccount(account)) return false;
  if (currentContextType(session) === 'registered') return false;
  return mayActOnAccount(session, account, 'capture');
}

/** Side menu "New payment" / "Scan payment" and the /payments enter rule. */
export const canCreatePaymentInBankableContext = (session: SessionSnapshot): boolean =>
  isBankableContext(session) && canCreatePayment(session, selectedCashAccount(session));

/** Spec §5: the debit account choice is limited to accounts with capture rights. */
export const debitAccountChoices = (session: SessionSnapshot): CashAccount[] =>
  session.cashAccounts.filter((account) => canCreatePayment(session, account));

/** The partner category governing an order: the order's own, else the partnership's. */
const partnerCategoryOf = (session: SessionSnapshot, order: PaymentOrder): string | null =>
  order.paymentOrderData.partnerCategory ?? currentPartnership(session)?.partnerCategory ?? null;

const orderRight = (session: SessionSnapshot, order: PaymentOrder, action: 'capture' | 'approve'): boolean =>
  hasAccountEntitlement(session, order.paymentOrderData.originator.accountUid, action);

const PRIVATE_EDITABLE: PaymentOrderStatus[] = ['draft', 'rejected', 'accepted'];

/**
 * Spec §4 editing: private context when draft, rejected or accepted and the category is not casino;
 * business context: draft needs capture, approval needs approve, both with a category other than sme.
 * eBill orders cannot be edited.
 */
export function canEditPaymentOrder(session: SessionSnapshot, order: PaymentOrder): boolean {
  if (order.paymentOrderData.isEBillOrder) return false;
  const category = partnerCategoryOf(session, order);
  if (isPrivateContext(session)) return PRIVATE_EDITABLE.includes(order.status) && category !== 'casino';
  if (!isBusinessContext(session) || category === 'sme') return false;
  if (order.status === 'draft') return orderRight(session, order, 'capture');
  if (order.status === 'approval') return orderRight(session, order, 'approve');
  return false;
}

/** Spec §4: approval by the partnership, business context only, with approve right and category not sme; only orders awaiting approval. */
export function canApprovePaymentOrder(session: SessionSnapshot, order: PaymentOrder): boolean {
  return (
    isBusinessContext(session) &&
    order.status === 'approval' &&
    partnerCategoryOf(session, order) !== 'sme' &&
    orderRight(session, order, 'approve')
  );
}

/** Spec §4 deletion: never in quarantine; private when not retired; business when not retired and with capture right. */
export function canDeletePaymentOrder(session: SessionSnapshot, order: PaymentOrder): boolean {
  if (order.status === 'quarantine' || order.status === 'retired') return false;
  if (isPrivateContext(session)) return true;
  return isBusinessContext(session) && orderRight(session, order, 'capture');
}
