/**
 * Stream messages of the payments resource (spec §3 "Event stream message"), written in the caller's
 * transaction so they exist exactly when the change commits. The audience names the entities an audience
 * rule can use: the account's owner (private) or the partnership and the debit account.
 */
import type { KontorExecutor } from '../db/database';
import { publishEvent, type EventAudience } from '../events/publish';
import { cashAccountSubject } from '../accounts/audience';
import { beneficiarySubject } from './beneficiary-access';

interface OrderLike {
  uid: string;
  status: string;
  cash_account_uid: string;
  partnership_uid: string | null;
  requested_by: string;
}

/** Who may hear about an order: the private owner, or those of the partnership who may view the account. */
export const orderAudience = (order: OrderLike, privateOwnerUid?: string): EventAudience =>
  order.partnership_uid
    ? { partnershipUid: order.partnership_uid, subject: cashAccountSubject(order.cash_account_uid) }
    : {
        personUids: [privateOwnerUid ?? order.requested_by],
        subject: cashAccountSubject(order.cash_account_uid),
      };

export async function publishOrderEvent(trx: KontorExecutor, order: OrderLike): Promise<void> {
  await publishEvent(trx, {
    type: 'paymentOrder',
    guid: order.uid,
    message: {
      paymentOrderUid: order.uid,
      uid: order.uid,
      status: order.status,
      cashAccountUid: order.cash_account_uid,
      ...(order.partnership_uid ? { partnershipUid: order.partnership_uid } : {}),
      ownerUid: order.partnership_uid ?? order.requested_by,
    },
    audience: orderAudience(order),
  });
}

/**
 * A transaction booked for an order (debit, fee, credit of the other account, booking back): spec §3's
 * "transaction receipt" stream message, so transaction lists and receipts reload. Audience: whoever may view
 * the booked account (its private owner; in a partnership, its viewers).
 */
export async function publishTransactionEvent(
  trx: KontorExecutor,
  order: OrderLike,
  trxUid: string,
  accountUid: string,
): Promise<void> {
  const account = await trx
    .selectFrom('cash_accounts')
    .select(['owner_uid', 'owner_type'])
    .where('uid', '=', accountUid)
    .executeTakeFirstOrThrow();
  const partnership = account.owner_type === 'partnership';
  await publishEvent(trx, {
    type: 'transactionReceipt',
    guid: trxUid,
    message: {
      trxUid,
      uid: trxUid,
      paymentOrderUid: order.uid,
      cashAccountUid: accountUid,
      ownerUid: account.owner_uid,
      ...(partnership ? { partnershipUid: account.owner_uid } : {}),
    },
    audience: partnership
      ? { partnershipUid: account.owner_uid, subject: cashAccountSubject(accountUid) }
      : { personUids: [account.owner_uid], subject: cashAccountSubject(accountUid) },
  });
}

export async function publishBeneficiaryEvent(
  trx: KontorExecutor,
  beneficiary: { uid: string; owner_uid: string; owner_type: string; signed: boolean },
  status: 'pending' | 'approved' | 'rejected',
  accountUid: string | null,
): Promise<void> {
  const partnership = beneficiary.owner_type === 'partnership';
  await publishEvent(trx, {
    type: 'beneficiary',
    guid: beneficiary.uid,
    message: {
      beneficiaryUID: beneficiary.uid,
      uid: beneficiary.uid,
      signed: beneficiary.signed,
      status,
      ownerUid: beneficiary.owner_uid,
      ...(partnership ? { partnershipUid: beneficiary.owner_uid } : {}),
      ...(accountUid ? { cashAccountUid: accountUid } : {}),
    },
    // Read by the view right on an account paying it (./beneficiary-access.ts), as the beneficiary itself.
    audience: partnership
      ? {
          partnershipUid: beneficiary.owner_uid,
          subject: accountUid ? cashAccountSubject(accountUid) : beneficiarySubject(beneficiary.uid),
        }
      : { personUids: [beneficiary.owner_uid] },
  });
}
