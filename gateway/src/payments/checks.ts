/**
 * Everything a submit is checked for before it writes (spec §5, §8): the account's schema (the one the form
 * gets), the kernel's payment rules, and what only the bank's tables know (its own IBANs, the context's
 * beneficiaries, the uploaded attachments, plan features).
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Selectable } from 'kysely';
import {
  classifyPayment,
  INCORE_CURRENCIES,
  isInstitutionIban,
  maxPaymentDate,
  missingInternationalFeature,
  normalizeIban,
  paymentOrderBodySchema,
  paymentOrderFormSchema,
  paymentRuleIssues,
  WISE_FEATURE,
  type JsonSchema,
  type PaymentClassification,
  type PaymentFieldIssue,
  type PaymentForm,
  type PaymentOrderBase,
  type PaymentOwnerType,
} from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';
import type { CashAccountsTable } from '../db/tables/accounts';
import type { Language } from '../http/context';
import { TRANSACTION_CATEGORIES } from '../reference/categories';
import { paymentError, paymentFieldErrors, schemaFieldErrors } from './messages';
import { accountByIban, type OrderRow } from './queries';

/** The form schema the kernel builds (shared-kernel's form kit type, read through the rule that makes it). */
type FormSchema = ReturnType<typeof paymentOrderFormSchema>;

type AccountRow = Selectable<CashAccountsTable>;

/** The currencies a debit account can pay in: its own first, then every incore currency. */
export const currenciesFor = (account: Pick<AccountRow, 'currency'>): string[] => [
  account.currency,
  ...INCORE_CURRENCIES.map((entry) => entry.code).filter((code) => code !== account.currency),
];

/** The account's payment-order form schema on the bank's today (what GET .../iban-payment-orders serves). */
export function formSchemaFor(account: AccountRow, today: string, minDate: string = today): FormSchema {
  return paymentOrderFormSchema({
    ownerType: account.owner_type as PaymentOwnerType,
    currencies: currenciesFor(account),
    categories: TRANSACTION_CATEGORIES,
    minDate,
    maxDate: maxPaymentDate(today),
  });
}

/** The form kit's own keywords (option titles), which a strict validator does not know. */
function withoutFormKeywords(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutFormKeywords);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => key !== 'enumTitles')
      .map(([key, value]) => [key, withoutFormKeywords(value)]),
  );
}

/**
 * The route's declared body schema (OpenAPI, Fastify's first check): the same builder without the day's date
 * bounds and with the larger limit; the handler then applies the account's exact schema.
 */
export const staticBodySchema = (): JsonSchema =>
  withoutFormKeywords(
    paymentOrderBodySchema(
      paymentOrderFormSchema({
        ownerType: 'partnership',
        currencies: INCORE_CURRENCIES.map((entry) => entry.code),
        categories: TRANSACTION_CATEGORIES,
      }),
    ),
  ) as JsonSchema;

const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false, useDefaults: false });
// formatMinimum / formatMaximum: the date bounds of spec §5.
addFormats(ajv, { keywords: true });
const validators = new Map<string, ValidateFunction>();

/** The body validator of a schema; compiled once per distinct schema (account kind × day). */
function validatorFor(schema: JsonSchema): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) {
    if (validators.size > 200) validators.clear();
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  return validate;
}

/** 400 ValidationError unless the body satisfies the account's schema. */
export function checkSchema(language: Language, form: FormSchema, body: unknown): void {
  const validate = validatorFor(paymentOrderBodySchema(form));
  if (validate(body)) return;
  const currency = (body as { currency?: unknown }).currency;
  throw schemaFieldErrors(language, validate.errors ?? [], typeof currency === 'string' ? currency : 'CHF');
}

export interface SubmitFacts {
  base: PaymentOrderBase;
  account: AccountRow;
  /** The context's owner: beneficiaries and uploads belong to it. */
  ownerUid: string;
  personUid: string;
  today: string;
  existing: OrderRow | null;
  /** PATCH: false when spec §4 forbids changing the date. */
  dateEditable: boolean;
}

export interface CheckedSubmit {
  payment: PaymentClassification;
  /** The bank's account credited by an internal payment. */
  target: AccountRow | null;
}

async function gatewayIssues(
  db: KontorExecutor,
  body: PaymentForm,
  facts: SubmitFacts,
): Promise<{
  issues: PaymentFieldIssue[];
  target: AccountRow | null;
}> {
  const issues: PaymentFieldIssue[] = [];
  if (body.accountUid !== facts.account.uid) issues.push({ field: 'accountUid', code: 'account_mismatch' });
  const storedDate = facts.existing?.payment_time ?? facts.existing?.execution_date;
  if (facts.existing && !facts.dateEditable && body.paymentTime !== storedDate)
    issues.push({ field: 'paymentTime', code: 'payment_date_not_editable' });
  const iban = normalizeIban(body.beneficiary.iban ?? '');
  const target = iban ? ((await accountByIban(db, iban)) ?? null) : null;
  // An IBAN with the bank's institution code must be one of its accounts.
  if (iban && !target && isInstitutionIban(iban))
    issues.push({ field: 'beneficiary.iban', code: 'invalid_creditor_iban' });
  if (target && target.currency !== body.currency)
    issues.push({ field: 'currency', code: 'currency_mismatch' });
  if (body.beneficiary.uid) {
    const known = await db
      .selectFrom('beneficiaries')
      .select(['uid', 'name', 'iban'])
      .where('uid', '=', body.beneficiary.uid)
      .where('owner_uid', '=', facts.ownerUid)
      .executeTakeFirst();
    if (!known) issues.push({ field: 'beneficiary.uid', code: 'beneficiary_not_found' });
    else if (known.name !== body.beneficiary.name || normalizeIban(known.iban) !== iban)
      issues.push({ field: 'beneficiary.uid', code: 'beneficiary_mismatch' });
  }
  const fileUids = body.attachedFileUids ?? [];
  if (fileUids.length > 0) {
    const owners = [facts.personUid, ...(facts.existing ? [facts.existing.uid] : [])];
    const files = await db
      .selectFrom('file_resources')
      .select(['uid', 'owner_uid'])
      .where('uid', 'in', fileUids)
      .where('uploaded_by', '=', facts.personUid)
      .execute();
    // A free file is the uploader's own or already this order's; submit.ts claims it in the transaction.
    if (files.length !== new Set(fileUids).size)
      issues.push({ field: 'attachedFileUids', code: 'attachment_not_found' });
    else if (files.some((file) => !owners.includes(file.owner_uid)))
      issues.push({ field: 'attachedFileUids', code: 'attachment_already_attached' });
  }
  return { issues, target: target && target.uid !== facts.account.uid ? target : null };
}

/** The plan features of the context's active subscription (spec §6). */
export async function contextFeatures(
  db: KontorExecutor,
  ownerUid: string,
): Promise<Record<string, boolean>> {
  const rows = await db
    .selectFrom('subscriptions as s')
    .innerJoin('plan_features as f', 'f.plan_code', 's.plan_code')
    .select(['f.feature', 'f.enabled'])
    .where('s.agent_uid', '=', ownerUid)
    .where('s.status', '=', 'active')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.feature, row.enabled]));
}

/**
 * The rules after the schema: field errors (all at once), then eligibility of an international payment.
 * Drafts are not checked for eligibility (they are not sent).
 */
export async function checkRules(
  db: KontorExecutor,
  language: Language,
  body: PaymentForm,
  facts: SubmitFacts,
): Promise<CheckedSubmit> {
  const ruleIssues = paymentRuleIssues(body, {
    base: facts.base,
    accountIban: facts.account.iban,
    accountCurrency: facts.account.currency,
    today: facts.today,
  }).filter((issue) => facts.dateEditable || issue.field !== 'paymentTime');
  const { issues, target } = await gatewayIssues(db, body, facts);
  const all = [...ruleIssues, ...issues].filter(
    (issue, index, list) => list.findIndex((other) => other.field === issue.field) === index,
  );
  if (all.length > 0) throw paymentFieldErrors(language, all);
  const payment = classifyPayment({
    iban: body.beneficiary.iban ?? '',
    currency: body.currency,
    accountCurrency: facts.account.currency,
  });
  if (!body.isDraftPO) await checkEligibility(db, language, facts, payment);
  return { payment, target };
}

async function checkEligibility(
  db: KontorExecutor,
  language: Language,
  facts: SubmitFacts,
  payment: PaymentClassification,
): Promise<void> {
  const features = await contextFeatures(db, facts.ownerUid);
  const account = { internationalPaymentsAvailable: facts.account.international_payments_available };
  const missing = missingInternationalFeature(payment, account, features);
  if (missing) throw paymentError(language, 400, 'international_not_eligible', { missingFeature: missing });
  const wise = facts.base === 'wise-payment-orders' || facts.base === 'wisebusiness-payment-orders';
  if (wise && (!payment.international || features[WISE_FEATURE] !== true))
    throw paymentError(language, 400, 'international_not_eligible', { missingFeature: WISE_FEATURE });
}
