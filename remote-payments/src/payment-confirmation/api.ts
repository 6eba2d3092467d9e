/** The PDF payment confirmation of an order (issue 28: GET /v2/payment-orders/{uid}/confirmation.pdf). */
import type { ApiClient } from 'shared-kernel/api';

/** The file name the gateway names in content-disposition, else one of our own. */
function fileNameOf(disposition: string | undefined, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** Fetched through the api client (credentials, context, Accept-Language), saved by the browser. */
export async function downloadConfirmation(api: ApiClient, orderUid: string): Promise<void> {
  const response = await api.get<Blob>(`/v2/payment-orders/${orderUid}/confirmation.pdf`, {
    responseType: 'blob',
  });
  const name = fileNameOf(
    response.headers['content-disposition'] as string | undefined,
    `payment-confirmation-${orderUid.slice(0, 8)}.pdf`,
  );
  const url = URL.createObjectURL(response.data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    URL.revokeObjectURL(url);
  }
}
