/** Calls of the standing-order list (issue 28; docs/payments-api.md "Standing orders"). */
import type { ApiClient } from 'shared-kernel/api';
import type { StandingOrderRead } from 'shared-kernel/domain';

/**
 * GET /v2/cash-accounts/{id}/standing-orders: one row per standing order with its next occurrence. Deleting
 * that occurrence (the form's deletePaymentOrder, spec §4) ends the series.
 */
export const fetchStandingOrders = async (api: ApiClient, accountUid: string): Promise<StandingOrderRead[]> =>
  (await api.get<StandingOrderRead[]>(`/v2/cash-accounts/${accountUid}/standing-orders`)).data;
