/** Calls of the payment overview (docs/payments-api.md: order lists, pending approvals, decisions). */
import type { ApiClient } from 'shared-kernel/api';
import {
  OPEN_PAYMENT_ORDER_STATUSES,
  type ApprovalDecision,
  type ApprovalDecisionBody,
  type PaymentOrderRead,
} from 'shared-kernel/domain';

export const RECENT_ORDERS = 20;

/** The statuses an order ends in (recent orders). */
export const CLOSED_STATUSES = ['executed', 'rejected'] as const;

/** status=a&status=b (the api client repeats an array's name) and the page size. */
const listParams = (statuses: readonly string[], count: number) => ({ status: [...statuses], count });

/** GET /v2/cash-accounts/{id}/payment-orders: the open orders of the account. */
export const fetchOpenOrders = async (api: ApiClient, accountUid: string): Promise<PaymentOrderRead[]> =>
  (
    await api.get<PaymentOrderRead[]>(`/v2/cash-accounts/${accountUid}/payment-orders`, {
      params: listParams(OPEN_PAYMENT_ORDER_STATUSES, 100),
    })
  ).data;

/** The account's executed and rejected orders, newest first. */
export const fetchRecentOrders = async (api: ApiClient, accountUid: string): Promise<PaymentOrderRead[]> =>
  (
    await api.get<PaymentOrderRead[]>(`/v2/cash-accounts/${accountUid}/payment-orders`, {
      params: listParams(CLOSED_STATUSES, RECENT_ORDERS),
    })
  ).data;

/** Spec §7 GET /v2/partnerships/{uid}/pending-payment-orders: orders awaiting signatures (approval, blocked). */
export const fetchPendingOrders = async (
  api: ApiClient,
  partnershipUid: string,
): Promise<PaymentOrderRead[]> =>
  (await api.get<PaymentOrderRead[]>(`/v2/partnerships/${partnershipUid}/pending-payment-orders`)).data;

/** POST /v2/partnerships/pending-approvals/{uid}/approve|reject; a rejection may give its reason (issue 28). */
export const decideApproval = async (
  api: ApiClient,
  approvalUid: string,
  decision: 'approve' | 'reject',
  reason?: string,
): Promise<ApprovalDecision> =>
  (
    await api.post<ApprovalDecision>(
      `/v2/partnerships/pending-approvals/${approvalUid}/${decision}`,
      reason ? ({ reason } satisfies ApprovalDecisionBody) : undefined,
    )
  ).data;

/** Spec §4 deletion of an order awaiting signatures: DELETE /payment-orders/{uid} retires it (withdrawn). */
export const withdrawOrder = async (api: ApiClient, orderUid: string): Promise<PaymentOrderRead> =>
  (await api.delete<PaymentOrderRead>(`/payment-orders/${orderUid}`)).data;
