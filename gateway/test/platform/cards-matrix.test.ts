/**
 * The cards matrix (issue 29 item 3): every persona context of the seed × every seeded card and card program,
 * with the expected answer derived from the kernel's card rules (cardReadAllowed, allowedCardActions,
 * cardActionRefusal, cardProgramRight, cardProgramActions) on facts read from the seeded tables, never written
 * per row: who reads a card, which actions the card offers each reader, who may take the read-only action
 * viewLimit, which cards a context lists and which programs it sees. Runs on PGlite and PostgreSQL.
 */
import {
  allowedCardActions,
  cardActionRefusal,
  cardProgramActions,
  cardProgramRight,
  cardReadAllowed,
  type CardActionFacts,
  type CardContextFacts,
  type CardKind,
  type CardStatus,
} from 'shared-kernel/domain';
import { contextFeatures } from '../../src/payments/checks';
import { bankToday } from '../../src/payments/clock';
import { personaApp } from '../persona-app';
import { personaContexts, type PersonaContext } from '../rules-drift';

const world = personaApp({ config: { paymentSchedulerMs: 0 } });

const cardContextOf = (context: PersonaContext): CardContextFacts =>
  context.type === 'private'
    ? { type: 'private', personUid: context.personUid }
    : {
        type: 'business',
        personUid: context.personUid,
        partnershipUid: context.uid,
        roles: context.roles,
        entitlements: context.entitlements,
      };

async function seededCards() {
  return world.db
    .selectFrom('cards as c')
    .innerJoin('cash_accounts as a', 'a.uid', 'c.cash_account_uid')
    .leftJoin('card_programs as p', 'p.uid', 'c.card_program_uid')
    .select(['c.uid', 'c.holder_uid', 'c.card_program_uid', 'c.status', 'c.kind', 'c.expiry'])
    .select(['p.partnership_uid', 'a.owner_uid'])
    .orderBy('c.uid')
    .execute();
}

it('answers every persona context × card as the kernel’s card rules say', async () => {
  const contexts = await personaContexts(world.db);
  const cards = await seededCards();
  const today = await bankToday(world.db);
  const features = new Map<string, Record<string, boolean>>();
  for (const card of cards)
    if (!features.has(card.owner_uid))
      features.set(card.owner_uid, await contextFeatures(world.db, card.owner_uid));
  const drifts: string[] = [];
  let readCount = 0;
  for (const context of contexts) {
    const partnership = context.partnershipUid ?? undefined;
    const kernelContext = cardContextOf(context);
    for (const card of cards) {
      const facts: CardActionFacts = {
        context: kernelContext,
        card: {
          uid: card.uid,
          holderUid: card.holder_uid,
          cardProgramUid: card.card_program_uid,
          partnershipUid: card.partnership_uid,
        },
        state: { status: card.status as CardStatus, expiry: card.expiry, today, replaced: false },
        kind: card.kind as CardKind,
        features: features.get(card.owner_uid)!,
      };
      const where = `${context.email} in ${context.name} on card ${card.uid}`;
      const readable = cardReadAllowed(facts);
      const read = await world.call(context.email, 'GET', `/api/v2/debit-cards/${card.uid}`, { partnership });
      if (read.statusCode !== (readable ? 200 : 404)) drifts.push(`${where}: read ${read.statusCode}`);
      if (readable && read.statusCode === 200) {
        readCount += 1;
        const offered = read.json<{ actions: string[] }>().actions;
        const expected = allowedCardActions(facts);
        if (offered.join() !== expected.join())
          drifts.push(`${where}: actions ${offered.join()} ≠ ${expected.join()}`);
      }
      const view = await world.call(context.email, 'POST', `/api/v2/debit-cards/${card.uid}/actions`, {
        partnership,
        payload: { action: 'viewLimit' },
      });
      const mayView = cardActionRefusal(facts, 'viewLimit') === null;
      if ((view.statusCode === 200) !== mayView || view.statusCode >= 500)
        drifts.push(`${where}: viewLimit ${view.statusCode}`);
    }
    const listed = await world.call(context.email, 'GET', `/api/v2/agents/${context.uid}/cards`, {
      partnership,
    });
    const expectedList = cards
      .filter((card) => card.status !== 'deleted')
      .filter((card) =>
        cardReadAllowed({
          context: kernelContext,
          card: {
            uid: card.uid,
            holderUid: card.holder_uid,
            cardProgramUid: card.card_program_uid,
            partnershipUid: card.partnership_uid,
          },
        }),
      )
      .map((card) => card.uid)
      .sort();
    const listedUids = listed
      .json<{ baseCardDetails: { cardUID: string } }[]>()
      .map((card) => card.baseCardDetails.cardUID)
      .sort();
    if (listedUids.join() !== expectedList.join())
      drifts.push(`${context.email} in ${context.name}: lists ${listedUids.join()} ≠ ${expectedList.join()}`);
  }
  expect(drifts).toEqual([]);
  // The table holds both answers.
  expect(readCount).toBeGreaterThan(0);
  expect(readCount).toBeLessThan(contexts.length * cards.length);
});

it('answers every partnership context × card program as the kernel’s program rules say', async () => {
  const contexts = (await personaContexts(world.db)).filter((context) => context.type === 'business');
  const programs = await world.db.selectFrom('card_programs').selectAll().orderBy('uid').execute();
  const drifts: string[] = [];
  for (const context of contexts) {
    const kernelContext = cardContextOf(context);
    const partnershipFeatures = await contextFeatures(world.db, context.uid);
    const visible = programs.filter((program) =>
      cardProgramRight(kernelContext, { uid: program.uid, partnershipUid: program.partnership_uid }, 'view'),
    );
    const response = await world.call(
      context.email,
      'GET',
      `/api/v2/partnerships/${context.uid}/card-programs`,
      {
        partnership: context.uid,
      },
    );
    const answer =
      response.json<
        { program: { cardProgramUid: string }; actionables: { myActionables: { action: string }[] } }[]
      >();
    const where = `${context.email} in ${context.name}`;
    if (
      answer.map((entry) => entry.program.cardProgramUid).join() !==
      visible.map((program) => program.uid).join()
    )
      drifts.push(`${where}: programs`);
    for (const entry of answer) {
      const program = programs.find((candidate) => candidate.uid === entry.program.cardProgramUid)!;
      const expected = cardProgramActions(
        kernelContext,
        {
          uid: program.uid,
          partnershipUid: program.partnership_uid,
          contractStatus: program.contract_status,
        },
        partnershipFeatures,
      );
      if (entry.actionables.myActionables.map((item) => item.action).join() !== expected.join())
        drifts.push(`${where}: actionables of ${program.uid}`);
    }
  }
  expect(drifts).toEqual([]);
  expect(contexts.length).toBeGreaterThan(0);
});
