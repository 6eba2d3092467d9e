/**
 * Creating and updating a payment order (spec §4 "Submit result"; issue 11 items 3, 4, 6): checks, then one
 * transaction that claims the idempotency keys, resolves the beneficiary, decides the status under the
 * voting rule, writes the order, opens approvals, executes an order due today at once, publishes the
 * messages and stores the answer. Anything refused rolls back whole.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Selectable, type Transaction } from 'kysely';
import {
  amountFromJsonNumber,
  derivePaymentType,
  effectiveReferenceType,
  isBankingDay,
  isRecurring,
  nextBankingDay,
  normalizeIban,
  normalizeReference,
  PAYMENT_LIMITS,
  quoteFx,
  type PaymentClassification,
  type PaymentForm,
  type PaymentOrderBase,
  type PaymentOrderRead,
  type PaymentOwnerType,
} from 'shared-kernel/domain';
import type { Database, KontorDb, KontorExecutor } from '../db/database';
import type { CashAccountsTable } from '../db/tables/accounts';
import type { Language } from '../http/context';
import { publishOrderEvent } from './events';
import { checkRules, checkSchema, formSchemaFor, type SubmitFacts } from './checks';
import { claimEbillInvoice, markEbillOrder } from './ebill';
import { ExecutionRefused, executeLockedOrder } from './execute';
import { isUniqueViolation } from '../db/errors';
import { claimKeys, storeAnswer, storedAnswer, type SubmissionKeys } from './idempotency';
import { lockAccounts, lockOrder } from './locks';
import { paymentError, paymentFieldErrors } from './messages';
import type { OrderRow } from './queries';
import type { PaymentContext } from './rule-facts';
import {
  openApproval,
  resolveBeneficiary,
  signingAtCapture,
  withdrawApproval,
  type Signing,
} from './signatures';
import { orderViews } from './views';

type AccountRow = Selectable<CashAccountsTable>;
/** payment_orders.customer_transaction_id's unique index (db/migrations/domain-2026-11-21.ts). */
const CUSTOMER_TRANSACTION_ID_INDEX = 'payment_orders_customer_transaction_id_key';
/** One live order per eBill invoice and instalment (payments/migrations.ts paymentsEbillOrders). */
const EBILL_LIVE_ORDER_INDEX = 'payment_orders_ebill_live';

export interface SubmitInput {
  pc: PaymentContext;
  language: Language;
  base: PaymentOrderBase;
  account: AccountRow;
  body: PaymentForm;
  existing: OrderRow | null;
  dateEditable: boolean;
  today: string;
  claim: SubmissionKeys;
  /** Issue 30: the batch the order belongs to (payment-batches/create.ts writes its orders through writeOrder). */
  batchUid?: string;
}

export interface SubmitAnswer {
  statusCode: number;
  body: PaymentOrderRead;
  replayed: boolean;
}

/** Checks, then writes in one transaction; a concurrent twin of an idempotent submit answers the original. */
export async function submitPaymentOrder(db: KontorDb, input: SubmitInput): Promise<SubmitAnswer> {
  const replay = await storedAnswer(db, input.language, input.claim);
  if (replay) return { statusCode: replay.statusCode, body: replay.body as PaymentOrderRead, replayed: true };
  const storedDate = input.existing?.payment_time ?? input.existing?.execution_date ?? input.today;
  const minDate = input.dateEditable || storedDate > input.today ? input.today : storedDate;
  checkSchema(input.language, formSchemaFor(input.account, input.today, minDate), input.body);
  const facts: SubmitFacts = {
    base: input.base,
    account: input.account,
    ownerUid: input.account.owner_uid,
    personUid: input.pc.personUid,
    today: input.today,
    existing: input.existing,
    dateEditable: input.dateEditable,
  };
  const checked = await checkRules(db, input.language, input.body, facts);
  try {
    return (await db.transaction().execute((trx) => writeOrder(trx, input, checked))) as SubmitAnswer;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The twin committed first: answer what it answered (or 409 when the key served another request).
    const original = await storedAnswer(db, input.language, input.claim);
    if (original)
      return { statusCode: original.statusCode, body: original.body as PaymentOrderRead, replayed: true };
    // Another person's order has this customerTransactionId (unique across orders; replays are per person).
    if (isUniqueViolation(error, CUSTOMER_TRANSACTION_ID_INDEX))
      throw paymentError(input.language, 409, 'customer_transaction_id_taken');
    if (isUniqueViolation(error, EBILL_LIVE_ORDER_INDEX))
      throw paymentFieldErrors(input.language, [{ field: 'ebillBCId', code: 'ebill_invoice_has_order' }]);
    throw error;
  }
}

export interface Checked {
  payment: PaymentClassification;
  target: AccountRow | null;
}

/**
 * Writes one checked order in the caller's transaction: a single submit's own, or a batch's (issue 30: every
 * order of a batch goes through here, so a batch order is an ordinary order). A batch order's answer is its
 * row; the batch's read serves the views.
 */
export async function writeOrder(
  trx: Transaction<Database>,
  input: SubmitInput,
  checked: Checked,
): Promise<SubmitAnswer | OrderRow> {
  const { pc, body, account } = input;
  await claimKeys(trx, input.claim);
  // The lock order of payments/locks.ts: an edited order, its approvals (their signatures were for the old
  // order), then the accounts the order books on.
  const existing = input.existing ? await lockUnchanged(trx, input) : null;
  if (existing) await withdrawApproval(trx, existing.uid);
  // Submits on one account are serialised: the day's limit is checked against committed orders only.
  await lockAccounts(trx, [account.uid, checked.target?.uid]);
  // Issue 31: an order paying an eBill invoice, checked against it with the invoice locked (payments/ebill.ts).
  const ebill = await claimEbillInvoice(trx, input.language, body, account, input.existing !== null);
  const partnershipUid = account.owner_type === 'partnership' ? account.owner_uid : null;
  // A draft's new beneficiary is signed by the same rule as a submitted order's (issue 26): saving a draft
  // must not make a beneficiary the partnership's signatories never saw.
  const signing = partnershipUid
    ? await signingAtCapture(trx, partnershipUid, account.uid, pc.votingRule, pc.personUid)
    : null;
  const { beneficiary } = await resolveBeneficiary(
    trx,
    body,
    { uid: account.owner_uid, type: account.owner_type as 'person' | 'partnership' },
    { personUid: pc.personUid, accountUid: account.uid, signing },
  );
  const status = body.isDraftPO
    ? 'draft'
    : partnershipUid && !beneficiary.signed
      ? 'blocked'
      : signing && !signing.released
        ? 'approval'
        : 'accepted';
  const amount = amountFromJsonNumber(body.amount, body.currency)!;
  const paymentTime = effectivePaymentTime(input);
  const executionDate = nextBankingDay(paymentTime < input.today ? input.today : paymentTime);
  if (status !== 'draft') await checkDailyLimit(trx, input, checked, executionDate, existing?.uid ?? null);
  const referenceType = effectiveReferenceType(body);
  const reference = normalizeReference(body.structuredReference);
  const values = {
    status,
    status_reason: status === 'blocked' ? 'beneficiary_approval_required' : null,
    base: input.base,
    payment_type: derivePaymentType(input.base, checked.payment, body.beneficiary.iban ?? '', referenceType),
    payment_kind: checked.payment.kind,
    is_internal: checked.target !== null,
    is_incore: checked.payment.incore,
    target_account_uid: checked.target?.uid ?? null,
    beneficiary_uid: beneficiary.uid,
    beneficiary: JSON.stringify({
      name: body.beneficiary.name,
      iban: normalizeIban(body.beneficiary.iban ?? '') || null,
      swiftBIC: body.beneficiary.swiftBIC ?? null,
      address: body.beneficiary.address?.postalCode ? body.beneficiary.address : null,
      unstructuredAddress: body.beneficiary.unstructuredAddress ?? null,
    }),
    amount_value: String(amount.value),
    amount_factor: amount.factor,
    currency: body.currency,
    structured_reference: reference || null,
    reference_type: referenceType,
    payment_reason: body.paymentReason ?? null,
    recurrence: body.recurrence,
    // Issue 28: a standing order's last payment date (the kernel's recurrenceEndIssues checked it).
    recurrence_end_date: isRecurring(body.recurrence) ? (body.recurrenceEndDate ?? null) : null,
    user_category: body.category,
    payment_time: paymentTime,
    execution_date: executionDate,
    e2e_reference: body.e2eReference ?? null,
    note_text: body.noteText ?? null,
    attached_file_uids: body.attachedFileUids ?? [],
    updated_at: sql<Date>`now()`,
  } as const;
  let order: OrderRow;
  if (existing) {
    order = await trx
      .updateTable('payment_orders')
      .set({
        ...values,
        series_uid: isRecurring(body.recurrence) ? (existing.series_uid ?? existing.uid) : null,
      })
      .where('uid', '=', existing.uid)
      .returningAll()
      .executeTakeFirstOrThrow();
  } else {
    const uid = randomUUID();
    order = await trx
      .insertInto('payment_orders')
      .values({
        ...values,
        uid,
        cash_account_uid: account.uid,
        requested_by: pc.personUid,
        partnership_uid: partnershipUid,
        customer_transaction_id: body.customerTransactionId,
        partner_category: pc.facts.partnerCategory,
        series_uid: isRecurring(body.recurrence) ? uid : null,
        batch_uid: input.batchUid ?? null,
        is_ebill_order: ebill !== null,
        ebill_business_case_id: ebill?.businessCaseId ?? null,
        ebill_instalment: ebill?.instalment ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  if (ebill) await markEbillOrder(trx, ebill, order.uid);
  await claimAttachments(trx, input, order.uid);
  if (status === 'approval' && partnershipUid)
    await openApproval(
      trx,
      { type: 'paymentOrder', uid: order.uid, partnershipUid, requestedBy: pc.personUid },
      signing!,
    );
  order = await executeWhenDue(trx, input, order);
  if (order.status !== 'executed') await publishOrderEvent(trx, order);
  if (input.batchUid) return order;
  const [view] = await orderViews(trx, pc, [order]);
  const answer = { statusCode: existing ? 200 : 201, body: view! };
  await storeAnswer(trx, input.claim, order.uid, answer);
  return { ...answer, replayed: false };
}

/** PATCH: the order row locked and still editable as when it was checked (else 409 not_editable). */
async function lockUnchanged(trx: Transaction<Database>, input: SubmitInput): Promise<OrderRow> {
  const locked = (await lockOrder(trx, input.existing!.uid))!;
  if (
    locked.status !== input.existing!.status ||
    locked.updated_at.getTime() !== input.existing!.updated_at.getTime()
  )
    throw paymentError(input.language, 409, 'not_editable', { status: locked.status });
  return locked;
}

/**
 * The attachments move to the order only while they are still the uploader's own (or this order's), as
 * checkRules found them: of parallel submits naming one file, the first claims it and the others are
 * refused whole (their transactions roll back).
 */
async function claimAttachments(trx: Transaction<Database>, input: SubmitInput, orderUid: string) {
  const files = [...new Set(input.body.attachedFileUids ?? [])];
  if (files.length === 0) return;
  const claimed = await trx
    .updateTable('file_resources')
    .set({ owner_uid: orderUid })
    .where('uid', 'in', files)
    .where('uploaded_by', '=', input.pc.personUid)
    .where('owner_uid', 'in', [input.pc.personUid, orderUid])
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== files.length)
    throw paymentFieldErrors(input.language, [
      { field: 'attachedFileUids', code: 'attachment_already_attached' },
    ]);
}

/** The requested date: as sent, or the stored one when spec §4 keeps it (a past one moves to today). */
function effectivePaymentTime(input: SubmitInput): string {
  const date = input.dateEditable
    ? input.body.paymentTime
    : (input.existing?.payment_time ?? input.body.paymentTime);
  return date < input.today ? input.today : date;
}

/** Spec §4 "a payment dated today shows executed": an accepted order due today executes in this transaction. */
async function executeWhenDue(
  trx: Transaction<Database>,
  input: SubmitInput,
  order: OrderRow,
): Promise<OrderRow> {
  if (order.status !== 'accepted' || order.execution_date !== input.today || !isBankingDay(input.today))
    return order;
  try {
    return (await executeLockedOrder(trx, order, input.today)).order;
  } catch (error) {
    if (!(error instanceof ExecutionRefused)) throw error;
    if (error.reason === 'insufficient_funds')
      throw paymentFieldErrors(input.language, [{ field: 'amount', code: 'insufficient_funds' }]);
    throw paymentError(input.language, 409, 'account_not_active');
  }
}

const LIMIT_STATUSES = [
  'approval',
  'accepted',
  'blocked',
  'executed',
  'in-progress',
  'retrying',
  'manual',
  'quarantine',
];

type DebitFacts = { amount_value: string; currency: string; payment_kind: string; is_internal: boolean };

/** What an order costs its debit account (the account's currency, minor units): the FX quote's total debit. */
export function debitOf(account: Pick<AccountRow, 'currency'>, row: DebitFacts): bigint {
  return BigInt(
    quoteFx({
      targetMinor: BigInt(row.amount_value),
      sourceCurrency: account.currency,
      targetCurrency: row.currency,
      kind: row.payment_kind as PaymentClassification['kind'],
      internal: row.is_internal,
    }).totalDebit.value,
  );
}

/**
 * What the orders executing on a day already take of the account's daily limit (the account's currency, minor
 * units): executed orders by their booked debit and fee, the others by their quote.
 */
export async function dayDebits(
  db: KontorExecutor,
  account: Pick<AccountRow, 'uid' | 'currency'>,
  executionDate: string,
  excludeUid: string | null = null,
): Promise<bigint> {
  let query = db
    .selectFrom('payment_orders')
    .select(['amount_value', 'currency', 'payment_kind', 'is_internal', 'debit_value', 'fee_value'])
    .where('cash_account_uid', '=', account.uid)
    .where('execution_date', '=', executionDate)
    .where('status', 'in', LIMIT_STATUSES);
  if (excludeUid) query = query.where('uid', '!=', excludeUid);
  let total = 0n;
  for (const row of await query.execute())
    total +=
      row.debit_value !== null ? BigInt(row.debit_value) + BigInt(row.fee_value ?? 0) : debitOf(account, row);
  return total;
}

/** The bank's daily limit per debit account, over the orders executing that day (in the account's currency). */
async function checkDailyLimit(
  trx: Transaction<Database>,
  input: SubmitInput,
  checked: Checked,
  executionDate: string,
  excludeUid: string | null,
): Promise<void> {
  const { account, body } = input;
  const amount = amountFromJsonNumber(body.amount, body.currency)!;
  const total =
    (await dayDebits(trx, account, executionDate, excludeUid)) +
    debitOf(account, {
      amount_value: String(amount.value),
      currency: body.currency,
      payment_kind: checked.payment.kind,
      is_internal: checked.target !== null,
    });
  if (total > BigInt(PAYMENT_LIMITS[account.owner_type as PaymentOwnerType].perDayMinor))
    throw paymentFieldErrors(input.language, [{ field: 'amount', code: 'limit_exceeded' }]);
}

export type { Signing };
