/**
 * Which card the caller may read and what it may do with it: the kernel's cardReadAllowed and
 * cardActionRefusal (shared-kernel/src/domain/rules/cards.ts) on facts read from the tables. A card the caller
 * may not read is not found (404 card_not_found), as an account of another context is.
 */
import {
  allowedCardActions,
  cardReadAllowed,
  type CardActionFacts,
  type CardKind,
  type CardOwnershipFacts,
  type CardStatus,
} from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';
import { cardError, type CardCaller } from './context';
import { cardByUid, type CardRow } from './queries';

export const ownershipOf = (row: CardRow): CardOwnershipFacts => ({
  uid: row.uid,
  holderUid: row.holder_uid,
  cardProgramUid: row.card_program_uid,
  partnershipUid: row.partnership_uid,
});

export const readable = (caller: CardCaller, row: CardRow): boolean =>
  cardReadAllowed({ context: caller.context, card: ownershipOf(row) });

/** Everything the kernel weighs for the caller's actions on the card. */
export async function actionFacts(
  caller: CardCaller,
  row: CardRow,
  replaced: boolean,
): Promise<CardActionFacts> {
  return {
    context: caller.context,
    card: ownershipOf(row),
    state: { status: row.status as CardStatus, expiry: row.expiry, today: caller.today, replaced },
    kind: row.kind as CardKind,
    features: await caller.featuresOf(row.account_owner_uid),
  };
}

export const allowedActionsOf = async (caller: CardCaller, row: CardRow, replaced: boolean) =>
  allowedCardActions(await actionFacts(caller, row, replaced));

/** The card, if the caller may read it; else 404 card_not_found. */
export async function loadCardInContext(
  db: KontorExecutor,
  caller: CardCaller,
  uid: string,
): Promise<CardRow> {
  const row = await cardByUid(db, uid);
  if (!row || !readable(caller, row)) throw cardError(caller.language, 404, 'card_not_found');
  return row;
}
