/**
 * The eBill calls of the payment form (spec §7 "eBill"; issue 31): the invoice by its business case id, the
 * related biller matching it, the receipt. The base is the context's: the person's or the partnership's.
 */
import type { ApiClient } from 'shared-kernel/api';
import {
  isBusinessContext,
  type EbillInvoice,
  type EbillReceipt,
  type RelatedBiller,
  type SessionSnapshot,
} from 'shared-kernel/domain';

/** Spec §12: private /v2/ebill, business /v2/ebill-business/partnerships/{uid}. */
export function ebillBaseOf(session: SessionSnapshot): string {
  return isBusinessContext(session) && session.currentContext
    ? `/v2/ebill-business/partnerships/${session.currentContext.uid}`
    : '/v2/ebill';
}

/** Spec §7: GET related-billers-invoices with businessCaseId; the first invoice is used (null: none). */
export const fetchEbillInvoice = async (
  api: ApiClient,
  base: string,
  businessCaseId: string,
): Promise<EbillInvoice | null> =>
  (await api.get<EbillInvoice[]>(`${base}/related-billers-invoices`, { params: { businessCaseId } }))
    .data[0] ?? null;

/** Spec §7: the related billers of the context; the one matching the invoice's billerId is used. */
export const fetchRelatedBillers = async (api: ApiClient, base: string): Promise<RelatedBiller[]> =>
  (await api.get<RelatedBiller[]>(`${base}/related-billers`)).data;

/** Spec §7: the invoice receipt (mimeType, fileName, base64). */
export const fetchEbillReceipt = async (
  api: ApiClient,
  base: string,
  businessCaseId: string,
): Promise<EbillReceipt> =>
  (await api.get<EbillReceipt>(`${base}/invoices/${encodeURIComponent(businessCaseId)}/receipt`)).data;
