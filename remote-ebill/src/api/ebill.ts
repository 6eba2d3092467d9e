/**
 * remote-ebill's calls (spec §7 eBill; issue 31): the subscription, the context's billers and their invoices, an
 * invoice's rejection and receipt, the standing approvals. Private context under /v2/ebill, a partnership under
 * /v2/ebill-business/partnerships/{uid}; the shapes are the kernel's (contracts/ebill.ts).
 */
import type { ApiClient } from 'shared-kernel/api';
import {
  isBusinessContext,
  type EbillActivationBody,
  type EbillInvoice,
  type EbillInvoicesQuery,
  type EbillReceipt,
  type EbillSettingsBody,
  type EbillSubscription,
  type PartnershipDetails,
  type RelatedBiller,
  type SessionSnapshot,
  type StandingApproval,
  type StandingApprovalCreateBody,
  type StandingApprovalUpdateBody,
} from 'shared-kernel/domain';

/** The eBill base of the session's context (spec §12): the person's, or the current partnership's. */
export function ebillBaseOf(session: SessionSnapshot): string {
  return isBusinessContext(session) && session.currentContext
    ? `/v2/ebill-business/partnerships/${session.currentContext.uid}`
    : '/v2/ebill';
}

/** GET {base}/subscription: the context's eBill subscription (its status and notification e-mail). */
export const fetchSubscription = async (api: ApiClient, base: string): Promise<EbillSubscription> =>
  (await api.get<EbillSubscription>(`${base}/subscription`)).data;

/** POST {base}/subscription: activates eBill; the network still has to confirm it (REQUESTED). */
export const activateEbill = async (
  api: ApiClient,
  base: string,
  body: EbillActivationBody,
): Promise<EbillSubscription> => (await api.post<EbillSubscription>(`${base}/subscription`, body)).data;

/** PATCH {base}/subscription: the notification settings. */
export const updateSubscription = async (
  api: ApiClient,
  base: string,
  body: EbillSettingsBody,
): Promise<EbillSubscription> => (await api.patch<EbillSubscription>(`${base}/subscription`, body)).data;

/** DELETE {base}/subscription: deactivates eBill (INACTIVE). */
export const deactivateEbill = async (api: ApiClient, base: string): Promise<EbillSubscription> =>
  (await api.delete<EbillSubscription>(`${base}/subscription`)).data;

/** GET {base}/related-billers: the context's billers with their standing approvals. */
export const fetchBillers = async (api: ApiClient, base: string): Promise<RelatedBiller[]> =>
  (await api.get<RelatedBiller[]>(`${base}/related-billers`)).data;

/** GET {base}/related-billers-invoices: the context's invoices, of one biller or one business case. */
export const fetchInvoices = async (
  api: ApiClient,
  base: string,
  query: EbillInvoicesQuery = {},
): Promise<EbillInvoice[]> =>
  (await api.get<EbillInvoice[]>(`${base}/related-billers-invoices`, { params: query })).data;

/** POST {base}/invoices/{businessCaseId}/reject: an open invoice refused (REJECTED). */
export const rejectInvoice = async (
  api: ApiClient,
  base: string,
  businessCaseId: string,
): Promise<EbillInvoice> =>
  (await api.post<EbillInvoice>(`${base}/invoices/${encodeURIComponent(businessCaseId)}/reject`)).data;

/** GET {base}/invoices/{businessCaseId}/receipt: the invoice as a PDF (base64). */
export const fetchReceipt = async (
  api: ApiClient,
  base: string,
  businessCaseId: string,
): Promise<EbillReceipt> =>
  (await api.get<EbillReceipt>(`${base}/invoices/${encodeURIComponent(businessCaseId)}/receipt`)).data;

/** POST {base}/related-billers/standing-approvals: a standing approval for one biller. */
export const createStandingApproval = async (
  api: ApiClient,
  base: string,
  body: StandingApprovalCreateBody,
): Promise<StandingApproval> =>
  (await api.post<StandingApproval>(`${base}/related-billers/standing-approvals`, body)).data;

/** PATCH {base}/standing-approvals/{id}: all five fields (spec §5). */
export const updateStandingApproval = async (
  api: ApiClient,
  base: string,
  standingApprovalId: string,
  body: StandingApprovalUpdateBody,
): Promise<StandingApproval> =>
  (await api.patch<StandingApproval>(`${base}/standing-approvals/${standingApprovalId}`, body)).data;

/** DELETE {base}/standing-approvals/{id}. */
export const deleteStandingApproval = async (
  api: ApiClient,
  base: string,
  standingApprovalId: string,
): Promise<void> => {
  await api.delete(`${base}/standing-approvals/${standingApprovalId}`);
};

/**
 * The e-mail eBill's notifications go to, to prefill the activation: the person's in private context, the
 * partnership's contact e-mail in a partnership (GET /v2/partnerships/{uid}?contactDetails=true), else the person's.
 */
export async function fetchNotificationEmail(api: ApiClient, session: SessionSnapshot): Promise<string> {
  const own = session.user?.email ?? '';
  const context = session.currentContext;
  if (!context || !isBusinessContext(session)) return own;
  const { data } = await api.get<PartnershipDetails>(`/v2/partnerships/${context.uid}`, {
    params: { contactDetails: true },
  });
  return data.contactDetails?.email ?? own;
}
