/**
 * The eBill reads as the contract (shared-kernel contracts/ebill.ts) shapes them, from the rows of ./queries.ts.
 * The invoice's actions are the kernel's invoiceActions; a standing approval's amount text is the kernel's
 * standingApprovalAmountText.
 */
import {
  invoiceActions,
  referenceTypeOf,
  standingApprovalAmountText,
  type EbillAutoPaymentOutcome,
  type EbillAutoPaymentReason,
  type EbillInvoice,
  type EbillInvoiceStatus,
  type EbillInvoiceType,
  type EbillSubscription,
  type EbillSubscriptionStatus,
  type RelatedBiller,
  type StandingApproval,
  type StandingApprovalPeriod,
  type StandingApprovalType,
} from 'shared-kernel/domain';
import type { EbillInstalmentJson } from '../db/tables/ebill';
import type { EbillCaller } from './context';
import type { InvoiceRow, ParticipantRow, RelationRow, StandingApprovalRow } from './queries';

const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

export function subscriptionView(caller: EbillCaller, row: ParticipantRow | undefined): EbillSubscription {
  return {
    ownerUid: caller.ownerUid,
    ownerType: caller.ownerType,
    status: (row?.status as EbillSubscriptionStatus | undefined) ?? null,
    email: row?.email ?? null,
    notifyNewInvoice: row?.notify_new_invoice ?? true,
    notifyNotCovered: row?.notify_not_covered ?? true,
    requestedAt: iso(row?.created_at),
    statusChangedAt: iso(row?.status_changed_at),
    rights: { read: caller.read, manage: caller.manage },
  };
}

export const standingApprovalView = (row: StandingApprovalRow): StandingApproval => ({
  standingApprovalId: row.uid,
  cashAccountUid: row.cash_account_uid,
  billerId: row.biller_id,
  billerRelationId: row.biller_relation_id,
  period: row.period as StandingApprovalPeriod,
  type: row.type as StandingApprovalType,
  amount: standingApprovalAmountText(row.amount_value, row.amount_factor),
  currency: row.currency,
  createdAt: new Date(row.created_at).toISOString(),
});

export const relatedBillerView = (
  row: RelationRow,
  approvals: readonly StandingApprovalRow[],
): RelatedBiller => ({
  billerId: row.biller_id,
  name: row.name,
  city: row.city,
  iban: row.iban,
  billerRelationId: row.uid,
  customerReference: row.customer_reference,
  standingApprovals: approvals
    .filter((approval) => approval.biller_relation_id === row.uid)
    .map(standingApprovalView),
  openInvoices: Number(row.open_invoices),
  createdAt: new Date(row.created_at).toISOString(),
});

/** An invoice's instalments in due-date order, numbered. */
export function instalmentsOf(
  row: Pick<InvoiceRow, 'instalments'>,
): (EbillInstalmentJson & { number: number })[] {
  const items = Array.isArray(row.instalments) ? row.instalments : [];
  return [...items]
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate))
    .map((item, index) => ({ ...item, number: index + 1 }));
}

export function invoiceView(row: InvoiceRow, manage: boolean): EbillInvoice {
  const factor = row.amount_factor;
  const currency = row.currency;
  const total = { value: Number(row.amount_value), factor, currency };
  const instalments = row.single_payment ? [] : instalmentsOf(row);
  const nextOpen = instalments.find((instalment) => !instalment.settledAt);
  const last = instalments[instalments.length - 1];
  const status = row.status as EbillInvoiceStatus;
  return {
    businessCaseId: row.business_case_id,
    type: row.type as EbillInvoiceType,
    status,
    billerId: row.biller_id,
    billerName: row.biller_name,
    billerRelationId: row.biller_relation_id,
    invoiceDate: row.invoice_date,
    dueDate: nextOpen?.dueDate ?? last?.dueDate ?? row.due_date,
    amount: nextOpen ? { value: Number(nextOpen.amountValue), factor, currency } : total,
    totalAmount: total,
    currency,
    singlePayment: row.single_payment,
    paymentsByInstalments: instalments.map((instalment) => ({
      instalmentNumber: instalment.number,
      dueDate: instalment.dueDate,
      paymentInformation: {
        amount: { value: Number(instalment.amountValue), factor, currencyCode: currency },
      },
      settled: Boolean(instalment.settledAt),
      paymentOrderUid: instalment.paymentOrderUid ?? null,
    })),
    creditor: { name: row.biller_name, iban: row.biller_iban, city: row.biller_city },
    reference: row.reference,
    referenceType: referenceTypeOf(row.reference),
    paymentOrderUid: row.payment_order_uid,
    autoPayment: row.auto_payment_outcome
      ? {
          outcome: row.auto_payment_outcome as EbillAutoPaymentOutcome,
          reason: (row.auto_payment_reason as EbillAutoPaymentReason | null) ?? null,
        }
      : null,
    settledAt: iso(row.settled_at),
    actions: invoiceActions({ status, paymentOrderLive: Boolean(row.order_live) }, manage),
    createdAt: new Date(row.created_at).toISOString(),
  };
}
