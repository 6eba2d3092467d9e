/**
 * Orders that pay eBill invoices (issue 31 item 2; docs/payments-api.md "eBill payments"):
 * - `claimEbillInvoice`: a submitted order with `isEBillOrder` is checked against its invoice (the context's own,
 *   OPEN, a bill or a reminder, the biller's IBAN, the invoice's reference, the amount: the total or an open
 *   instalment) with the invoice row locked, so of two orders for one invoice the second sees the first;
 *   the partial unique index `payment_orders_ebill_live` backs it (one live order per invoice and instalment).
 * - `settleEbillInvoice`: when such an order's debit is booked (execute.ts, same transaction), the invoice is
 *   SETTLED (with its last instalment); `reopenEbillInvoice`: a booked-back order leaves it OPEN again.
 * - `payDueEbillInvoices`: the scheduler's standing approvals (scheduler.ts): each OPEN invoice due with a standing
 *   approval on its biller relation is paid by an order executed through execute.ts, or marked notCovered (the
 *   kernel's `standingApprovalCoverage`), the customer told once through an event and the sandbox outbox.
 *
 * Lock order (payments/locks.ts): the invoice row comes after the cash accounts (step 5b), in every writer.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Selectable, type Transaction } from 'kysely';
import {
  amountFromJsonNumber,
  classifyPayment,
  derivePaymentType,
  ebillOrderPart,
  effectiveReferenceType,
  isPayableEbillInvoice,
  nextBankingDay,
  normalizeIban,
  normalizeReference,
  periodWindow,
  quoteFx,
  standingApprovalCoverage,
  sumExactMoney,
  PAYABLE_EBILL_INVOICE_TYPES,
  type EbillAutoPaymentReason,
  type PaymentForm,
} from 'shared-kernel/domain';
import type { Database, KontorDb, KontorExecutor } from '../db/database';
import type { CashAccountsTable } from '../db/tables/accounts';
import type { EbillInvoicesTable } from '../db/tables/ebill';
import type { Language } from '../http/context';
import { publishInvoiceEvent } from '../ebill/events';
import { publishOrderEvent } from './events';
import { executeLockedOrder } from './execute';
import { lockAccounts } from './locks';
import { paymentFieldErrors } from './messages';
import type { OrderRow } from './queries';
import { resolveBeneficiary } from './signatures';

type AccountRow = Selectable<CashAccountsTable>;
type InvoiceRow = Selectable<EbillInvoicesTable>;

/** An order that no longer pays (it may be replaced): deleted or rejected. Every other status is live. */
export const EBILL_DEAD_ORDER_STATUSES = ['retired', 'rejected'] as const;
/** An order whose debit is booked: it has paid (or the clearing still confirms it). */
const BOOKED_STATUSES = ['executed', 'in-progress', 'retrying'];

/** What an eBill order pays: its invoice and the instalment (null: the total). */
export interface EbillClaim {
  businessCaseId: string;
  instalment: number | null;
}

/**
 * The invoice names the order that pays it (ebill-gw's invoice view reads it; an order that is no longer live,
 * deleted or rejected, leaves the invoice payable): `payment_order_uid` for the total, the instalment's
 * `paymentOrderUid` for an instalment. The invoice row is locked by `claimEbillInvoice` (or the scheduler).
 */
export async function markEbillOrder(
  trx: Transaction<Database>,
  claim: EbillClaim,
  orderUid: string,
): Promise<void> {
  const invoice = await lockInvoice(trx, claim.businessCaseId);
  if (!invoice) return;
  const change =
    claim.instalment === null
      ? { payment_order_uid: orderUid }
      : {
          instalments: JSON.stringify(
            (invoice.instalments ?? []).map((entry, index) =>
              index === claim.instalment ? { ...entry, paymentOrderUid: orderUid } : entry,
            ),
          ),
        };
  await trx
    .updateTable('ebill_invoices')
    .set({ ...change, updated_at: sql<Date>`now()` })
    .where('uid', '=', invoice.uid)
    .execute();
}

const lockInvoice = (trx: Transaction<Database>, businessCaseId: string) =>
  trx
    .selectFrom('ebill_invoices')
    .selectAll()
    .where('business_case_id', '=', businessCaseId)
    .forUpdate()
    .executeTakeFirst();

/** The invoice's instalments as exact amounts (the invoice's factor). */
const instalmentsOf = (invoice: InvoiceRow) =>
  (invoice.instalments ?? []).map((entry) => ({ value: entry.amountValue, factor: invoice.amount_factor }));

/** The instalments (index; -1: the total) live orders already pay. */
async function liveClaims(trx: KontorExecutor, businessCaseId: string): Promise<Set<number>> {
  const rows = await trx
    .selectFrom('payment_orders')
    .select('ebill_instalment')
    .where('ebill_business_case_id', '=', businessCaseId)
    .where('status', 'not in', [...EBILL_DEAD_ORDER_STATUSES])
    .execute();
  return new Set(rows.map((row) => row.ebill_instalment ?? -1));
}

/**
 * Checks a new order with `isEBillOrder` against its invoice, in the submit's transaction after the accounts are
 * locked; the invoice row stays locked until the order is written. Refuses with field errors; null for an
 * ordinary order (which must not name an invoice).
 */
export async function claimEbillInvoice(
  trx: Transaction<Database>,
  language: Language,
  body: PaymentForm,
  account: AccountRow,
  editing: boolean,
): Promise<EbillClaim | null> {
  if (!body.isEBillOrder && !body.ebillBCId) return null;
  const refuse = (field: string, code: string) => paymentFieldErrors(language, [{ field, code }]);
  // An order becomes an eBill order only when it is created (spec §4: eBill orders are never edited).
  if (!body.isEBillOrder || !body.ebillBCId || editing) throw refuse('ebillBCId', 'ebill_invoice_not_found');
  const invoice = await lockInvoice(trx, body.ebillBCId);
  if (!invoice || invoice.owner_uid !== account.owner_uid)
    throw refuse('ebillBCId', 'ebill_invoice_not_found');
  if (!isPayableEbillInvoice(invoice as Parameters<typeof isPayableEbillInvoice>[0]))
    throw refuse('ebillBCId', 'ebill_invoice_not_open');
  const issues: { field: string; code: string }[] = [];
  if (body.recurrence !== 'single') issues.push({ field: 'recurrence', code: 'ebill_single_payment_only' });
  const biller = await trx
    .selectFrom('ebill_billers')
    .select(['iban'])
    .where('biller_id', '=', invoice.biller_id)
    .executeTakeFirstOrThrow();
  if (normalizeIban(body.beneficiary.iban ?? '') !== normalizeIban(biller.iban))
    issues.push({ field: 'beneficiary.iban', code: 'ebill_creditor_mismatch' });
  if (normalizeReference(body.structuredReference) !== normalizeReference(invoice.reference))
    issues.push({ field: 'structuredReference', code: 'ebill_reference_mismatch' });
  const live = await liveClaims(trx, invoice.business_case_id);
  const part = ebillOrderPart(
    {
      total: { value: invoice.amount_value, factor: invoice.amount_factor },
      currency: invoice.currency,
      instalments: instalmentsOf(invoice),
      live,
    },
    amountFromJsonNumber(body.amount, body.currency),
    body.currency,
  );
  if ('refusal' in part)
    issues.push({
      field: part.refusal === 'ebill_invoice_has_order' ? 'ebillBCId' : 'amount',
      code: part.refusal,
    });
  if (issues.length > 0) throw paymentFieldErrors(language, issues);
  return { businessCaseId: invoice.business_case_id, instalment: 'refusal' in part ? null : part.instalment };
}

/**
 * A booked eBill order settles its invoice (execute.ts, in the execution's transaction, accounts locked): the
 * total at once; an instalment is marked settled, and the invoice with its last one. Nothing for other orders.
 */
export async function settleEbillInvoice(trx: Transaction<Database>, order: OrderRow): Promise<void> {
  if (!order.is_ebill_order || !order.ebill_business_case_id || !BOOKED_STATUSES.includes(order.status))
    return;
  const invoice = await lockInvoice(trx, order.ebill_business_case_id);
  if (!invoice || invoice.status !== 'OPEN') return;
  const settledAt = new Date().toISOString();
  const instalments = (invoice.instalments ?? []).map((entry, index) =>
    index === order.ebill_instalment ? { ...entry, paymentOrderUid: order.uid, settledAt } : entry,
  );
  const last = order.ebill_instalment === null || instalments.every((entry) => entry.settledAt);
  const settled = await trx
    .updateTable('ebill_invoices')
    .set({
      instalments: JSON.stringify(instalments),
      updated_at: sql<Date>`now()`,
      ...(last ? { status: 'SETTLED', payment_order_uid: order.uid, settled_at: sql<Date>`now()` } : {}),
    })
    .where('uid', '=', invoice.uid)
    .where('status', '=', 'OPEN')
    .returningAll()
    .executeTakeFirstOrThrow();
  await publishEbillInvoiceEvent(trx, settled, 'ebillInvoiceSettled');
}

/**
 * An order booked back (the clearing refused it for good, or it was withdrawn) leaves its invoice OPEN again. When
 * it was the standing approval's order, the invoice is now not covered (`paymentRefused`): the customer is told and
 * pays it; the scheduler does not try again.
 */
export async function reopenEbillInvoice(trx: Transaction<Database>, order: OrderRow): Promise<void> {
  if (!order.is_ebill_order || !order.ebill_business_case_id) return;
  const invoice = await lockInvoice(trx, order.ebill_business_case_id);
  if (!invoice) return;
  const instalments = (invoice.instalments ?? []).map((entry, index) =>
    index === order.ebill_instalment ? { ...entry, settledAt: null } : entry,
  );
  const automatic = invoice.auto_payment_outcome === 'paid' && invoice.payment_order_uid === order.uid;
  const reopened = await trx
    .updateTable('ebill_invoices')
    .set({
      status: 'OPEN',
      settled_at: null,
      instalments: JSON.stringify(instalments),
      ...(automatic ? { auto_payment_outcome: null } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('uid', '=', invoice.uid)
    .where('status', 'in', ['OPEN', 'SETTLED'])
    .returningAll()
    .executeTakeFirst();
  if (!reopened) return;
  await publishEbillInvoiceEvent(trx, reopened, 'ebillInvoiceSettled');
  if (automatic) await markNotCovered(trx, reopened, 'paymentRefused');
}

/**
 * The standing approval's order ended without a debit (the sandbox review rejected it while held): its invoice,
 * still OPEN, is not covered (`paymentRefused`), and the customer is told.
 */
export async function ebillOrderRefused(trx: Transaction<Database>, order: OrderRow): Promise<void> {
  if (!order.is_ebill_order || !order.ebill_business_case_id) return;
  const invoice = await lockInvoice(trx, order.ebill_business_case_id);
  if (!invoice || invoice.status !== 'OPEN' || invoice.payment_order_uid !== order.uid) return;
  if (invoice.auto_payment_outcome !== 'paid') return;
  const cleared = await trx
    .updateTable('ebill_invoices')
    .set({ auto_payment_outcome: null, updated_at: sql<Date>`now()` })
    .where('uid', '=', invoice.uid)
    .where('auto_payment_outcome', '=', 'paid')
    .returningAll()
    .executeTakeFirst();
  if (cleared) await markNotCovered(trx, cleared, 'paymentRefused');
}

/** What the scheduler's standing approvals did in one run. */
export interface EbillAutoPayRun {
  paid: number;
  notCovered: number;
}

/**
 * The standing approvals of every OPEN invoice due on or before `today` that no standing approval looked at
 * yet: each in its own transaction (the scheduler's; scheduler.ts), exactly once however many gateways run it.
 */
export async function payDueEbillInvoices(db: KontorDb, today: string): Promise<EbillAutoPayRun> {
  const run: EbillAutoPayRun = { paid: 0, notCovered: 0 };
  const due = await db
    .selectFrom('ebill_invoices as i')
    .innerJoin('ebill_standing_approvals as a', (join) =>
      join
        .onRef('a.biller_relation_id', '=', 'i.biller_relation_id')
        .onRef('a.owner_uid', '=', 'i.owner_uid'),
    )
    .select(['i.uid as invoiceUid', 'a.cash_account_uid as accountUid'])
    .where('i.status', '=', 'OPEN')
    .where('i.type', 'in', [...PAYABLE_EBILL_INVOICE_TYPES])
    .where('i.due_date', '<=', today)
    .where('i.auto_payment_outcome', 'is', null)
    // Within a day in the order the invoices were issued: an upper limit pays the first that fit.
    .orderBy('i.due_date')
    .orderBy('i.invoice_date')
    .orderBy('i.created_at')
    .orderBy('i.uid')
    .execute();
  for (const candidate of due) {
    const outcome = await db
      .transaction()
      .execute((trx) => autoPayInvoice(trx, candidate.invoiceUid, candidate.accountUid, today));
    if (outcome === 'paid') run.paid += 1;
    else if (outcome === 'notCovered') run.notCovered += 1;
  }
  return run;
}

/**
 * One invoice's standing approval, in one transaction: the approval's account locked first (locks.ts), then the
 * invoice with `skip locked` and rechecked (OPEN, not looked at, no live order): another scheduler that has it
 * or had it is left alone.
 */
async function autoPayInvoice(
  trx: Transaction<Database>,
  invoiceUid: string,
  accountUid: string,
  today: string,
): Promise<'paid' | 'notCovered' | null> {
  const accounts = await lockAccounts(trx, [accountUid]);
  const invoice = await trx
    .selectFrom('ebill_invoices')
    .selectAll()
    .where('uid', '=', invoiceUid)
    .where('status', '=', 'OPEN')
    .where('auto_payment_outcome', 'is', null)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  if (!invoice || invoice.due_date > today) return null;
  const approval = await trx
    .selectFrom('ebill_standing_approvals')
    .selectAll()
    .where('owner_uid', '=', invoice.owner_uid)
    .where('biller_relation_id', '=', invoice.biller_relation_id)
    .executeTakeFirst();
  // The approval changed its account since the scan (or is gone): the next run takes it with the right lock.
  if (!approval || approval.cash_account_uid !== accountUid) return null;
  // The customer's own order pays it (or is on its way): the standing approval leaves it to that order.
  if ((await liveClaims(trx, invoice.business_case_id)).size > 0) return null;
  const window = periodWindow(invoice.due_date, approval.period as 'month');
  const paidBefore = await trx
    .selectFrom('ebill_invoices')
    .select(['amount_value', 'amount_factor'])
    .where('owner_uid', '=', invoice.owner_uid)
    .where('biller_relation_id', '=', invoice.biller_relation_id)
    .where('auto_payment_outcome', '=', 'paid')
    .where('due_date', '>=', window.from)
    .where('due_date', '<=', window.to)
    .execute();
  const coverage = standingApprovalCoverage({
    approval: {
      type: approval.type as 'upperLimit',
      amount: { value: approval.amount_value, factor: approval.amount_factor },
      currency: approval.currency,
    },
    invoice: {
      type: invoice.type as 'bill',
      status: invoice.status as 'OPEN',
      amount: { value: invoice.amount_value, factor: invoice.amount_factor },
      currency: invoice.currency,
      instalments: (invoice.instalments ?? []).length,
    },
    paidInWindow: sumExactMoney(
      paidBefore.map((row) => ({ value: row.amount_value, factor: row.amount_factor })),
    ),
  });
  const account = accounts.get(accountUid)!;
  let reason: EbillAutoPaymentReason | null = null;
  if (!coverage.covered) {
    // Nothing to pay (the scan's types and status make it rare): no outcome is recorded.
    if (coverage.reason === 'notPayable') return null;
    reason = coverage.reason;
  }
  const biller = await trx
    .selectFrom('ebill_billers')
    .selectAll()
    .where('biller_id', '=', invoice.biller_id)
    .executeTakeFirstOrThrow();
  const classification = classifyPayment({
    iban: biller.iban,
    currency: invoice.currency,
    accountCurrency: account.currency,
  });
  if (!reason && (account.status !== 'active' || account.currency !== 'CHF')) reason = 'accountNotUsable';
  if (!reason) {
    const quote = quoteFx({
      targetMinor: BigInt(invoice.amount_value),
      sourceCurrency: account.currency,
      targetCurrency: invoice.currency,
      kind: classification.kind,
      internal: false,
    });
    if (BigInt(account.balance_value) < BigInt(quote.totalDebit.value)) reason = 'noAccountFunds';
  }
  const requestedBy = reason ? null : await requestingPerson(trx, account);
  if (!reason && !requestedBy) reason = 'accountNotUsable';
  if (reason || !requestedBy) {
    await markNotCovered(trx, invoice, reason ?? 'accountNotUsable');
    return 'notCovered';
  }
  const order = await insertAutoOrder(trx, invoice, biller, account, requestedBy, today);
  await trx
    .updateTable('ebill_invoices')
    .set({
      auto_payment_outcome: 'paid',
      auto_payment_reason: null,
      payment_order_uid: order.uid,
      updated_at: sql<Date>`now()`,
    })
    .where('uid', '=', invoice.uid)
    .execute();
  await publishOrderEvent(trx, order);
  // The engine's execution (execute.ts): booking, status, and the invoice settled by settleEbillInvoice.
  if (order.execution_date <= today) await executeLockedOrder(trx, order, today);
  return 'paid';
}

/** The order a standing approval makes: from the approval's account, to the biller, dated the due date. */
async function insertAutoOrder(
  trx: Transaction<Database>,
  invoice: InvoiceRow,
  biller: { name: string; iban: string },
  account: AccountRow,
  requestedBy: string,
  today: string,
): Promise<OrderRow> {
  const owner = { uid: account.owner_uid, type: account.owner_type as 'person' | 'partnership' };
  const iban = normalizeIban(biller.iban);
  const reference = normalizeReference(invoice.reference);
  const body = {
    beneficiary: { name: biller.name, iban },
    structuredReference: reference,
  } as PaymentForm;
  const referenceType = effectiveReferenceType(body);
  const payment = classifyPayment({ iban, currency: invoice.currency, accountCurrency: account.currency });
  // The standing approval is the owner's signature given in advance: the biller is a signed beneficiary.
  const { beneficiary } = await resolveBeneficiary(trx, body, owner, {
    personUid: requestedBy,
    accountUid: account.uid,
    signing: null,
  });
  const paymentTime = invoice.due_date < today ? today : invoice.due_date;
  return trx
    .insertInto('payment_orders')
    .values({
      uid: randomUUID(),
      cash_account_uid: account.uid,
      requested_by: requestedBy,
      partnership_uid: owner.type === 'partnership' ? owner.uid : null,
      status: 'accepted',
      status_reason: null,
      base: 'iban-payment-orders',
      payment_type: derivePaymentType('iban-payment-orders', payment, iban, referenceType),
      payment_kind: payment.kind,
      is_internal: false,
      is_incore: payment.incore,
      target_account_uid: null,
      beneficiary_uid: beneficiary.uid,
      beneficiary: JSON.stringify({
        name: biller.name,
        iban,
        swiftBIC: null,
        address: null,
        unstructuredAddress: null,
      }),
      amount_value: String(invoice.amount_value),
      amount_factor: invoice.amount_factor,
      currency: invoice.currency,
      structured_reference: reference || null,
      reference_type: referenceType,
      payment_reason: null,
      recurrence: 'single',
      user_category: 'general',
      payment_time: paymentTime,
      execution_date: nextBankingDay(paymentTime),
      is_ebill_order: true,
      ebill_business_case_id: invoice.business_case_id,
      ebill_instalment: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Who an automatic order is requested by (payment_orders.requested_by names a person): the private owner; for a
 * partnership, its first signatory (by uid) with the approve right on the account or the partnership; null: none
 * is left, and the approval's account can no longer be paid from.
 */
async function requestingPerson(trx: KontorExecutor, account: AccountRow): Promise<string | null> {
  if (account.owner_type !== 'partnership') return account.owner_uid;
  const row = await trx
    .selectFrom('entitlements')
    .select('person_uid')
    .where('partnership_uid', '=', account.owner_uid)
    .where('action', '=', 'approve')
    .where((where) =>
      where.or([where('entity_uid', '=', account.uid), where('entity_type', '=', 'Partnership')]),
    )
    .orderBy('person_uid')
    .executeTakeFirst();
  return row?.person_uid ?? null;
}

/**
 * Not covered: the invoice waits for the customer, who is told once (the conditional update: an event, and a
 * mail, which the sandbox outbox catches like every mail of the gateway).
 */
async function markNotCovered(
  trx: Transaction<Database>,
  invoice: InvoiceRow,
  reason: EbillAutoPaymentReason,
): Promise<void> {
  const marked = await trx
    .updateTable('ebill_invoices')
    .set({ auto_payment_outcome: 'notCovered', auto_payment_reason: reason, updated_at: sql<Date>`now()` })
    .where('uid', '=', invoice.uid)
    .where('auto_payment_outcome', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!marked) return;
  await publishEbillInvoiceEvent(trx, marked, 'ebillInvoiceNotCovered');
  // The mail to the customer (the subscription's eBill address, unless its notification setting is off), caught
  // by the sandbox outbox.
  const participant = await trx
    .selectFrom('ebill_participants')
    .select(['email', 'notify_not_covered'])
    .where('owner_uid', '=', invoice.owner_uid)
    .executeTakeFirst();
  const email = participant?.notify_not_covered ? participant.email : null;
  if (email)
    await trx
      .insertInto('outbox')
      .values({
        email,
        purpose: 'ebillNotCovered',
        code: `${invoice.business_case_id} ${reason}`,
        session_id: null,
      })
      .execute();
}

/**
 * The invoice's change to those who may read the owner's eBill (ebill/events.ts, its audience: settled when an
 * order pays it or an instalment, not covered when its standing approval did not pay it).
 */
async function publishEbillInvoiceEvent(
  trx: KontorExecutor,
  invoice: InvoiceRow,
  type: 'ebillInvoiceSettled' | 'ebillInvoiceNotCovered',
): Promise<void> {
  const owner = await trx
    .selectFrom('ebill_participants')
    .select(['owner_type'])
    .where('owner_uid', '=', invoice.owner_uid)
    .executeTakeFirst();
  await publishInvoiceEvent(
    trx,
    type,
    {
      ownerUid: invoice.owner_uid,
      ownerType: owner?.owner_type === 'partnership' ? 'partnership' : 'person',
    },
    invoice,
  );
}
