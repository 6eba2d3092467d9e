/** Calls of the transactions screen (spec §7 "Transactions" and "Files"), through the host's api client. */
import type { ApiClient } from 'shared-kernel/api';
import type {
  CustomizeSchema,
  FileRename,
  FileResource,
  FileUpload,
  Receipt,
  ReceiptChange,
  ReceiptFile,
  SessionSnapshot,
  TagProfile,
  Transaction,
} from 'shared-kernel/domain';
import type { TransactionQuery } from './filters';

/** The gateway's largest page (count ≤ 200). */
export const TRANSACTION_PAGE_SIZE = 200;

export interface TransactionPage {
  transactions: Transaction[];
  /** Every transaction matching the query, from the x-total-count header. */
  total: number;
}

export async function fetchTransactionPage(
  api: ApiClient,
  cashAccountUid: string,
  query: TransactionQuery,
  offset: number,
  signal?: AbortSignal,
): Promise<TransactionPage> {
  const response = await api.get<Transaction[]>(`/v2/cash-accounts/${cashAccountUid}/transactions`, {
    params: { ...query, count: TRANSACTION_PAGE_SIZE, offset },
    signal,
  });
  const transactions = response.data;
  const header = Number(response.headers['x-total-count']);
  // A source that ignores paging answers everything at once: then the answer is the total.
  const total =
    Number.isFinite(header) && header >= 0 && transactions.length <= TRANSACTION_PAGE_SIZE
      ? header
      : offset + transactions.length;
  return { transactions, total };
}

/** One booking, for a deep link the list has not loaded (beyond its first page). */
export const fetchTransaction = async (api: ApiClient, transactionUid: string): Promise<Transaction> =>
  (await api.get<Transaction>(`/v2/transactions/${transactionUid}`)).data;

export const fetchReceipt = async (api: ApiClient, transactionUid: string): Promise<Receipt> =>
  (await api.get<Receipt>(`/v2/transactions/${transactionUid}/receipt`)).data;

export const saveReceipt = async (
  api: ApiClient,
  transactionUid: string,
  change: ReceiptChange,
): Promise<Receipt> => (await api.patch<Receipt>(`/v2/transactions/${transactionUid}/receipt`, change)).data;

/** The tag profile of the current context: the person's in private context, else the partnership's. */
export async function fetchTagProfile(api: ApiClient, session: SessionSnapshot): Promise<TagProfile> {
  const context = session.currentContext;
  if (!context) return { tags: [], mentions: [] };
  const url =
    context.type === 'private'
      ? `/natural-persons/${context.uid}/tag-profile`
      : `/partnerships/${context.uid}/tag-profile`;
  return (await api.get<TagProfile>(url)).data;
}

export const fetchCustomizeSchema = async (api: ApiClient): Promise<CustomizeSchema> =>
  (await api.get<CustomizeSchema>('/v2/transactions/1/customize')).data;

export async function uploadFileResource(
  api: ApiClient,
  file: FileUpload,
  onProgress: (fraction: number) => void,
): Promise<FileResource> {
  const response = await api.post<FileResource>('/v2/file-resources', file, {
    onUploadProgress: (event) => {
      if (event.total) onProgress(event.loaded / event.total);
    },
  });
  return response.data;
}

export const renameFileResource = async (
  api: ApiClient,
  uid: string,
  fileName: string,
): Promise<FileResource> => {
  const rename: FileRename = { fileName };
  return (await api.patch<FileResource>(`/v2/file-resources/${uid}`, rename)).data;
};

export const deleteFileResource = async (api: ApiClient, uid: string): Promise<void> => {
  await api.delete(`/v2/file-resources/${uid}`);
};

export const downloadReceiptFile = async (
  api: ApiClient,
  file: Pick<ReceiptFile, 'bucketFileName'>,
): Promise<Blob> => (await api.get<Blob>(`/files/${file.bucketFileName}/raw`, { responseType: 'blob' })).data;
