/** Calls of the bulk payments (docs/payment-batches-api.md): validate a file, create its batch, read, decide. */
import { saveFile, type ApiClient } from 'shared-kernel/api';
import type {
  PaymentBatchCreate,
  PaymentBatchDecisionBody,
  PaymentBatchRead,
  PaymentBatchSummary,
  PaymentBatchUpload,
  PaymentBatchValidation,
} from 'shared-kernel/domain';

/** Upload progress: 0–1 of the body sent. */
export type Progress = (sent: number) => void;

const progressOf = (onProgress?: Progress) =>
  onProgress
    ? {
        onUploadProgress: (event: { loaded: number; total?: number }) =>
          onProgress(event.total ? event.loaded / event.total : 0),
      }
    : {};

/** POST /v2/cash-accounts/{id}/payment-batches/validation: every row with its result; nothing created. */
export const validateBatchFile = async (
  api: ApiClient,
  accountUid: string,
  body: PaymentBatchUpload,
  onProgress?: Progress,
): Promise<PaymentBatchValidation> =>
  (
    await api.post<PaymentBatchValidation>(
      `/v2/cash-accounts/${accountUid}/payment-batches/validation`,
      body,
      progressOf(onProgress),
    )
  ).data;

/** POST /v2/cash-accounts/{id}/payment-batches: the valid rows as one batch (idempotent by customerBatchId). */
export const createBatch = async (
  api: ApiClient,
  accountUid: string,
  body: PaymentBatchCreate,
  onProgress?: Progress,
): Promise<PaymentBatchRead> =>
  (
    await api.post<PaymentBatchRead>(
      `/v2/cash-accounts/${accountUid}/payment-batches`,
      body,
      progressOf(onProgress),
    )
  ).data;

/** GET /v2/cash-accounts/{id}/payment-batches: the account's batches, newest first. */
export const fetchBatches = async (api: ApiClient, accountUid: string): Promise<PaymentBatchSummary[]> =>
  (await api.get<PaymentBatchSummary[]>(`/v2/cash-accounts/${accountUid}/payment-batches`)).data;

/** GET /v2/payment-batches/{uid}: one batch with its orders. */
export const fetchBatch = async (api: ApiClient, uid: string): Promise<PaymentBatchRead> =>
  (await api.get<PaymentBatchRead>(`/v2/payment-batches/${uid}`)).data;

/** POST /v2/payment-batches/{uid}/decision: one signature (or a rejection) for every order of the batch. */
export const decideBatch = async (
  api: ApiClient,
  uid: string,
  body: PaymentBatchDecisionBody,
): Promise<PaymentBatchRead> =>
  (await api.post<PaymentBatchRead>(`/v2/payment-batches/${uid}/decision`, body)).data;

/** GET /v2/payment-batches/{uid}/file: the batch's file as uploaded, saved under its name. */
export async function downloadBatchFile(
  api: ApiClient,
  batch: Pick<PaymentBatchSummary, 'uid' | 'fileName'>,
) {
  const response = await api.get<Blob>(`/v2/payment-batches/${batch.uid}/file`, { responseType: 'blob' });
  saveFile(response.data, batch.fileName);
}
