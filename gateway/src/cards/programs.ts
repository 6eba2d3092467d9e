/**
 * Card programs (spec §3 "Card program", §7 GET /v2/partnerships/{uid}/card-programs, /v2/card-programs/{id},
 * /v2/card-programs/{id}/extend-bulk): a partnership's programs with their contract, the reader's actionables
 * (the kernel's cardProgramActions) and the card counts (cardCountStatus: new and funded as pending), and bulk
 * card orders: extend-bulk orders cards for members of the partnership on the program's allowed debit accounts,
 * all or none, executed at once (expired orders are hidden).
 */
import { randomUUID } from 'node:crypto';
import {
  cardCountStatus,
  cardKindOffered,
  cardProgramActions,
  cardProgramRight,
  mayHoldProgramCard,
  type BulkCardOrder,
  type BulkOrderStatus,
  type CardCountStatus,
  type CardKind,
  type CardProgram,
  type CardProgramContractStatus,
  type CardStatus,
  type ExtendBulkBody,
} from 'shared-kernel/domain';
import type { Selectable } from 'kysely';
import type { KontorDb, KontorExecutor } from '../db/database';
import type { CardProgramsTable } from '../db/tables/cards';
import type { FieldError } from '../http/errors';
import { validationError } from '../http/errors';
import { amountOf } from '../accounts/money';
import { newCardNumbers } from './actions';
import { readable } from './access';
import { cardError, type CardCaller } from './context';
import { publishBulkOrderEvent, publishCardEvents } from './events';
import { cardQuery } from './queries';

type ProgramRow = Selectable<CardProgramsTable>;

/** A new program card's monthly spending limit (minor units): the bank's default, as the seed's cards. */
const DEFAULT_SPENDING_LIMIT_VALUE = 500_000;

const programFacts = (program: ProgramRow) => ({
  uid: program.uid,
  partnershipUid: program.partnership_uid,
  contractStatus: program.contract_status,
});

export const mayViewProgram = (caller: CardCaller, program: ProgramRow): boolean =>
  cardProgramRight(caller.context, programFacts(program), 'view');

/** The program if the caller may see it; else 404 card_program_not_found. */
export async function loadProgramInContext(
  db: KontorExecutor,
  caller: CardCaller,
  uid: string,
): Promise<ProgramRow> {
  const program = await db.selectFrom('card_programs').selectAll().where('uid', '=', uid).executeTakeFirst();
  if (!program || !mayViewProgram(caller, program))
    throw cardError(caller.language, 404, 'card_program_not_found');
  return program;
}

export async function programViews(
  db: KontorExecutor,
  caller: CardCaller,
  programs: readonly ProgramRow[],
): Promise<CardProgram[]> {
  if (programs.length === 0) return [];
  const uids = programs.map((program) => program.uid);
  const accountUids = [...new Set(programs.flatMap((program) => program.allowed_debit_account_uids))];
  const [cards, accounts] = await Promise.all([
    cardQuery(db).where('c.card_program_uid', 'in', uids).execute(),
    accountUids.length
      ? db
          .selectFrom('cash_accounts')
          .select(['uid', 'iban', 'account_name', 'currency', 'balance_factor'])
          .where('uid', 'in', accountUids)
          .execute()
      : [],
  ]);
  const accountByUid = new Map(accounts.map((account) => [account.uid, account]));
  return Promise.all(
    programs.map(async (program): Promise<CardProgram> => {
      const counts = new Map<CardCountStatus, number>();
      for (const card of cards)
        if (card.card_program_uid === program.uid && readable(caller, card)) {
          const status = cardCountStatus(card.status as CardStatus);
          if (status) counts.set(status, (counts.get(status) ?? 0) + 1);
        }
      const money = accountByUid.get(program.allowed_debit_account_uids[0] ?? '');
      const actions = cardProgramActions(
        caller.context,
        programFacts(program),
        await caller.featuresOf(program.partnership_uid),
      );
      return {
        program: {
          cardProgramUid: program.uid,
          partnershipUid: program.partnership_uid,
          defaultATMMonthlyLimit: amountOf(
            program.default_atm_monthly_limit_value,
            money?.balance_factor ?? 2,
            money?.currency ?? 'CHF',
          ),
        },
        contract: {
          cardProgramContractUid: program.contract_uid,
          status: program.contract_status as CardProgramContractStatus,
          allowedDebitAccounts: program.allowed_debit_account_uids.flatMap((uid) => {
            const account = accountByUid.get(uid);
            return account
              ? [
                  {
                    accountEnriched: {
                      uid,
                      iban: account.iban,
                      name: account.account_name,
                      currency: account.currency,
                    },
                  },
                ]
              : [];
          }),
        },
        actionables: {
          myActionables: actions.map((action) => ({
            action,
            method: action === 'orderCards' ? 'POST' : 'GET',
          })),
        },
        numCards: [...counts].map(([entityStatus, count]) => ({ entityStatus, count })),
      };
    }),
  );
}

/** The program's bulk orders, newest first; expired ones hidden (spec §4). */
export async function bulkOrderViews(db: KontorExecutor, programUid: string): Promise<BulkCardOrder[]> {
  const orders = await db
    .selectFrom('card_bulk_orders')
    .selectAll()
    .where('card_program_uid', '=', programUid)
    .where('status', '<>', 'expired')
    .orderBy('created_at', 'desc')
    .orderBy('uid')
    .execute();
  if (orders.length === 0) return [];
  const items = await db
    .selectFrom('card_bulk_order_items as i')
    .innerJoin('natural_persons as h', 'h.uid', 'i.holder_uid')
    .select(['i.bulk_order_uid', 'i.position', 'i.holder_uid', 'i.kind', 'i.debit_account_uid', 'i.card_uid'])
    .select(['h.name', 'h.family_name'])
    .where(
      'i.bulk_order_uid',
      'in',
      orders.map((order) => order.uid),
    )
    .orderBy('i.position')
    .execute();
  return orders.map((order) => ({
    bulkOrderUid: order.uid,
    cardProgramUid: order.card_program_uid,
    status: order.status as BulkOrderStatus,
    orderedByUid: order.ordered_by,
    createdAt: order.created_at.toISOString(),
    items: items
      .filter((item) => item.bulk_order_uid === order.uid)
      .map((item) => ({
        holderEnriched: { uid: item.holder_uid, name: `${item.name} ${item.family_name}` },
        kind: item.kind as CardKind,
        debitAccountUid: item.debit_account_uid,
        cardUid: item.card_uid,
      })),
    failureReason: order.failure_reason,
  }));
}

/** The field errors of an extend-bulk order: holders who may hold a card, allowed accounts, kinds of the plan. */
async function bulkIssues(
  db: KontorExecutor,
  program: ProgramRow,
  body: ExtendBulkBody,
  features: Record<string, boolean>,
): Promise<FieldError[]> {
  const holders = await db
    .selectFrom('partnership_engagements as e')
    .innerJoin('natural_persons as p', 'p.uid', 'e.person_uid')
    .select(['e.person_uid', 'e.roles', 'p.name', 'p.family_name'])
    .where('e.partnership_uid', '=', program.partnership_uid)
    .execute();
  const rolesOf = new Map(holders.map((holder) => [holder.person_uid, holder.roles]));
  const issues: FieldError[] = [];
  body.cards.forEach((card, index) => {
    if (!mayHoldProgramCard(rolesOf.get(card.holderUid) ?? []))
      issues.push({
        field: `cards.${index}.holderUid`,
        code: 'card_holder_not_member',
        message: 'card_holder_not_member',
      });
    if (!program.allowed_debit_account_uids.includes(card.debitAccountUid))
      issues.push({
        field: `cards.${index}.debitAccountUid`,
        code: 'debit_account_not_allowed',
        message: 'debit_account_not_allowed',
      });
    if (!cardKindOffered(card.kind, features))
      issues.push({
        field: `cards.${index}.kind`,
        code: 'card_feature_missing',
        message: 'card_feature_missing',
      });
  });
  return issues;
}

/** POST extend-bulk: the order and its cards (status new) in one transaction, executed at once. */
export async function extendBulk(
  db: KontorDb,
  caller: CardCaller,
  program: ProgramRow,
  body: ExtendBulkBody,
): Promise<BulkCardOrder> {
  const features = await caller.featuresOf(program.partnership_uid);
  if (!cardProgramActions(caller.context, programFacts(program), features).includes('orderCards'))
    throw cardError(caller.language, 403, 'card_action_forbidden', { action: 'orderCards' });
  const issues = await bulkIssues(db, program, body, features);
  if (issues.length > 0) throw validationError(issues);
  const names = await db
    .selectFrom('natural_persons')
    .select(['uid', 'name', 'family_name'])
    .where(
      'uid',
      'in',
      body.cards.map((card) => card.holderUid),
    )
    .execute();
  const embossed = (uid: string) => {
    const person = names.find((candidate) => candidate.uid === uid);
    return `${person?.name ?? ''} ${person?.family_name ?? ''}`.trim().toUpperCase().slice(0, 26);
  };
  const orderUid = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('card_bulk_orders')
      .values({ uid: orderUid, card_program_uid: program.uid, status: 'new', ordered_by: caller.personUid })
      .execute();
    for (const [position, item] of body.cards.entries()) {
      const card = await trx
        .insertInto('cards')
        .values({
          uid: randomUUID(),
          holder_uid: item.holderUid,
          cash_account_uid: item.debitAccountUid,
          card_program_uid: program.uid,
          kind: item.kind,
          brand: 'abacusExpense',
          status: 'new',
          ...newCardNumbers(caller.today),
          embossed_name: item.embossedName?.toUpperCase() ?? embossed(item.holderUid),
          spending_limit_value: DEFAULT_SPENDING_LIMIT_VALUE,
          atm_monthly_limit_value: program.default_atm_monthly_limit_value,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('card_bulk_order_items')
        .values({
          bulk_order_uid: orderUid,
          position,
          holder_uid: item.holderUid,
          kind: item.kind,
          debit_account_uid: item.debitAccountUid,
          card_uid: card.uid,
        })
        .execute();
      await publishCardEvents(trx, card, program.partnership_uid);
    }
    const executed = await trx
      .updateTable('card_bulk_orders')
      .set({ status: 'executed' })
      .where('uid', '=', orderUid)
      .where('status', '=', 'new')
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishBulkOrderEvent(trx, executed, program.partnership_uid);
  });
  const [order] = (await bulkOrderViews(db, program.uid)).filter(
    (candidate) => candidate.bulkOrderUid === orderUid,
  );
  return order!;
}
