/**
 * The cards resource (issue 29; spec §3 Card and Card program, §4 card statuses and actions, §6 rights, §7
 * "Agent, cards, accounts"): the cards of a context, a card and its actions, card programs and bulk card orders,
 * and (local and sandbox only) the card terminal. Its wire contract is the kernel's contracts/cards.ts, its rules
 * the kernel's rules/cards.ts; see docs/cards-api.md.
 */
import {
  agentCardsQuerySchema,
  bulkCardOrdersSchema,
  bulkCardOrderSchema,
  cardActionBodySchema,
  cardActionResultSchema,
  cardActionsSchema,
  cardProgramSchema,
  cardProgramsSchema,
  cardSchema,
  cardSearchQuerySchema,
  cardsSchema,
  extendBulkBodySchema,
  idPathParams,
  uidPathParams,
  type AgentCardsQuery,
  type CardActionBody,
  type CardSearchQuery,
  type ExtendBulkBody,
} from 'shared-kernel/domain';
import { sql } from 'kysely';
import { forbidden } from '../http/errors';
import type { EntityKind } from '../http/rights';
import { defineRoute, type RouteDefinition } from '../http/route';
import { loadCardInContext, readable, allowedActionsOf } from './access';
import { performCardAction } from './actions';
import { cardCaller } from './context';
import { cardProgramKind } from './entity-kinds';
import { bulkOrderViews, extendBulk, loadProgramInContext, mayViewProgram, programViews } from './programs';
import { contextCards, hasReplacement } from './queries';
import { cardTerminalRoute } from './terminal';
import { cardViews } from './views';

export const cardsEntityKinds: readonly EntityKind[] = [cardProgramKind];

/** The context's agent: the person in private context, the partnership in a partnership's. */
const contextOf = (caller: Awaited<ReturnType<typeof cardCaller>>) =>
  caller.context.type === 'private'
    ? ({ type: 'private', uid: caller.personUid } as const)
    : ({ type: 'business', uid: caller.context.partnershipUid } as const);

const agentCards = defineRoute<{ Params: { uid: string }; Querystring: AgentCardsQuery }>({
  method: 'GET',
  url: '/api/v2/agents/:uid/cards',
  family: 'cards.read',
  auth: 'strong',
  schema: {
    summary:
      "The context's cards the caller may read (spec §6): a private person's own; in a partnership (roles=delegate) the program cards its delegates are entitled to, or that the caller holds. Deleted cards are left out.",
    params: uidPathParams,
    querystring: agentCardsQuerySchema,
    response: { 200: cardsSchema },
  },
  handler: async (request) => {
    const db = request.server.db;
    const caller = await cardCaller(db, request.ctx);
    const context = contextOf(caller);
    if (request.params.uid !== context.uid) throw forbidden('the cards of the current context only');
    const rows = await contextCards(db, context)
      .where('c.status', '<>', 'deleted')
      .orderBy('c.created_at')
      .orderBy('c.uid')
      .execute();
    return cardViews(
      db,
      caller,
      rows.filter((row) => readable(caller, row)),
    );
  },
});

const searchCards = defineRoute<{ Querystring: CardSearchQuery }>({
  method: 'GET',
  url: '/api/v2/debit-cards/search',
  family: 'cards.read',
  auth: 'strong',
  schema: {
    summary:
      'The cards of the context the caller may read, by status, holder or program (x-total-count); deleted ones only when asked for',
    querystring: cardSearchQuerySchema,
    response: { 200: cardsSchema },
  },
  handler: async (request, reply) => {
    const db = request.server.db;
    const caller = await cardCaller(db, request.ctx);
    const { status, holderUid, cardProgramUid, count = 50, offset = 0 } = request.query;
    let query = contextCards(db, contextOf(caller));
    query = status?.length ? query.where('c.status', 'in', status) : query.where('c.status', '<>', 'deleted');
    if (holderUid) query = query.where('c.holder_uid', '=', holderUid);
    if (cardProgramUid) query = query.where('c.card_program_uid', '=', cardProgramUid);
    const rows = (await query.orderBy('c.created_at').orderBy('c.uid').execute()).filter((row) =>
      readable(caller, row),
    );
    reply.header('x-total-count', String(rows.length));
    return cardViews(db, caller, rows.slice(offset, offset + count));
  },
});

const readCard = defineRoute<{ Params: { id: string } }>({
  method: 'GET',
  url: '/api/v2/debit-cards/:id',
  family: 'cards.read',
  auth: 'strong',
  schema: {
    summary: 'A card as read, with the actions the caller may take now',
    params: idPathParams,
    response: { 200: cardSchema },
  },
  handler: async (request) => {
    const db = request.server.db;
    const caller = await cardCaller(db, request.ctx);
    const row = await loadCardInContext(db, caller, request.params.id);
    const [view] = await cardViews(db, caller, [row]);
    return view;
  },
});

const cardActions = defineRoute<{ Params: { id: string } }>({
  method: 'GET',
  url: '/api/v2/debit-cards/:id/actions',
  family: 'cards.read',
  auth: 'strong',
  schema: {
    summary: "The card actions the caller may take now (the kernel's allowedCardActions), each with its call",
    params: idPathParams,
    response: { 200: cardActionsSchema },
  },
  handler: async (request) => {
    const db = request.server.db;
    const caller = await cardCaller(db, request.ctx);
    const row = await loadCardInContext(db, caller, request.params.id);
    const actions = await allowedActionsOf(caller, row, await hasReplacement(db, row.uid));
    const uri = `/api/v2/debit-cards/${row.uid}/actions`;
    return {
      cardUID: row.uid,
      status: row.status,
      actions: actions.map((action) => ({ action, method: 'POST', uri })),
    };
  },
});

const performAction = defineRoute<{ Params: { id: string }; Body: CardActionBody }>({
  method: 'POST',
  url: '/api/v2/debit-cards/:id/actions',
  family: 'cards.write',
  auth: 'strong',
  schema: {
    summary:
      'A card action of spec §4 (body.action): refused 403 card_action_forbidden, 409 card_status_forbids_action / card_status_changed / card_already_replaced / card_not_expiring / pin_not_viewable, 422 card_feature_missing / password_check_failed',
    params: idPathParams,
    body: cardActionBodySchema,
    response: { 200: cardActionResultSchema },
  },
  handler: async (request) => {
    const db = request.server.db;
    const caller = await cardCaller(db, request.ctx);
    return performCardAction(db, request.server.config, caller, request.params.id, request.body);
  },
});

const partnershipPrograms = defineRoute<{ Params: { uid: string } }>({
  method: 'GET',
  url: '/api/v2/partnerships/:uid/card-programs',
  family: 'cards.read',
  auth: 'strong',
  schema: {
    summary: "The partnership's card programs the caller may see (its delegates entitled to them)",
    params: uidPathParams,
    response: { 200: cardProgramsSchema },
  },
  handler: async (request) => {
    const db = request.server.db;
    const caller = await cardCaller(db, request.ctx);
    if (request.ctx.partnershipUid !== request.params.uid)
      throw forbidden('the card programs of the current partnership context only');
    const programs = await db
      .selectFrom('card_programs')
      .selectAll()
      .where('partnership_uid', '=', request.params.uid)
      .orderBy(sql`created_at`)
      .orderBy('uid')
      .execute();
    return programViews(
      db,
      caller,
      programs.filter((program) => mayViewProgram(caller, program)),
    );
  },
});

const readProgram = defineRoute<{ Params: { id: string } }>({
  method: 'GET',
  url: '/api/v2/card-programs/:id',
  family: 'cards.read',
  auth: 'strong',
  schema: {
    summary: 'A card program: its contract, the caller’s actionables and its cards by status',
    params: idPathParams,
    response: { 200: cardProgramSchema },
  },
  handler: async (request) => {
    const db = request.server.db;
    const caller = await cardCaller(db, request.ctx);
    const [view] = await programViews(db, caller, [
      await loadProgramInContext(db, caller, request.params.id),
    ]);
    return view;
  },
});

const bulkOrders = defineRoute<{ Params: { id: string } }>({
  method: 'GET',
  url: '/api/v2/card-programs/:id/extend-bulk',
  family: 'cards.read',
  auth: 'strong',
  schema: {
    summary: "The program's bulk card orders, newest first (expired hidden)",
    params: idPathParams,
    response: { 200: bulkCardOrdersSchema },
  },
  handler: async (request) => {
    const db = request.server.db;
    const caller = await cardCaller(db, request.ctx);
    const program = await loadProgramInContext(db, caller, request.params.id);
    return bulkOrderViews(db, program.uid);
  },
});

const orderBulk = defineRoute<{ Params: { id: string }; Body: ExtendBulkBody }>({
  method: 'POST',
  url: '/api/v2/card-programs/:id/extend-bulk',
  family: 'cards.write',
  auth: 'strong',
  schema: {
    summary:
      'Orders cards for members of the partnership on the allowed debit accounts (a bulk card order, executed at once; all or none)',
    params: idPathParams,
    body: extendBulkBodySchema,
    response: { 201: bulkCardOrderSchema },
  },
  handler: async (request, reply) => {
    const db = request.server.db;
    const caller = await cardCaller(db, request.ctx);
    const program = await loadProgramInContext(db, caller, request.params.id);
    const order = await extendBulk(db, caller, program, request.body);
    reply.code(201);
    return order;
  },
});

export const cardsRoutes: readonly RouteDefinition[] = [
  agentCards,
  searchCards,
  readCard,
  cardActions,
  performAction,
  partnershipPrograms,
  readProgram,
  bulkOrders,
  orderBulk,
];

/** The sandbox card terminal: registered in local and sandbox only (routes.ts), like the other sandbox tools. */
export const sandboxCardTerminalRoutes: readonly RouteDefinition[] = [cardTerminalRoute];
