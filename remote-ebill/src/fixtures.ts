/**
 * eBill as the gateway answers it (the kernel's contract shapes), for the screens' tests: Anna's subscription,
 * her two billers (Swisscom with a standing approval of CHF 150.00 a month, ewz) and their invoices.
 */
import type { EbillInvoice, EbillSubscription, RelatedBiller, StandingApproval } from 'shared-kernel/domain';
import { personas } from 'shared-kernel/testing';

const anna = personas.annaPrivate;
export const PRIVATKONTO = anna.cashAccounts[0]!.uid;

export const SWISSCOM = '41100000000123456';
export const EWZ = '41100000000654321';
export const SWISSCOM_RELATION = '6f1d2a53-4b1c-4f0e-9a51-0c7a3d2b1e01';
export const EWZ_RELATION = '6f1d2a53-4b1c-4f0e-9a51-0c7a3d2b1e02';
export const APPROVAL_ID = '0b6e8f7a-2c3d-4e5f-8a9b-1c2d3e4f5a60';

export const PRIVATE_BASE = '/api/v2/ebill';

export function subscriptionOf(extra: Partial<EbillSubscription> = {}): EbillSubscription {
  return {
    ownerUid: anna.user!.uid,
    ownerType: 'person',
    status: 'ACTIVE',
    email: 'anna@kontor.test',
    notifyNewInvoice: true,
    notifyNotCovered: true,
    requestedAt: '2026-01-10T09:00:00.000Z',
    statusChangedAt: '2026-01-10T09:05:00.000Z',
    rights: { read: true, manage: true },
    ...extra,
  };
}

export function approvalOf(extra: Partial<StandingApproval> = {}): StandingApproval {
  return {
    standingApprovalId: APPROVAL_ID,
    cashAccountUid: PRIVATKONTO,
    billerId: SWISSCOM,
    billerRelationId: SWISSCOM_RELATION,
    period: 'month',
    type: 'upperLimit',
    amount: '150.00',
    currency: 'CHF',
    createdAt: '2026-02-01T10:00:00.000Z',
    ...extra,
  };
}

export function swisscom(approvals: StandingApproval[] = [approvalOf()], openInvoices = 1): RelatedBiller {
  return {
    billerId: SWISSCOM,
    name: 'Swisscom (Schweiz) AG',
    city: 'Bern',
    iban: 'CH4431999123000889012',
    billerRelationId: SWISSCOM_RELATION,
    customerReference: '1-8845-2231',
    standingApprovals: approvals,
    openInvoices,
    createdAt: '2026-01-10T09:05:00.000Z',
  };
}

export function ewz(openInvoices = 2): RelatedBiller {
  return {
    billerId: EWZ,
    name: 'ewz Elektrizitätswerk der Stadt Zürich',
    city: 'Zürich',
    iban: 'CH1731999123000889013',
    billerRelationId: EWZ_RELATION,
    customerReference: '220-771-004',
    standingApprovals: [],
    openInvoices,
    createdAt: '2026-01-10T09:05:00.000Z',
  };
}

export function invoiceOf(extra: Partial<EbillInvoice> = {}): EbillInvoice {
  const value = 8_990;
  return {
    businessCaseId: 'SWC2026110000001',
    type: 'bill',
    status: 'OPEN',
    billerId: SWISSCOM,
    billerName: 'Swisscom (Schweiz) AG',
    billerRelationId: SWISSCOM_RELATION,
    invoiceDate: '2026-11-19',
    dueDate: '2026-12-19',
    amount: { value, factor: 2, currency: 'CHF' },
    totalAmount: { value, factor: 2, currency: 'CHF' },
    currency: 'CHF',
    singlePayment: true,
    paymentsByInstalments: [],
    creditor: { name: 'Swisscom (Schweiz) AG', iban: 'CH4431999123000889012', city: 'Bern' },
    reference: '210000000003139471430009017',
    referenceType: 'QRR',
    paymentOrderUid: null,
    autoPayment: null,
    settledAt: null,
    actions: ['pay', 'reject'],
    createdAt: '2026-11-19T08:00:00.000Z',
    ...extra,
  };
}
