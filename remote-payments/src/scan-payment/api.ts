/** Calls of the scan payment modal (docs/scan-payment.md): the notification, and the reads of the orders it watches. */
import type { ApiClient } from 'shared-kernel/api';
import { SCAN_OUTCOME_STATUSES, type PaymentOrderRead, type QrScanNotification } from 'shared-kernel/domain';

/** Spec §7 POST /agents/{contextUid}/notify-qr-scan (the gateway's /v2 path): the phone gets its link. */
export const notifyQrScan = async (api: ApiClient, contextUid: string): Promise<QrScanNotification> =>
  (await api.post<QrScanNotification>(`/v2/agents/${contextUid}/notify-qr-scan`)).data;

/** The order an event names (the phone creates IBAN payment orders). */
export const fetchScannedOrder = async (api: ApiClient, uid: string): Promise<PaymentOrderRead> =>
  (await api.get<PaymentOrderRead>(`/v2/iban-payment-orders/${uid}`)).data;

/** The newest orders of an account in the statuses that end a scan (the reads beside the event stream). */
export const fetchScanCandidates = async (api: ApiClient, accountUid: string): Promise<PaymentOrderRead[]> =>
  (
    await api.get<PaymentOrderRead[]>(`/v2/cash-accounts/${accountUid}/payment-orders`, {
      params: { status: [...SCAN_OUTCOME_STATUSES], count: 20 },
    })
  ).data;
