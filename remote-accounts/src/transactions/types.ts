/**
 * The transactions wire types: the contract of shared-kernel/src/domain/contracts/transactions.ts (the gateway
 * answers with the same schemas), and the customize form's schema document this screen reads.
 */
export {
  DECLINE_REASONS,
  TRANSACTION_STATUSES,
  type DeclineReason,
  type Receipt,
  type ReceiptFile,
  type TagProfile,
  type Transaction,
  type TransactionDirection,
  type TransactionStatus,
} from 'shared-kernel/domain';

/** GET /v2/transactions/1/customize: the category enum with labels. */
export interface CustomizeSchema {
  type: 'object';
  properties: {
    category: { type: 'string'; enum: string[]; enumLabels?: string[]; default?: string };
    noteText?: { type: 'string'; maxLength?: number };
  };
}
