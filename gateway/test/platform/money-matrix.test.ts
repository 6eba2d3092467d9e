/**
 * The money matrix (issue 26 item 1, docs/security.md "Money matrix"): every persona context of the seed ×
 * every payment, beneficiary, approval and sandbox operation, on real entities, with the expected answer
 * derived from the kernel's rules (money-matrix.cases.ts), never written per row. A refusal is 401, 403 or 404;
 * anything else below 500 passed the rules; a 5xx fails the table whatever was expected. Runs on PGlite and
 * PostgreSQL like every gateway test.
 */
import { randomUUID } from 'node:crypto';
import { PAYMENT_ORDER_BASES, paymentBaseAllowed, partnershipContextType } from 'shared-kernel/domain';
import type { RegisteredRoute } from '../../src/http/route';
import { days, insertOrder, paymentBody, QR_IBAN, SWISS_IBAN } from '../../src/payments/test-support';
import { SANDBOX_OPERATOR_HEADERS, WEB_HEADERS } from '../helpers';
import { personaApp } from '../persona-app';
import { personaContexts, rightOn, type PersonaContext } from '../rules-drift';
import {
  contextKey,
  isMoneyRoute,
  isRefusal,
  OPERATIONS,
  sandboxCells,
  type AccountRow,
  type Cell,
  type MatrixWorld,
} from './money-matrix.cases';

const world = personaApp({ config: { paymentSchedulerMs: 0 } });
let contexts: PersonaContext[];
let routes: RegisteredRoute[];
let matrix: MatrixWorld;
const categories = new Map<string, string | null>();
const METHODS = ['GET', 'PATCH', 'DELETE'] as const;

const typeOf = (context: PersonaContext) =>
  context.type === 'private' ? ('private' as const) : partnershipContextType(context.roles);

/** A draft (or another status) on an account, in its owner's partnership when it has one. */
async function orderOn(
  account: AccountRow,
  requestedBy: string,
  status = 'draft',
  base = 'iban-payment-orders',
) {
  const partnership = categories.has(account.owner_uid) ? account.owner_uid : null;
  const uid = await insertOrder(world.db, {
    accountUid: account.uid,
    requestedBy,
    partnershipUid: partnership,
    status,
    paymentTime: matrix.later,
  });
  await world.db.updateTable('payment_orders').set({ base }).where('uid', '=', uid).execute();
  return uid;
}

async function openApproval(account: AccountRow, orderUid: string, requestedBy: string) {
  const uid = randomUUID();
  await world.db
    .insertInto('pending_approvals')
    .values({
      uid,
      partnership_uid: account.owner_uid,
      subject_type: 'paymentOrder',
      subject_uid: orderUid,
      requested_by: requestedBy,
      required_approvals: 2,
      approved_by: [],
      status: 'pending',
    })
    .execute();
  return uid;
}

/** A payment batch (issue 30) on an account: one order of it awaiting signatures in a partnership, its file. */
async function batchOn(account: AccountRow, createdBy: string) {
  const uid = randomUUID();
  const partnership = categories.has(account.owner_uid) ? account.owner_uid : null;
  await world.db
    .insertInto('payment_batches')
    .values({
      uid,
      cash_account_uid: account.uid,
      partnership_uid: partnership,
      created_by: createdBy,
      customer_batch_id: randomUUID(),
      file_name: 'matrix.csv',
      file_sha256: '0',
      format: 'csv',
    })
    .execute();
  const order = await orderOn(account, createdBy, partnership ? 'approval' : 'accepted');
  await world.db.updateTable('payment_orders').set({ batch_uid: uid }).where('uid', '=', order).execute();
  if (partnership) await openApproval(account, order, createdBy);
  await world.db
    .insertInto('file_resources')
    .values({
      uid: randomUUID(),
      bucket_file_name: `${randomUUID()}.csv`,
      owner_uid: uid,
      uploaded_by: createdBy,
      display_name: 'matrix.csv',
      mime_type: 'text/csv',
      file_size: 4,
      content: Buffer.from('name'),
    })
    .execute();
  return uid;
}

/** What a context may read of its partnership's pending approvals and pending orders, by the kernel's rights. */
async function readableLists(context: PersonaContext) {
  const accounts = new Map(matrix.accounts.map((account) => [account.uid, account]));
  const viewable = (accountUid: string) => rightOn(context, accounts.get(accountUid)!, 'view');
  const orders = await world.db
    .selectFrom('payment_orders')
    .select(['uid', 'cash_account_uid', 'beneficiary_uid', 'status'])
    .where('partnership_uid', '=', context.uid)
    .execute();
  const approvals = await world.db
    .selectFrom('pending_approvals')
    .select(['subject_type', 'subject_uid'])
    .where('partnership_uid', '=', context.uid)
    .where('status', '=', 'pending')
    .execute();
  const readableApproval = (approval: { subject_type: string; subject_uid: string }) =>
    orders.some(
      (order) =>
        (approval.subject_type === 'paymentOrder'
          ? order.uid === approval.subject_uid
          : order.beneficiary_uid === approval.subject_uid) && viewable(order.cash_account_uid),
    );
  matrix.readableApprovals.set(
    contextKey(context),
    approvals.filter(readableApproval).map((approval) => approval.subject_uid),
  );
  matrix.readablePendingOrders.set(
    contextKey(context),
    orders
      .filter((order) => ['approval', 'blocked'].includes(order.status) && viewable(order.cash_account_uid))
      .map((order) => order.uid),
  );
}

beforeAll(async () => {
  contexts = await personaContexts(world.db);
  routes = world.app.routeRegistry.filter(isMoneyRoute);
  for (const row of await world.db.selectFrom('partnerships').select(['uid', 'partner_category']).execute())
    categories.set(row.uid, row.partner_category);
  const accounts = await world.db
    .selectFrom('cash_accounts')
    .select(['uid', 'owner_uid', 'account_name', 'status', 'currency', 'iban'])
    .orderBy('account_name')
    .execute();
  matrix = {
    accounts,
    orders: new Map(),
    beneficiaries: new Map(),
    batches: new Map(),
    batchBody: (account, create) => ({
      fileName: 'matrix.csv',
      content: Buffer.from(
        `name,iban,amount,currency,date\nMatrix,${QR_IBAN},1.00,${account.currency},${matrix.later}\n`,
      ).toString('base64'),
      ...(create ? { customerBatchId: randomUUID() } : {}),
    }),
    approvals: new Map(),
    readableApprovals: new Map(),
    readablePendingOrders: new Map(),
    body: (account) => paymentBody(account.uid, matrix.later, { amount: 1, currency: account.currency }),
    emails: [...new Set(contexts.map((context) => context.email))],
    personUids: Object.fromEntries(contexts.map((context) => [context.email, context.personUid])),
    cards: await world.db.selectFrom('cards').select(['uid', 'holder_uid']).orderBy('uid').execute(),
    later: (await days(world.db)).later,
  };
  const anyone = contexts[0]!.personUid;
  for (const account of accounts) {
    for (const base of PAYMENT_ORDER_BASES)
      for (const method of METHODS)
        matrix.orders.set(
          `foreign|${account.uid}|${base}|${method}`,
          await orderOn(account, anyone, 'draft', base),
        );
    // A beneficiary of the account's owner paid only from this account.
    const beneficiary = randomUUID();
    await world.db
      .insertInto('beneficiaries')
      .values({
        uid: beneficiary,
        owner_uid: account.owner_uid,
        owner_type: categories.has(account.owner_uid) ? 'partnership' : 'person',
        name: `Matrix ${account.account_name} ${beneficiary.slice(0, 8)}`,
        iban: SWISS_IBAN,
        swift_bic: null,
        address: null,
        signed: true,
      })
      .execute();
    const paying = await orderOn(account, anyone, 'executed');
    await world.db
      .updateTable('payment_orders')
      .set({ beneficiary_uid: beneficiary })
      .where('uid', '=', paying)
      .execute();
    matrix.beneficiaries.set(account.uid, beneficiary);
    matrix.batches.set(account.uid, await batchOn(account, anyone));
    if (categories.has(account.owner_uid))
      matrix.approvals.set(
        `foreign|${account.uid}`,
        await openApproval(account, await orderOn(account, anyone, 'approval'), anyone),
      );
  }
  for (const context of contexts)
    for (const account of accounts.filter((candidate) => candidate.owner_uid === context.uid)) {
      for (const base of PAYMENT_ORDER_BASES.filter((candidate) =>
        paymentBaseAllowed(candidate, typeOf(context)),
      ))
        for (const method of METHODS)
          matrix.orders.set(
            `${contextKey(context)}|${account.uid}|${base}|${method}`,
            await orderOn(account, context.personUid, 'draft', base),
          );
      if (context.type === 'business')
        matrix.approvals.set(
          `${contextKey(context)}|${account.uid}`,
          await openApproval(account, await orderOn(account, anyone, 'approval'), anyone),
        );
    }
  for (const context of contexts.filter((candidate) => candidate.type === 'business'))
    await readableLists(context);
});

/** Every cell of the matrix: persona contexts, then anonymous, then the operator (last: it moves the clock). */
function cells(): Cell[] {
  const all: Cell[] = [];
  for (const route of routes) {
    const maker = OPERATIONS[`${route.method} ${route.url}`];
    if (!maker) continue;
    const { method } = route;
    if (maker === 'sandbox') {
      for (const email of matrix.emails)
        for (const cell of sandboxCells(
          route,
          email,
          contexts.filter((c) => c.email === email),
          matrix,
        ))
          all.push({ ...cell, name: `${email}: ${cell.name}`, caller: email, partnership: null, method });
    } else {
      for (const context of contexts) {
        if (route.context === 'partnership' && context.type === 'private') continue;
        for (const cell of maker(route, context, matrix, categories))
          all.push({
            ...cell,
            name: `${context.email} in ${context.name}: ${cell.name}`,
            caller: context.email,
            partnership: context.partnershipUid,
            method,
          });
      }
    }
    const sample = { url: route.url.replace(/:([A-Za-z]+)/g, 'matrix'), method, partnership: null };
    all.push({ ...sample, name: 'anonymous', caller: null, expected: false, payload: {} });
    if (route.family === 'sandbox')
      all.push(
        ...sandboxCells(
          route,
          'anna@kontor.test',
          contexts.filter((c) => c.email === 'anna@kontor.test'),
          matrix,
        )
          .slice(0, 1)
          .map((cell) => ({
            ...cell,
            name: `operator: ${cell.name}`,
            caller: 'operator' as const,
            method,
            partnership: null,
            expected: true,
          })),
      );
  }
  // Reads before writes (a decision or a create changes the lists the reads check), the operator last.
  const rank = (cell: Cell) => (cell.caller === 'operator' ? 2 : cell.method === 'GET' ? 0 : 1);
  return all.sort((a, b) => rank(a) - rank(b));
}

/** Whether a concrete path is one of a route's (`:name` segments match anything but a slash). */
const matches = (template: string, url: string) =>
  new RegExp(`^${template.replace(/:[A-Za-z]+/g, '[^/]+')}(\\?.*)?$`).test(url);

async function answer(cell: Cell) {
  if (cell.caller === 'operator')
    return world.app.inject({
      method: cell.method,
      url: cell.url,
      headers: { ...WEB_HEADERS, ...SANDBOX_OPERATOR_HEADERS },
      payload: cell.payload,
    });
  return world.call(cell.caller, cell.method, cell.url, {
    partnership: cell.partnership ?? undefined,
    payload: cell.method === 'GET' || cell.method === 'DELETE' ? undefined : (cell.payload ?? {}),
  });
}

it('has an operation for every money route: no hole', () => {
  const holes = routes.map((route) => `${route.method} ${route.url}`).filter((key) => !OPERATIONS[key]);
  expect(holes).toEqual([]);
});

it('answers every persona context × money operation as the kernel’s rules say, never with a 5xx', async () => {
  const table = cells();
  const mismatches: string[] = [];
  let allowed = 0;
  /** Per operation, whether some cell was allowed and some refused: a table that cannot fail proves nothing. */
  const seen = new Map<string, Set<boolean>>();
  for (let start = 0; start < table.length; start += 8) {
    const batch = table.slice(start, start + 8);
    const responses = await Promise.all(batch.map(answer));
    batch.forEach((cell, index) => {
      const response = responses[index]!;
      const code = String(response.headers['content-type'] ?? '').includes('json')
        ? (response.json<{ code?: string }>().code ?? null)
        : null;
      const refused = isRefusal(response.statusCode, code);
      const label = `${cell.method} ${cell.url.replace(/[0-9a-f-]{36}/g, '…')} ${cell.name}`;
      if (response.statusCode >= 500 || refused === cell.expected)
        mismatches.push(
          `${label}: expected ${cell.expected ? 'allowed' : 'refused'}, got ${response.statusCode}`,
        );
      else if (cell.expectedUids) {
        const uids = response
          .json<{ uid?: string; subjectUid?: string }[]>()
          .map((row) => row.subjectUid ?? row.uid);
        if ([...uids].sort().join() !== [...cell.expectedUids].sort().join())
          mismatches.push(
            `${label}: lists ${uids.length}, the rules let it read ${cell.expectedUids.length}`,
          );
      }
      if (!refused) allowed += 1;
      const operation = routes.find((route) => cell.method === route.method && matches(route.url, cell.url));
      const key = operation ? `${operation.method} ${operation.url}` : cell.url;
      seen.set(key, (seen.get(key) ?? new Set()).add(!refused));
    });
  }
  expect(mismatches).toEqual([]);
  // The size of the table, written in docs/security.md "Money matrix" (it grows with the seed and the routes).
  console.info(`money matrix: ${table.length} cells, ${allowed} allowed, ${table.length - allowed} refused`);
  const oneSided = [...seen].filter(([, outcomes]) => outcomes.size < 2).map(([key]) => key);
  expect(oneSided).toEqual([]);
  expect(seen.size).toBe(routes.length);
});
