/**
 * The card events of spec §7 (debit card, card in card program, card program, card bulk order), written in the
 * writer's transaction with the audience of ./audience.ts: a card's readers, a program's readers.
 */
import type { KontorExecutor } from '../db/database';
import { publishEvent } from '../events/publish';
import { cardProgramSubject, cardSubject } from './audience';

export interface CardEventFacts {
  uid: string;
  status: string;
  holder_uid: string;
  cash_account_uid: string;
  card_program_uid: string | null;
}

/** A card was ordered or changed: debitCard to its readers; on a program also cardInCardProgram and cardProgram. */
export async function publishCardEvents(
  trx: KontorExecutor,
  card: CardEventFacts,
  partnershipUid: string | null,
): Promise<void> {
  const message = {
    cardUid: card.uid,
    status: card.status,
    holderUid: card.holder_uid,
    cashAccountUid: card.cash_account_uid,
    ...(card.card_program_uid ? { cardProgramUid: card.card_program_uid } : {}),
    ...(partnershipUid ? { partnershipUid } : {}),
  };
  const audience = { subject: cardSubject(card.uid), partnershipUid };
  await publishEvent(trx, { type: 'debitCard', guid: card.uid, message, audience });
  if (!card.card_program_uid) return;
  await publishEvent(trx, { type: 'cardInCardProgram', guid: card.uid, message, audience });
  await publishEvent(trx, {
    type: 'cardProgram',
    guid: card.card_program_uid,
    message: { cardProgramUid: card.card_program_uid, ...(partnershipUid ? { partnershipUid } : {}) },
    audience: { subject: cardProgramSubject(card.card_program_uid), partnershipUid },
  });
}

/** A bulk card order was placed or changed. */
export async function publishBulkOrderEvent(
  trx: KontorExecutor,
  order: { uid: string; status: string; card_program_uid: string },
  partnershipUid: string,
): Promise<void> {
  await publishEvent(trx, {
    type: 'cardBulkOrder',
    guid: order.uid,
    message: {
      orderUid: order.uid,
      status: order.status,
      cardProgramUid: order.card_program_uid,
      partnershipUid,
    },
    audience: { subject: cardProgramSubject(order.card_program_uid), partnershipUid },
  });
}
