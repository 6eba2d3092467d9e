/**
 * Who may read a card or a card program, as an event's audience (events/audience.ts): the kernel's
 * cardReadAllowed and cardProgramRight in the card's own context (a private card: its holder; a program card:
 * its holder and the partnership's delegates entitled to it). The cards resource declares it; events/ knows no card.
 */
import {
  cardProgramRight,
  cardReadAllowed,
  type CardContextFacts,
  type EntitlementFact,
} from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';
import type { EventSubject } from '../events/audience';
import { toEntitlementFact } from '../http/rights';
import { ownershipOf } from './access';
import { cardByUid } from './queries';

/** Every person engaged in the partnership (and `also`), in their context there, as the card rules read it. */
async function partnershipContexts(
  db: KontorExecutor,
  partnershipUid: string,
  also: readonly string[] = [],
): Promise<CardContextFacts[]> {
  const [engagements, rows] = await Promise.all([
    db
      .selectFrom('partnership_engagements')
      .select(['person_uid', 'roles'])
      .where('partnership_uid', '=', partnershipUid)
      .execute(),
    db
      .selectFrom('entitlements')
      .select(['person_uid', 'entity_uid', 'entity_type', 'action', 'included_types'])
      .where('partnership_uid', '=', partnershipUid)
      .execute(),
  ]);
  const entitlements = new Map<string, EntitlementFact[]>();
  for (const row of rows)
    entitlements.set(row.person_uid, [...(entitlements.get(row.person_uid) ?? []), toEntitlementFact(row)]);
  const roles = new Map(engagements.map((row) => [row.person_uid, row.roles]));
  return [...new Set([...roles.keys(), ...also])].map((personUid) => ({
    type: 'business',
    personUid,
    partnershipUid,
    roles: roles.get(personUid) ?? [],
    entitlements: entitlements.get(personUid) ?? [],
  }));
}

/** The persons who may read the card now. */
export async function cardReaders(db: KontorExecutor, cardUid: string): Promise<string[]> {
  const row = await cardByUid(db, cardUid);
  if (!row) return [];
  const card = ownershipOf(row);
  const contexts: CardContextFacts[] =
    row.partnership_uid === null
      ? [{ type: 'private', personUid: row.holder_uid }]
      : await partnershipContexts(db, row.partnership_uid, [row.holder_uid]);
  return contexts.filter((context) => cardReadAllowed({ context, card })).map((context) => context.personUid);
}

/** The persons who may see the card program (its entitled delegates). */
export async function cardProgramReaders(db: KontorExecutor, programUid: string): Promise<string[]> {
  const program = await db
    .selectFrom('card_programs')
    .select(['uid', 'partnership_uid'])
    .where('uid', '=', programUid)
    .executeTakeFirst();
  if (!program) return [];
  const target = { uid: program.uid, partnershipUid: program.partnership_uid };
  return (await partnershipContexts(db, program.partnership_uid))
    .filter((context) => cardProgramRight(context, target, 'view'))
    .map((context) => context.personUid);
}

/** An event about a card: those who may read it receive it. */
export const cardSubject = (cardUid: string): EventSubject => ({
  kind: 'card',
  uid: cardUid,
  readers: cardReaders,
});

/** An event about a card program (its cards' counts, its bulk orders): those who may see the program. */
export const cardProgramSubject = (programUid: string): EventSubject => ({
  kind: 'cardProgram',
  uid: programUid,
  readers: cardProgramReaders,
});
