/** Response shapes of the transactions routes (spec §3 Transaction, Receipt). */
import { amount, arrayOf, object, text } from '../http/schemas';

/** The transactions contract (shared-kernel/src/domain/contracts/transactions.ts): one shape for gateway and screens. */
export { receiptSchema, tagProfileSchema, transactionSchema } from 'shared-kernel/domain';

export const timeseriesSchema = object({
  pattern: text,
  series: arrayOf(object({ period: text, spending: amount })),
});

/** The customize form's JSON schema (spec §7): a schema document, kept whole. */
export const customizeSchema = { type: 'object', additionalProperties: true };
