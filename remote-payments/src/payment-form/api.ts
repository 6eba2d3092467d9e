/** Calls of the payment form (spec §7 "Payments", "Files"). */
import type { ApiClient } from 'shared-kernel/api';
import type { MentionPool } from 'shared-kernel/widgets';
import type {
  BeneficiaryRead,
  FileRename,
  FileResource,
  FileUpload,
  IncoreQuoteRequest,
  TagProfile,
} from 'shared-kernel/domain';
import type {
  AccountNumberInfo,
  IncoreQuote,
  PaymentDates,
  PaymentOrderRead,
  PaymentOrderSchemaResponse,
  PaymentRequestBody,
  SubmitResult,
} from './types';

/** GET /v2/cash-accounts/{id}/iban-payment-orders: the form's schema for this debit account, where to submit. */
export const fetchPaymentSchema = async (
  api: ApiClient,
  accountUid: string,
): Promise<PaymentOrderSchemaResponse> =>
  (await api.get<PaymentOrderSchemaResponse>(`/v2/cash-accounts/${accountUid}/iban-payment-orders`)).data;

export const fetchPaymentOrder = async (api: ApiClient, uid: string): Promise<PaymentOrderRead> =>
  (await api.get<PaymentOrderRead>(`/v2/iban-payment-orders/${uid}`)).data;

/** Spec §7 GET /payment-dates (isEBill, dueDate yyyy-MM-dd: an eBill invoice's due date). */
export const fetchPaymentDates = async (
  api: ApiClient,
  recurrence: string,
  ebillDueDate: string | null = null,
): Promise<PaymentDates> =>
  (
    await api.get<PaymentDates>('/payment-dates', {
      params: ebillDueDate
        ? { isEBill: true, dueDate: ebillDueDate, recurrence }
        : { isEBill: false, recurrence },
    })
  ).data;

/** The api client's base is /api; links of the gateway carry it. */
const withoutApiPrefix = (uri: string): string => uri.replace(/^\/api(?=\/)/, '');

/**
 * Submits to the method and URI the schema response names (spec §7: they come from the form itself); the
 * Idempotency-Key is made once per confirmation, so a second click or a retry answers the first order.
 */
export const submitPaymentOrder = async (
  api: ApiClient,
  target: { method: 'POST' | 'PATCH'; uri: string },
  body: PaymentRequestBody,
  idempotencyKey: string,
): Promise<SubmitResult> =>
  (
    await api.request<SubmitResult>({
      method: target.method === 'POST' ? 'post' : 'patch',
      url: withoutApiPrefix(target.uri),
      data: body,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
  ).data;

/** DELETE /payment-orders/{uid} (or the order's delete link): delete of an existing order, cancel of a draft. */
export const deletePaymentOrder = async (api: ApiClient, order: PaymentOrderRead): Promise<void> => {
  await api.delete(withoutApiPrefix(order._actions.delete?.uri ?? `/payment-orders/${order.uid}`));
};

/** Spec §7 POST /v2/incore/quote/calculate, debounced 500 ms by the caller. */
export const calculateQuote = async (api: ApiClient, request: IncoreQuoteRequest): Promise<IncoreQuote> =>
  (await api.post<IncoreQuote>('/v2/incore/quote/calculate', request)).data;

export const fetchAccountNumberInfo = async (api: ApiClient, iban: string): Promise<AccountNumberInfo> =>
  (await api.get<AccountNumberInfo>('/account-number-info', { params: { id: iban } })).data;

/** The people and tags a note may mention: the person's or the partnership's tag profile. */
export const fetchTagProfile = async (
  api: ApiClient,
  context: { type: string; uid: string },
): Promise<MentionPool> =>
  (
    await api.get<TagProfile>(
      context.type === 'private'
        ? `/natural-persons/${context.uid}/tag-profile`
        : `/partnerships/${context.uid}/tag-profile`,
    )
  ).data;

export const uploadFileResource = async (
  api: ApiClient,
  file: FileUpload,
  onProgress: (fraction: number) => void,
): Promise<FileResource> =>
  (
    await api.post<FileResource>('/v2/file-resources', file, {
      onUploadProgress: (event) => {
        if (event.total) onProgress(event.loaded / event.total);
      },
    })
  ).data;

export const renameFileResource = async (api: ApiClient, uid: string, fileName: string): Promise<void> => {
  const rename: FileRename = { fileName };
  await api.patch(`/v2/file-resources/${uid}`, rename);
};

export const deleteFileResource = async (api: ApiClient, uid: string): Promise<void> => {
  await api.delete(`/v2/file-resources/${uid}`);
};

/** GET /beneficiaries/{uid}: a beneficiary of the context with what the last payment to it used. */
export const fetchBeneficiary = async (api: ApiClient, uid: string): Promise<BeneficiaryRead> =>
  (await api.get<BeneficiaryRead>(`/beneficiaries/${uid}`)).data;
