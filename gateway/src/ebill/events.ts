/**
 * The eBill events (contracts/ebill.ts EBILL_EVENT_TYPES), written in the writer's transaction with the audience
 * of ./audience.ts (who may read the owner's eBill). This resource publishes an invoice's arrival and rejection
 * and the subscription's changes; the payments resource publishes settled and not covered with the same helper.
 */
import type { EbillEventType } from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';
import { publishEvent } from '../events/publish';
import { ebillSubject } from './audience';

export interface EbillEventOwner {
  ownerUid: string;
  ownerType: 'person' | 'partnership';
}

const partnershipOf = (owner: EbillEventOwner) => (owner.ownerType === 'partnership' ? owner.ownerUid : null);

/** An invoice event: arrived, rejected, settled or not covered. */
export async function publishInvoiceEvent(
  trx: KontorExecutor,
  type: Exclude<EbillEventType, 'ebillSubscription'>,
  owner: EbillEventOwner,
  invoice: { business_case_id: string; biller_id: string; status: string; payment_order_uid?: string | null },
): Promise<void> {
  const partnershipUid = partnershipOf(owner);
  await publishEvent(trx, {
    type,
    guid: invoice.business_case_id,
    message: {
      businessCaseId: invoice.business_case_id,
      billerId: invoice.biller_id,
      status: invoice.status,
      ownerUid: owner.ownerUid,
      ...(invoice.payment_order_uid ? { paymentOrderUid: invoice.payment_order_uid } : {}),
      ...(partnershipUid ? { partnershipUid } : {}),
    },
    audience: { subject: ebillSubject(owner.ownerUid), partnershipUid },
  });
}

/** The subscription changed (requested, confirmed, blocked, deactivated, its settings). */
export async function publishSubscriptionEvent(
  trx: KontorExecutor,
  owner: EbillEventOwner,
  status: string,
): Promise<void> {
  const partnershipUid = partnershipOf(owner);
  await publishEvent(trx, {
    type: 'ebillSubscription',
    guid: owner.ownerUid,
    message: { ownerUid: owner.ownerUid, status, ...(partnershipUid ? { partnershipUid } : {}) },
    audience: { subject: ebillSubject(owner.ownerUid), partnershipUid },
  });
}
