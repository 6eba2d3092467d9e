import type { StreamEventType, StreamMessage } from './types';

/** Which message field names the changed entity, per event type (spec §3 "Event stream message"). */
const ENTITY_FIELD: Record<StreamEventType, keyof StreamMessage['message']> = {
  debitCard: 'cardUid',
  cardProgram: 'cardProgramUid',
  cardProgramContract: 'cardProgramUid',
  cardInCardProgram: 'cardUid',
  agentInPartnership: 'partnershipUid',
  exportTicket: 'exportTicketUID',
  cardBulkOrder: 'orderUid',
  cashSubAccount: 'cashAccountUid',
  cashAccountCreated: 'cashAccountUid',
  entitlementChanged: 'rootEntityUid',
  beneficiary: 'beneficiaryUID',
  paymentOrder: 'paymentOrderUid',
  transactionReceipt: 'trxUid',
  ebillInvoiceArrived: 'businessCaseId',
  ebillInvoiceRejected: 'businessCaseId',
  ebillInvoiceSettled: 'businessCaseId',
  ebillInvoiceNotCovered: 'businessCaseId',
  ebillSubscription: 'ownerUid',
};

export const STREAM_EVENT_TYPES = Object.keys(ENTITY_FIELD) as StreamEventType[];

export const isStreamEventType = (type: unknown): type is StreamEventType =>
  typeof type === 'string' && type in ENTITY_FIELD;

/** The uid of the entity a message is about; falls back to message.uid, then the message guid. */
export function entityIdOf(message: StreamMessage): string {
  const value = message.message[ENTITY_FIELD[message.type]];
  if (typeof value === 'string' && value) return value;
  return message.message.uid ?? message.guid;
}
