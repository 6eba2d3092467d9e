/**
 * Payment batches (issue 30 item 4, docs/payment-batches-api.md): the valid rows of a file become one batch of
 * ordinary payment orders, written by the payment engine's own writeOrder in one transaction (all or nothing),
 * with the file kept as the batch's attachment; one signature of a signer covers every order of the batch.
 *
 * Lock order (payments/locks.ts, with the batch row first): 0. the batch row; 2. the approvals of the new
 * beneficiaries its blocked orders wait for, then those beneficiaries; 3. the orders (the batch's and the other
 * blocked orders paying those beneficiaries, whose release the beneficiary's signature decides), all at once in
 * uid order; 4. their open approvals; 5. their accounts. A single order's writer takes a subset of these in the
 * same order, so a batch decision, a single decision, an edit, a delete and the scheduler cannot deadlock.
 */
import { createHash, randomUUID } from 'node:crypto';
import { sql, type Selectable, type Transaction } from 'kysely';
import {
  evaluateVotingRule,
  paymentBatchDecisionAllowed,
  paymentBatchStatus,
  type PaymentBatchCreate,
  type PaymentBatchDecisionBody,
  type PaymentBatchRead,
  type PaymentBatchSummary,
} from 'shared-kernel/domain';
import type { Database, KontorDb, KontorExecutor } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import type { CashAccountsTable } from '../db/tables/accounts';
import type { PaymentBatchesTable } from '../db/tables/payment-batches';
import type { Language, RequestContext } from '../http/context';
import { forbidden, HttpError, notFound, type ValidationErrorBody } from '../http/errors';
import { applyToBeneficiary, applyToOrder } from '../payments/approvals';
import { bankToday } from '../payments/clock';
import { publishOrderEvent } from '../payments/events';
import { accountsOf, lockAccounts } from '../payments/locks';
import { paymentError } from '../payments/messages';
import type { ApprovalRow, OrderRow } from '../payments/queries';
import { asAwaitingApproval, orderRuleFacts, type PaymentContext } from '../payments/rule-facts';
import { signingAtCapture } from '../payments/signatures';
import { writeOrder } from '../payments/submit';
import { orderViews } from '../payments/views';
import { batchFileError } from './parse';
import { validateBatch } from './validate';

type AccountRow = Selectable<CashAccountsTable>;
export type BatchRow = Selectable<PaymentBatchesTable>;

const MIME: Record<string, string> = { 'pain.001.001.09': 'application/xml', csv: 'text/csv' };
const EXTENSION: Record<string, string> = { 'pain.001.001.09': 'xml', csv: 'csv' };
/** Orders of a batch that still wait for signatures. */
const AWAITING = ['approval', 'blocked'];

export interface CreateInput {
  language: Language;
  pc: PaymentContext;
  account: AccountRow;
  today: string;
  body: PaymentBatchCreate;
}

/** 201 with the new batch, or 200 with the batch an earlier create with this customerBatchId made. */
export async function createBatch(
  db: KontorDb,
  input: CreateInput,
): Promise<{ batch: BatchRow; created: boolean }> {
  const bytes = Buffer.from(input.body.content, 'base64');
  const sha = createHash('sha256').update(bytes).digest('hex');
  const replay = await replayOf(db, input, sha);
  if (replay) return { batch: replay, created: false };
  try {
    const batch = await db.transaction().execute((trx) => writeBatch(trx, input, bytes, sha));
    return { batch, created: true };
  } catch (error) {
    if (!isUniqueViolation(error, 'payment_batches_customer_batch_id')) throw error;
    // A parallel twin committed first: answer its batch (or 409 when the id served another file).
    const twin = await replayOf(db, input, sha);
    if (twin) return { batch: twin, created: false };
    throw error;
  }
}

async function replayOf(db: KontorExecutor, input: CreateInput, sha: string): Promise<BatchRow | null> {
  const existing = await db
    .selectFrom('payment_batches')
    .selectAll()
    .where('customer_batch_id', '=', input.body.customerBatchId)
    .executeTakeFirst();
  if (!existing) return null;
  if (
    existing.created_by !== input.pc.personUid ||
    existing.cash_account_uid !== input.account.uid ||
    existing.file_sha256 !== sha
  )
    throw batchFileError(input.language, 'batch_id_taken');
  return existing;
}

async function writeBatch(
  trx: Transaction<Database>,
  input: CreateInput,
  bytes: Buffer,
  sha: string,
): Promise<BatchRow> {
  const { account, pc, language } = input;
  // Step 5 first, as a single create does: creates on one account are serialised, so the duplicates against
  // the account's orders and the day's limit are read with every earlier create committed.
  await lockAccounts(trx, [account.uid]);
  const validation = await validateBatch(trx, {
    language,
    account,
    personUid: pc.personUid,
    today: input.today,
    fileName: input.body.fileName,
    bytes,
  });
  if (validation.valid.length === 0) throw batchFileError(language, 'batch_no_valid_rows');
  const partnershipUid = account.owner_type === 'partnership' ? account.owner_uid : null;
  const signing = partnershipUid
    ? await signingAtCapture(trx, partnershipUid, account.uid, pc.votingRule, pc.personUid)
    : null;
  const batch = await trx
    .insertInto('payment_batches')
    .values({
      uid: randomUUID(),
      cash_account_uid: account.uid,
      partnership_uid: partnershipUid,
      created_by: pc.personUid,
      customer_batch_id: input.body.customerBatchId,
      file_name: input.body.fileName,
      file_sha256: sha,
      format: validation.answer.format,
      approved_by: signing?.given ?? [],
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const row of validation.valid) {
    try {
      await writeOrder(
        trx,
        {
          pc,
          language,
          base: 'iban-payment-orders',
          account,
          body: row.form,
          existing: null,
          dateEditable: true,
          today: input.today,
          claim: { personUid: pc.personUid, keys: [], requestHash: '' },
          batchUid: batch.uid,
        },
        row.checked,
      );
    } catch (error) {
      // The engine refused an order only the sum of the rows breaks (the day's limit, the funds of an order
      // executing today): the whole batch is refused, naming the row.
      if (error instanceof HttpError && 'data' in error.body) {
        const body = error.body as ValidationErrorBody;
        throw new HttpError(error.statusCode, {
          ...body,
          data: body.data.map((entry) => ({ ...entry, field: `rows.${row.row}.${entry.field}` })),
        });
      }
      throw error;
    }
  }
  await trx
    .insertInto('file_resources')
    .values({
      uid: randomUUID(),
      bucket_file_name: `${randomUUID()}.${EXTENSION[batch.format]}`,
      owner_uid: batch.uid,
      uploaded_by: pc.personUid,
      display_name: input.body.fileName,
      mime_type: MIME[batch.format]!,
      file_size: bytes.length,
      content: bytes,
    })
    .execute();
  return batch;
}

/** The batch in the request's context with the account's view right (404 otherwise, as an order's read). */
export async function loadBatchInContext(
  db: KontorExecutor,
  ctx: RequestContext,
  uid: string,
): Promise<BatchRow> {
  const batch = await db.selectFrom('payment_batches').selectAll().where('uid', '=', uid).executeTakeFirst();
  const account = batch
    ? await db
        .selectFrom('cash_accounts')
        .select(['owner_uid'])
        .where('uid', '=', batch.cash_account_uid)
        .executeTakeFirst()
    : undefined;
  const inContext = account && account.owner_uid === (ctx.partnershipUid ?? ctx.personUid);
  if (!batch || !inContext || !(await ctx.can(batch.cash_account_uid, 'view')))
    throw notFound('payment_batch_not_found');
  return batch;
}

const batchOrders = (db: KontorExecutor, batchUid: string) =>
  db.selectFrom('payment_orders').selectAll().where('batch_uid', '=', batchUid).orderBy('uid').execute();

/** Whether the reader may sign the batch now: the kernel's rule on one of its orders awaiting signatures. */
async function mayDecide(pc: PaymentContext, batch: BatchRow, orders: OrderRow[]): Promise<boolean> {
  const awaiting = orders.find((order) => AWAITING.includes(order.status));
  if (!awaiting || !batch.partnership_uid || pc.partnershipUid !== batch.partnership_uid) return false;
  if (batch.approved_by.includes(pc.personUid)) return false;
  return paymentBatchDecisionAllowed(asAwaitingApproval(await orderRuleFacts(pc, awaiting)));
}

async function summaryOf(
  db: KontorExecutor,
  pc: PaymentContext,
  batch: BatchRow,
  orders: OrderRow[],
): Promise<PaymentBatchSummary> {
  const statusCounts: Record<string, number> = {};
  const totals = new Map<string, number>();
  for (const order of orders) {
    statusCounts[order.status] = (statusCounts[order.status] ?? 0) + 1;
    totals.set(order.currency, (totals.get(order.currency) ?? 0) + Number(order.amount_value));
  }
  const awaiting = orders.filter((order) => AWAITING.includes(order.status));
  const approvals = awaiting.length
    ? await db
        .selectFrom('pending_approvals')
        .select(['required_approvals'])
        .where('status', '=', 'pending')
        .where((eb) =>
          eb.or([
            eb.and([
              eb('subject_type', '=', 'paymentOrder'),
              eb(
                'subject_uid',
                'in',
                awaiting.map((order) => order.uid),
              ),
            ]),
            eb.and([
              eb('subject_type', '=', 'beneficiary'),
              eb(
                'subject_uid',
                'in',
                awaiting.map((order) => order.beneficiary_uid ?? ''),
              ),
            ]),
          ]),
        )
        .execute()
    : [];
  const required = Math.max(0, ...approvals.map((approval) => approval.required_approvals));
  const creator = await db
    .selectFrom('natural_persons')
    .select(['name', 'family_name'])
    .where('uid', '=', batch.created_by)
    .executeTakeFirst();
  return {
    uid: batch.uid,
    cashAccountUid: batch.cash_account_uid,
    fileName: batch.file_name,
    format: batch.format as PaymentBatchSummary['format'],
    createdAt: batch.created_at.toISOString(),
    createdBy: batch.created_by,
    createdByName: creator ? `${creator.name} ${creator.family_name}` : '',
    orderCount: orders.length,
    totals: [...totals].map(([currency, value]) => ({ value, factor: 2, currency })),
    status: paymentBatchStatus(statusCounts),
    statusCounts,
    votingRule: batch.partnership_uid ? pc.votingRule : null,
    requiredApprovals: required,
    approvedBy: batch.approved_by,
    stillNeeded: awaiting.length ? evaluateVotingRule(required, batch.approved_by).stillNeeded : 0,
    mayDecide: await mayDecide(pc, batch, orders),
    fileUri: `/api/v2/payment-batches/${batch.uid}/file`,
  };
}

/** A batch as read, with its orders as the payment overview reads them. */
export async function batchRead(
  db: KontorExecutor,
  pc: PaymentContext,
  batch: BatchRow,
): Promise<PaymentBatchRead> {
  const orders = await batchOrders(db, batch.uid);
  return { ...(await summaryOf(db, pc, batch, orders)), orders: await orderViews(db, pc, orders) };
}

/** The batches of an account, newest first. */
export async function batchList(
  db: KontorExecutor,
  pc: PaymentContext,
  accountUid: string,
  count: number,
  offset: number,
): Promise<PaymentBatchSummary[]> {
  const batches = await db
    .selectFrom('payment_batches')
    .selectAll()
    .where('cash_account_uid', '=', accountUid)
    .orderBy('created_at', 'desc')
    .orderBy('uid')
    .limit(count)
    .offset(offset)
    .execute();
  const summaries: PaymentBatchSummary[] = [];
  for (const batch of batches)
    summaries.push(await summaryOf(db, pc, batch, await batchOrders(db, batch.uid)));
  return summaries;
}

/**
 * One signature (or a rejection) for every order of the batch still awaiting signatures: the signer joins the
 * batch's signers, and every open approval of its orders and of their new beneficiaries gets all of the
 * batch's signatures (each signer counts once); what the voting rule then releases is accepted and, when due,
 * executed, as a single decision does. A rejection rejects every awaiting order.
 */
export async function decideBatch(
  db: KontorDb,
  ctx: RequestContext,
  pc: PaymentContext,
  batch: BatchRow,
  { decision, reason }: PaymentBatchDecisionBody,
): Promise<void> {
  const orders = await batchOrders(db, batch.uid);
  const awaiting = orders.find((order) => AWAITING.includes(order.status));
  if (!batch.partnership_uid || ctx.partnershipUid !== batch.partnership_uid)
    throw forbidden('batch decisions in the partnership context only');
  if (!(await ctx.can(batch.cash_account_uid, 'approve'))) throw forbidden('no approve right');
  if (!awaiting) throw batchFileError(ctx.language, 'batch_not_approvable');
  if (!paymentBatchDecisionAllowed(asAwaitingApproval(await orderRuleFacts(pc, awaiting))))
    throw forbidden('not allowed to approve');
  await db.transaction().execute(async (trx) => {
    // 0. The batch row: parallel decisions on one batch are applied one after the other.
    const locked = await trx
      .selectFrom('payment_batches')
      .selectAll()
      .where('uid', '=', batch.uid)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (locked.approved_by.includes(pc.personUid))
      throw paymentError(ctx.language, 409, 'already_approved_by_you');
    const blocked = await trx
      .selectFrom('payment_orders')
      .select(['beneficiary_uid'])
      .where('batch_uid', '=', batch.uid)
      .where('status', '=', 'blocked')
      .execute();
    const beneficiaryUids = [
      ...new Set(blocked.flatMap((row) => (row.beneficiary_uid ? [row.beneficiary_uid] : []))),
    ];
    // 2. The new beneficiaries' approvals, then the beneficiaries.
    const beneficiaryApprovals = beneficiaryUids.length
      ? await trx
          .selectFrom('pending_approvals')
          .selectAll()
          .where('subject_type', '=', 'beneficiary')
          .where('subject_uid', 'in', beneficiaryUids)
          .where('status', '=', 'pending')
          .orderBy('uid')
          .forUpdate()
          .execute()
      : [];
    if (beneficiaryUids.length)
      await trx
        .selectFrom('beneficiaries')
        .select('uid')
        .where('uid', 'in', beneficiaryUids)
        .orderBy('uid')
        .forUpdate()
        .execute();
    // 3. Every order the decision may move, at once in uid order.
    let ordersQuery = trx.selectFrom('payment_orders').selectAll();
    ordersQuery = beneficiaryUids.length
      ? ordersQuery.where((eb) =>
          eb.or([
            eb('batch_uid', '=', batch.uid),
            eb.and([eb('beneficiary_uid', 'in', beneficiaryUids), eb('status', '=', 'blocked')]),
          ]),
        )
      : ordersQuery.where('batch_uid', '=', batch.uid);
    const lockedOrders = await ordersQuery.orderBy('uid').forUpdate().execute();
    const waiting = lockedOrders.filter(
      (order) => order.batch_uid === batch.uid && AWAITING.includes(order.status),
    );
    if (waiting.length === 0) throw batchFileError(ctx.language, 'batch_not_approvable');
    // 4. Their open approvals; 5. their accounts.
    await trx
      .selectFrom('pending_approvals')
      .select('uid')
      .where('subject_type', '=', 'paymentOrder')
      .where(
        'subject_uid',
        'in',
        lockedOrders.map((order) => order.uid),
      )
      .where('status', '=', 'pending')
      .orderBy('uid')
      .forUpdate()
      .execute();
    await lockAccounts(trx, lockedOrders.flatMap(accountsOf));
    const today = await bankToday(trx);
    if (decision === 'reject') {
      await trx
        .updateTable('payment_batches')
        .set({ rejected_by: pc.personUid })
        .where('uid', '=', batch.uid)
        .execute();
      await rejectWaiting(trx, pc, waiting, today, reason?.trim() || null);
      return;
    }
    const signers = [...locked.approved_by, pc.personUid];
    await trx
      .updateTable('payment_batches')
      .set({ approved_by: signers })
      .where('uid', '=', batch.uid)
      .execute();
    for (const approval of beneficiaryApprovals) {
      const status = await sign(trx, approval, signers, pc.personUid);
      await applyToBeneficiary(trx, pc, approval, status, today, null);
    }
    // The orders awaiting their own signatures now (a released beneficiary moved its orders on).
    const inApproval = await trx
      .selectFrom('payment_orders')
      .selectAll()
      .where('batch_uid', '=', batch.uid)
      .where('status', '=', 'approval')
      .orderBy('uid')
      .execute();
    const approvals = await openApprovals(trx, inApproval);
    for (const order of inApproval) {
      const approval = approvals.get(order.uid);
      if (!approval) continue;
      const status = await sign(trx, approval, signers, pc.personUid);
      await applyToOrder(trx, order, status, today, null);
    }
  });
}

const openApprovals = async (trx: Transaction<Database>, orders: OrderRow[]) =>
  new Map(
    (orders.length
      ? await trx
          .selectFrom('pending_approvals')
          .selectAll()
          .where('subject_type', '=', 'paymentOrder')
          .where(
            'subject_uid',
            'in',
            orders.map((order) => order.uid),
          )
          .where('status', '=', 'pending')
          .execute()
      : []
    ).map((approval) => [approval.subject_uid, approval]),
  );

/** Gives an approval every signature of the batch (the signer's own stamped now); its new status. */
async function sign(
  trx: Transaction<Database>,
  approval: ApprovalRow,
  signers: readonly string[],
  signer: string,
): Promise<string> {
  const approvedBy = [...new Set([...approval.approved_by, ...signers])];
  const status = evaluateVotingRule(approval.required_approvals, approvedBy).released
    ? 'approved'
    : 'pending';
  await trx
    .updateTable('pending_approvals')
    .set({
      approved_by: approvedBy,
      status,
      signed_at: sql<string>`signed_at || jsonb_build_object(${signer}::text, ${new Date().toISOString()}::text)`,
    })
    .where('uid', '=', approval.uid)
    .execute();
  return status;
}

/** A rejection: the orders in approval through their approvals, the blocked ones directly (their beneficiary's
 * approval stays: other orders may pay the same beneficiary). */
async function rejectWaiting(
  trx: Transaction<Database>,
  pc: PaymentContext,
  waiting: OrderRow[],
  today: string,
  reason: string | null,
): Promise<void> {
  const approvals = await openApprovals(
    trx,
    waiting.filter((order) => order.status === 'approval'),
  );
  for (const order of waiting) {
    const approval = approvals.get(order.uid);
    if (order.status === 'approval' && approval) {
      await trx
        .updateTable('pending_approvals')
        .set({ status: 'rejected', rejected_by: pc.personUid })
        .where('uid', '=', approval.uid)
        .execute();
      await applyToOrder(trx, order, 'rejected', today, reason);
      continue;
    }
    const rejected = await trx
      .updateTable('payment_orders')
      .set({
        status: 'rejected',
        status_reason: 'rejected_by_signer',
        rejection_reason: reason,
        updated_at: sql<Date>`now()`,
      })
      .where('uid', '=', order.uid)
      .where('status', '=', 'blocked')
      .returningAll()
      .executeTakeFirst();
    if (rejected) await publishOrderEvent(trx, rejected);
  }
}
