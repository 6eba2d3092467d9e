/**
 * eBill rules (issue 31; spec §2 eBill menu and settings rules, §4 invoice and subscription status, standing
 * approval save, §5 standing approvals, §6 contexts and entitlements). Fact-level functions (what the host's
 * session and the gateway's tables both know) and the session-level names the screens call.
 *
 * Decisions (the spec names no eBill right):
 * - Private context: the person's own eBill; the person reads and manages it.
 * - Business context (a partnership's eBill business): reading needs a right (view, capture or approve) on an
 *   account of the partnership, as reading its payments does: a registered person (no right on any account)
 *   reads nothing. Managing (activation, deactivation, notification settings, adding billers, standing
 *   approvals) and rejecting an invoice need the delegate role and the capture right on an account of the
 *   partnership, as preparing a payment does (spec §5/§6: capture creates, "Delegate role allows payments"):
 *   an invoice is a payment to prepare; an approver without capture signs the orders, not the invoices.
 * - A standing approval pays from an account the caller may pay from: the context's own, active, CHF (§9), with
 *   the capture right on it.
 */
import { calculateQRReferenceChecksum } from 'swissqrbill/utils';
import type { CashAccount, EntitlementAction } from '../entities';
import type {
  EbillInvoiceAction,
  EbillInvoiceStatus,
  EbillSubscriptionStatus,
  StandingApprovalChoice,
} from '../contracts/ebill';
import type { SessionSnapshot } from '../session';
import {
  accountRight,
  currentPartnership,
  isActiveAccount,
  isPrivateContext,
  type EntitlementFact,
} from './context';

/** An account of the context as the eBill rights read it. */
export interface EbillAccountFacts {
  uid: string;
  /** The person or partnership owning it. */
  ownerUid: string;
  status: string;
  currency: string;
}

/** The caller's context as the eBill rights read it. */
export type EbillContextFacts =
  | { type: 'private'; personUid: string }
  | {
      /** A partnership or registered context. */
      type: 'business';
      personUid: string;
      partnershipUid: string;
      roles: readonly string[];
      entitlements: readonly EntitlementFact[];
      /** The partnership's cash accounts. */
      accounts: readonly EbillAccountFacts[];
    };

/** The context's eBill owner: the person (private) or the partnership (business). */
export const ebillOwnerUid = (context: EbillContextFacts): string =>
  context.type === 'private' ? context.personUid : context.partnershipUid;

function businessAccountRight(
  context: Extract<EbillContextFacts, { type: 'business' }>,
  account: EbillAccountFacts,
  action: EntitlementAction,
): boolean {
  return accountRight(
    {
      context: { type: 'business', uid: context.partnershipUid },
      account: { uid: account.uid, ownerUid: account.ownerUid },
      entitlements: context.entitlements,
    },
    action,
  );
}

/** Who may read the context's eBill (subscription, billers, invoices, standing approvals): see the file's decisions. */
export function ebillReadAllowed(context: EbillContextFacts | null): boolean {
  if (context === null) return false;
  if (context.type === 'private') return true;
  return context.accounts.some((account) =>
    (['view', 'capture', 'approve'] as const).some((action) =>
      businessAccountRight(context, account, action),
    ),
  );
}

/** Who may manage the context's eBill and reject its invoices: see the file's decisions. */
export function ebillManageAllowed(context: EbillContextFacts | null): boolean {
  if (context === null) return false;
  if (context.type === 'private') return true;
  if (!context.roles.includes('delegate')) return false;
  return context.accounts.some((account) => businessAccountRight(context, account, 'capture'));
}

/**
 * Spec §5 and §9: a standing approval's account: the context's own, active, in CHF, and one the caller may pay
 * from (the capture right; a private owner always), and the caller may manage eBill.
 */
export function standingApprovalAccountAllowed(
  context: EbillContextFacts | null,
  account: EbillAccountFacts,
): boolean {
  if (!ebillManageAllowed(context) || context === null) return false;
  if (!isActiveAccount(account) || account.currency !== 'CHF') return false;
  if (context.type === 'private') return account.ownerUid === context.personUid;
  return businessAccountRight(context, account, 'capture');
}

/**
 * Spec §4 standing approval save: choosing none with an existing approval deletes it; an existing approval is
 * updated; otherwise one is created (none without an existing one: nothing to do).
 */
export function standingApprovalSaveAction(
  choice: StandingApprovalChoice,
  existing: unknown,
): 'create' | 'update' | 'delete' | 'none' {
  const exists = existing !== null && existing !== undefined && existing !== false;
  if (choice === 'none') return exists ? 'delete' : 'none';
  return exists ? 'update' : 'create';
}

/** Spec §4: the subscription is active. */
export const ebillSubscriptionActive = (status: EbillSubscriptionStatus | null): boolean =>
  status === 'ACTIVE';

/** Spec §2 "pending title while in progress": activation requested, not yet confirmed by the eBill network. */
export const ebillActivationPending = (status: EbillSubscriptionStatus | null): boolean =>
  status === 'REQUESTED';

/**
 * Whether the `ebill` / `ebill_business` suggestion is still offered: not once the activation is requested or
 * active (spec §2 "Activate e-bill: when suggested", "E-bill settings: when active and no activation suggestion").
 */
export const ebillSuggestionOffered = (status: EbillSubscriptionStatus | null): boolean =>
  status !== 'REQUESTED' && status !== 'ACTIVE';

/** The suggestion type that offers eBill in a context (spec §9 suggestion types). */
export const ebillSuggestionType = (business: boolean): 'ebill' | 'ebill_business' =>
  business ? 'ebill_business' : 'ebill';

/** Why an activation is refused in this status (never registered or INACTIVE: allowed). */
export function ebillActivationRefusal(
  status: EbillSubscriptionStatus | null,
): 'ebill_already_active' | 'ebill_blocked' | null {
  if (status === 'REQUESTED' || status === 'ACTIVE') return 'ebill_already_active';
  if (status === 'BLOCKED') return 'ebill_blocked';
  return null;
}

/** Deactivation ends a requested or active subscription (INACTIVE); a blocked one stays blocked. */
export const ebillDeactivationAllowed = (status: EbillSubscriptionStatus | null): boolean =>
  status === 'REQUESTED' || status === 'ACTIVE';

/** What an invoice action depends on. */
export interface EbillInvoiceFacts {
  status: EbillInvoiceStatus;
  /** A live payment order (not rejected, retired or deleted) pays the invoice. */
  paymentOrderLive: boolean;
}

/** Why an invoice cannot be rejected or paid now (its status or a live order), or null. */
export function invoiceStateRefusal(
  invoice: EbillInvoiceFacts,
): 'ebill_invoice_not_open' | 'ebill_invoice_in_payment' | null {
  if (invoice.status !== 'OPEN') return 'ebill_invoice_not_open';
  if (invoice.paymentOrderLive) return 'ebill_invoice_in_payment';
  return null;
}

/** Spec §4: what the reader may do with the invoice now: pay or reject an open one not in payment, if they manage. */
export function invoiceActions(invoice: EbillInvoiceFacts, manage: boolean): EbillInvoiceAction[] {
  if (!manage || invoiceStateRefusal(invoice) !== null) return [];
  return ['pay', 'reject'];
}

/**
 * A standing approval's amount text (spec §5, already valid) as stored: integer minor units as a digit string
 * (never a float: 20 digits and 4 decimals exceed a double) and the factor, at least 2 decimals (spec §5).
 */
export function standingApprovalAmountParts(amount: string): { value: string; factor: number } {
  const [whole = '0', fraction = ''] = amount.split('.');
  const factor = Math.max(2, fraction.length);
  const value = `${whole}${fraction.padEnd(factor, '0')}`.replace(/^0+(?=\d)/, '');
  return { value, factor };
}

/** The stored minor units and factor as the amount text a standing approval reads back ("150.00"). */
export function standingApprovalAmountText(value: string | number | bigint, factor: number): string {
  const digits = String(value).padStart(factor + 1, '0');
  const whole = digits.slice(0, digits.length - factor);
  const fraction = digits.slice(digits.length - factor);
  return factor > 0 ? `${whole}.${fraction}` : whole;
}

/** The session's context as the eBill rights read it (its cash accounts are the context's). */
export function ebillContextFacts(session: SessionSnapshot): EbillContextFacts | null {
  const personUid = session.user?.uid;
  if (!personUid) return null;
  if (isPrivateContext(session)) return { type: 'private', personUid };
  const partnership = currentPartnership(session);
  if (!partnership) return null;
  return {
    type: 'business',
    personUid,
    partnershipUid: partnership.uid,
    roles: partnership.myRoles,
    entitlements: session.entitlements,
    accounts: session.cashAccounts.map(ebillAccountOf),
  };
}

/** A cash account as the eBill rights read it. */
export const ebillAccountOf = (account: CashAccount): EbillAccountFacts => ({
  uid: account.uid,
  ownerUid: account.accountOwner.uid,
  status: account.status,
  currency: account.currency,
});

/** ebillReadAllowed in the session's context. */
export const canReadEbill = (session: SessionSnapshot): boolean =>
  ebillReadAllowed(ebillContextFacts(session));

/** ebillManageAllowed in the session's context (activate, settings, billers, standing approvals, reject). */
export const canManageEbill = (session: SessionSnapshot): boolean =>
  ebillManageAllowed(ebillContextFacts(session));

/** The accounts a standing approval may pay from in the session's context (standingApprovalAccountAllowed). */
export const standingApprovalAccountChoices = (session: SessionSnapshot): CashAccount[] => {
  const context = ebillContextFacts(session);
  return session.cashAccounts.filter((account) =>
    standingApprovalAccountAllowed(context, ebillAccountOf(account)),
  );
};

/**
 * An eBill invoice's QR reference (27 digits) from its first 26 digits: the modulo 10 recursive check digit
 * appended (what the payment form and the payment engine check with isValidQrReference).
 */
export function ebillQrReference(first26: string): string {
  if (!/^\d{26}$/.test(first26)) throw new Error('a QR reference needs 26 digits before its check digit');
  return `${first26}${calculateQRReferenceChecksum(first26)}`;
}
