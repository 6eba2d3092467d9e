/**
 * Validating a batch file row by row (issue 30 item 4): each row is read into the payment form a single payment
 * sends and checked exactly as a single submit is (payments/checks.ts: the account's schema, the kernel's
 * paymentRuleIssues — IBAN, amount, currency, reference, date, the address rules of spec §5 — and the bank's
 * own facts), then for duplicates within the file and against the account's recent orders (the kernel's
 * batchDuplicatesWithinFile / duplicatesRecentOrder). Nothing is written.
 */
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  addDaysIso,
  amountFromJsonNumber,
  nextBankingDay,
  PAYMENT_LIMITS,
  type PaymentOwnerType,
  batchDuplicatesWithinFile,
  duplicatesRecentOrder,
  normalizeIban,
  normalizeReference,
  PAYMENT_BATCH_DUPLICATE_DAYS,
  type BatchDuplicateFacts,
  type PaymentBatchRow,
  type PaymentBatchRowIssue,
  type PaymentBatchValidation,
  type PaymentForm,
} from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';
import type { CashAccountsTable } from '../db/tables/accounts';
import type { Language } from '../http/context';
import { HttpError } from '../http/errors';
import { checkRules, checkSchema, formSchemaFor, type CheckedSubmit } from '../payments/checks';
import { translate } from '../payments/messages';
import { dayDebits, debitOf } from '../payments/submit';
import { countryByAlpha2, countryByAlpha3 } from '../reference/countries';
import { batchFileError, parseBatchFile, type ParsedRow, type RowFields } from './parse';

type AccountRow = Selectable<CashAccountsTable>;

export interface ValidationInput {
  language: Language;
  account: AccountRow;
  personUid: string;
  today: string;
  fileName: string;
  bytes: Buffer;
}

/** A valid row, ready to be written as an order. */
export interface ValidRow {
  row: number;
  form: PaymentForm;
  checked: CheckedSubmit;
}

export interface BatchValidation {
  answer: PaymentBatchValidation;
  valid: ValidRow[];
}

/** Order statuses a duplicate is looked for among (what was or will be paid). */
const RECENT_STATUSES = [
  'approval',
  'blocked',
  'accepted',
  'executed',
  'in-progress',
  'retrying',
  'manual',
  'quarantine',
];

const issue = (language: Language, field: string, code: string, key = `app.payments.${code}`) => ({
  field,
  code,
  message: translate(language, key),
});

/** The country as the form takes it (alpha-3), from an alpha-2 (pain.001) or alpha-3 code; null when unknown. */
function alpha3Of(code: string): string | null {
  const upper = code.trim().toUpperCase();
  if (upper.length === 2) return countryByAlpha2(upper)?.alpha3 ?? null;
  return countryByAlpha3(upper)?.alpha3 ?? null;
}

const AMOUNT_TEXT = /^[0-9]{1,12}(\.[0-9]+)?$/;

/** The row as a payment form, and what could not even be read into one. */
function formOf(
  language: Language,
  fields: RowFields,
  account: AccountRow,
): { form: PaymentForm; issues: PaymentBatchRowIssue[] } {
  const issues: PaymentBatchRowIssue[] = [];
  let amount = Number.NaN;
  if (fields.amount !== undefined) {
    if (AMOUNT_TEXT.test(fields.amount)) amount = Number(fields.amount);
    else issues.push(issue(language, 'amount', 'type', 'webapp.ui.form.numbers_only'));
  }
  let country: string | undefined;
  if (fields.country) {
    country = alpha3Of(fields.country) ?? undefined;
    if (!country)
      issues.push(issue(language, 'beneficiary.address.country', 'pattern', 'webapp.ui.form.invalid_input'));
  }
  const address = Object.fromEntries(
    Object.entries({
      street: fields.street,
      number: fields.number,
      postalCode: fields.postalCode,
      city: fields.city,
      country,
    }).filter(([, value]) => value !== undefined),
  );
  const reference = normalizeReference(fields.reference);
  const form: PaymentForm = {
    beneficiary: {
      name: fields.name ?? '',
      iban: fields.iban !== undefined ? normalizeIban(fields.iban) || fields.iban : undefined,
      ...(fields.bic ? { swiftBIC: fields.bic.trim().toUpperCase() } : {}),
      ...(address.postalCode ? { address } : {}),
      ...(!address.postalCode && fields.addressLines?.length && country
        ? { unstructuredAddress: { addressLines: fields.addressLines.slice(0, 2), country } }
        : {}),
    },
    amount,
    currency: fields.currency ?? '',
    ...(reference ? { structuredReference: reference } : {}),
    ...(fields.message ? { paymentReason: fields.message } : {}),
    paymentTime: fields.date ?? '',
    recurrence: 'single',
    category: 'general',
    accountUid: account.uid,
    customerTransactionId: randomUUID(),
    isDraftPO: false,
  };
  // Absent required values: the schema says `required`, as it does for the form.
  if (!fields.name) delete (form.beneficiary as { name?: string }).name;
  if (fields.amount === undefined) delete (form as { amount?: number }).amount;
  if (!fields.currency) delete (form as { currency?: string }).currency;
  if (!fields.date) delete (form as { paymentTime?: string }).paymentTime;
  return { form, issues };
}

/** The issues of a refusal the single submit would have answered (field errors, or a coded error). */
function issuesOf(error: unknown): PaymentBatchRowIssue[] {
  if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
  const body = error.body as { data?: PaymentBatchRowIssue[]; code?: string; message?: string };
  if (body.data) return body.data.map(({ field, code, message }) => ({ field, code, message }));
  return [{ field: 'beneficiary.iban', code: body.code ?? 'unknown_error', message: body.message ?? '' }];
}

const duplicateFactsOf = (form: PaymentForm): BatchDuplicateFacts | null => {
  const amount = amountFromJsonNumber(form.amount, form.currency);
  if (!amount || !form.beneficiary.iban) return null;
  return {
    iban: normalizeIban(form.beneficiary.iban),
    amountMinor: String(amount.value),
    currency: form.currency,
    reference: normalizeReference(form.structuredReference),
    date: form.paymentTime,
  };
};

/** The account's orders around the file's dates, as duplicate facts. */
async function recentOrders(
  db: KontorExecutor,
  accountUid: string,
  dates: string[],
): Promise<BatchDuplicateFacts[]> {
  if (dates.length === 0) return [];
  const sorted = [...dates].sort();
  const rows = await db
    .selectFrom('payment_orders')
    .select([
      'beneficiary',
      'amount_value',
      'currency',
      'structured_reference',
      'payment_time',
      'execution_date',
    ])
    .where('cash_account_uid', '=', accountUid)
    .where('status', 'in', RECENT_STATUSES)
    .where('execution_date', '>=', addDaysIso(sorted[0]!, -PAYMENT_BATCH_DUPLICATE_DAYS))
    .where('execution_date', '<=', addDaysIso(sorted.at(-1)!, PAYMENT_BATCH_DUPLICATE_DAYS + 7))
    .execute();
  return rows.map((row) => ({
    iban: normalizeIban(String((row.beneficiary as { iban?: string | null }).iban ?? '')),
    amountMinor: String(row.amount_value),
    currency: row.currency,
    reference: normalizeReference(row.structured_reference),
    date: row.payment_time ?? row.execution_date,
  }));
}

/**
 * The account's daily limit over the rows (the engine's own sum, payments/submit.ts): the valid rows in file
 * order, per execution day, on top of the orders already executing that day; a row that would pass the limit
 * is `limit_exceeded` on its amount and does not count. Creating the batch checks it again under the lock.
 */
async function dailyLimitIssues(
  db: KontorExecutor,
  input: ValidationInput,
  rows: { form: PaymentForm; issues: PaymentBatchRowIssue[]; checked: CheckedSubmit | null }[],
): Promise<void> {
  const { account, language } = input;
  const limit = BigInt(PAYMENT_LIMITS[account.owner_type as PaymentOwnerType].perDayMinor);
  const running = new Map<string, bigint>();
  for (const row of rows) {
    if (row.issues.length > 0 || !row.checked) continue;
    const day = nextBankingDay(row.form.paymentTime < input.today ? input.today : row.form.paymentTime);
    const before = running.get(day) ?? (await dayDebits(db, account, day));
    const amount = amountFromJsonNumber(row.form.amount, row.form.currency)!;
    const after =
      before +
      debitOf(account, {
        amount_value: String(amount.value),
        currency: row.form.currency,
        payment_kind: row.checked.payment.kind,
        is_internal: row.checked.target !== null,
      });
    if (after > limit) {
      row.issues.push(issue(language, 'amount', 'limit_exceeded'));
      running.set(day, before);
    } else running.set(day, after);
  }
}

/**
 * Reads and checks every row. `db` may be the create's transaction (the duplicates against recent orders are
 * then read under the account's lock).
 */
export async function validateBatch(db: KontorExecutor, input: ValidationInput): Promise<BatchValidation> {
  const { language, account } = input;
  const file = await parseBatchFile(language, input.bytes);
  const accountIban = normalizeIban(account.iban);
  if (file.debtorIbans.some((iban) => normalizeIban(iban) !== accountIban))
    throw batchFileError(language, 'batch_debtor_mismatch');
  const schema = formSchemaFor(account, input.today);
  const facts = {
    base: 'iban-payment-orders' as const,
    account,
    ownerUid: account.owner_uid,
    personUid: input.personUid,
    today: input.today,
    existing: null,
    dateEditable: true,
  };
  const checkedRows: {
    parsed: ParsedRow;
    form: PaymentForm;
    issues: PaymentBatchRowIssue[];
    checked: CheckedSubmit | null;
  }[] = [];
  for (const parsed of file.rows) {
    const { form, issues } = formOf(language, parsed.fields, account);
    let checked: CheckedSubmit | null = null;
    if (issues.length === 0) {
      try {
        checkSchema(language, schema, form);
        checked = await checkRules(db, language, form, facts);
      } catch (error) {
        issues.push(...issuesOf(error));
      }
    }
    checkedRows.push({ parsed, form, issues, checked });
  }
  const duplicateFacts = checkedRows.map((entry) => (entry.checked ? duplicateFactsOf(entry.form) : null));
  const inFile = batchDuplicatesWithinFile(duplicateFacts);
  const recent = await recentOrders(
    db,
    account.uid,
    duplicateFacts.flatMap((entry) => (entry ? [entry.date] : [])),
  );
  checkedRows.forEach((entry, index) => {
    const facts = duplicateFacts[index];
    if (!facts) return;
    const earlier = inFile[index];
    if (earlier !== null && earlier !== undefined)
      entry.issues.push({
        field: 'row',
        code: 'duplicate_in_file',
        message: translate(language, 'app.payments.bulk.duplicate_in_file', { row: earlier + 1 }),
      });
    else if (duplicatesRecentOrder(facts, recent))
      entry.issues.push(
        issue(language, 'row', 'duplicate_of_recent_order', 'app.payments.bulk.duplicate_of_recent_order'),
      );
  });
  await dailyLimitIssues(db, input, checkedRows);
  const rows: PaymentBatchRow[] = checkedRows.map(({ parsed, form, issues }) => {
    const amount =
      Number.isFinite(form.amount) && form.currency ? amountFromJsonNumber(form.amount, form.currency) : null;
    return {
      row: parsed.row,
      valid: issues.length === 0,
      name: parsed.fields.name ?? null,
      iban: form.beneficiary.iban ?? null,
      amount: amount ? { value: Number(amount.value), factor: amount.factor, currency: form.currency } : null,
      reference: form.structuredReference ?? null,
      paymentTime: /^\d{4}-\d{2}-\d{2}$/.test(form.paymentTime ?? '') ? form.paymentTime : null,
      endToEndId: parsed.endToEndId,
      issues,
    };
  });
  const valid = checkedRows.flatMap((entry) =>
    entry.issues.length === 0 && entry.checked
      ? [{ row: entry.parsed.row, form: entry.form, checked: entry.checked }]
      : [],
  );
  const totals = new Map<string, number>();
  for (const row of rows)
    if (row.valid && row.amount)
      totals.set(row.amount.currency, (totals.get(row.amount.currency) ?? 0) + row.amount.value);
  return {
    answer: {
      format: file.format,
      fileName: input.fileName,
      rowCount: rows.length,
      validCount: valid.length,
      invalidCount: rows.length - valid.length,
      totals: [...totals].map(([currency, value]) => ({ value, factor: 2, currency })),
      rows,
    },
    valid,
  };
}
