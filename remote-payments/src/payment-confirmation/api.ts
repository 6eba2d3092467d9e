/** The PDF payment confirmation of an order (issue 28: GET /v2/payment-orders/{uid}/confirmation.pdf). */
import { fileNameOf, saveFile, type ApiClient } from 'shared-kernel/api';

/** Fetched through the api client (credentials, context, Accept-Language), saved by the browser. */
export async function downloadConfirmation(api: ApiClient, orderUid: string): Promise<void> {
  const response = await api.get<Blob>(`/v2/payment-orders/${orderUid}/confirmation.pdf`, {
    responseType: 'blob',
  });
  const name = fileNameOf(
    response.headers['content-disposition'] as string | undefined,
    `payment-confirmation-${orderUid.slice(0, 8)}.pdf`,
  );
  saveFile(response.data, name);
}
