/**
 * Calls of the mobile scan page (local and sandbox; docs/scan-payment.md): authenticated by the one-time token in
 * the path alone, never by a session.
 */
import type { ApiClient } from 'shared-kernel/api';
import type { PaymentForm, PaymentOrderRead, QrScanSession } from 'shared-kernel/domain';

/** GET /v2/qr-scans/{token}: the context and the accounts the agent may pay from. */
export const fetchScanSession = async (api: ApiClient, token: string): Promise<QrScanSession> =>
  (await api.get<QrScanSession>(`/v2/qr-scans/${token}`)).data;

/** POST /v2/qr-scans/{token}/payment-orders: the one order, as a draft or submitted. */
export const createScannedOrder = async (
  api: ApiClient,
  token: string,
  body: PaymentForm,
): Promise<PaymentOrderRead> =>
  (await api.post<PaymentOrderRead>(`/v2/qr-scans/${token}/payment-orders`, body)).data;
