/** Payment batches (issue 30 item 4): a bulk payment file made into one batch of payment orders. */
import type { CreatedAt, TextArray } from './columns';

export interface PaymentBatchesTable {
  uid: string;
  cash_account_uid: string;
  partnership_uid: string | null;
  created_by: string;
  /** The client's id of the batch (idempotent create). */
  customer_batch_id: string;
  file_name: string;
  /** The file's SHA-256 (hex): a replay must carry the same file. */
  file_sha256: string;
  /** pain.001.001.09 or csv. */
  format: string;
  /** The signers whose one signature covers every order of the batch (the capturer's own at creation). */
  approved_by: TextArray;
  rejected_by: string | null;
  created_at: CreatedAt;
}
