/**
 * The transactions wire types: the contract of shared-kernel/src/domain/contracts/transactions.ts (the gateway
 * answers with the same schemas), the customize form's schema document included.
 */
export {
  DECLINE_REASONS,
  TRANSACTION_STATUSES,
  type CustomizeSchema,
  type DeclineReason,
  type Receipt,
  type ReceiptFile,
  type TagProfile,
  type Transaction,
  type TransactionCategory,
  type TransactionDirection,
  type TransactionStatus,
} from 'shared-kernel/domain';
