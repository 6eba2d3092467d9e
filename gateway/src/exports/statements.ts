/**
 * Account statements from booked transactions: CSV (semicolon-separated, as Swiss banks export for Excel)
 * and ISO 20022 camt.053.001.08 (the bank-to-customer statement Swiss accounting software imports).
 */
import type { Selectable } from 'kysely';
import { formatDate } from 'shared-kernel/domain';
import { formatDecimal } from '../accounts/money';
import type { Language } from '../http/context';
import { lookupMessage, mergedCatalogue } from '../reference/catalogues';
import type { CashAccountsTable } from '../db/tables/accounts';
import type { TransactionsTable } from '../db/tables/transactions';

export interface StatementInput {
  statementId: string;
  createdAt: Date;
  account: Selectable<CashAccountsTable>;
  ownerName: string;
  from: string;
  to: string;
  /** Booked balance at the start of `from` and at the end of `to`, minor units. */
  openingBalance: number;
  closingBalance: number;
  /** Booked transactions of the period, oldest first. */
  transactions: Selectable<TransactionsTable>[];
}

/**
 * A text cell for Excel: one that starts like a formula (=, +, -, @, tab, CR) gets a leading apostrophe so it is
 * read as text (OWASP "CSV injection"); a cell with the separator, a quote or a line break is quoted.
 */
export function csvText(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const CSV_COLUMNS = [
  'bookingDate',
  'valueDate',
  'text',
  'counterparty',
  'category',
  'debit',
  'credit',
  'currency',
  'reference',
  'balance',
] as const;

/** The words of a CSV statement in one language (catalogue keys app.customer.documents.csv.*, dict.category.*). */
export interface StatementTexts {
  columns: Record<(typeof CSV_COLUMNS)[number], string>;
  openingBalance: string;
  closingBalance: string;
  category: (code: string) => string;
}

export function statementTexts(language: Language): StatementTexts {
  const catalogue = mergedCatalogue(language);
  const text = (key: string) => lookupMessage(catalogue, `app.customer.documents.csv.${key}`) ?? key;
  return {
    columns: Object.fromEntries(
      CSV_COLUMNS.map((column) => [column, text(column)]),
    ) as StatementTexts['columns'],
    openingBalance: text('openingBalance'),
    closingBalance: text('closingBalance'),
    category: (code) => lookupMessage(catalogue, `dict.category.${code}`) ?? code,
  };
}

/**
 * The statement as Swiss banks export it for Excel: a UTF-8 byte-order mark (so Excel shows umlauts),
 * semicolons, dd.MM.yyyy dates, amounts with a decimal point and no grouping, the opening balance first and
 * the closing balance last, and the balance after each booking.
 */
export function statementCsv(input: StatementInput, texts: StatementTexts): string {
  const currency = input.account.currency;
  const factor = input.account.balance_factor;
  const money = (value: number | bigint) => formatDecimal(value, factor);
  const balanceRow = (day: string, label: string, value: number) =>
    [formatDate(day), '', csvText(label), '', '', '', '', currency, '', money(value)].join(';');
  let balance = BigInt(input.openingBalance);
  const lines = input.transactions.map((t) => {
    const amount = BigInt(t.amount_value);
    balance += t.direction === 'credit' ? amount : -amount;
    return [
      formatDate(t.booking_date),
      t.value_date ? formatDate(t.value_date) : '',
      csvText(t.booking_text),
      csvText(t.counterparty_name),
      csvText(texts.category(t.category)),
      t.direction === 'debit' ? formatDecimal(amount, t.amount_factor) : '',
      t.direction === 'credit' ? formatDecimal(amount, t.amount_factor) : '',
      t.currency,
      csvText(t.reference),
      money(balance),
    ].join(';');
  });
  return (
    '\uFEFF' +
    [
      CSV_COLUMNS.map((column) => csvText(texts.columns[column])).join(';'),
      balanceRow(input.from, texts.openingBalance, input.openingBalance),
      ...lines,
      balanceRow(input.to, texts.closingBalance, input.closingBalance),
    ].join('\r\n') +
    '\r\n'
  );
}

/**
 * camt.053 references are Max35Text, one character short of a uuid: the id without its hyphens (32 hex digits)
 * keeps all of it, so a reference read from a statement leads back to the booking (transactionUidOfReference).
 */
export const statementReference = (uid: string): string => uid.replace(/-/g, '');

export function transactionUidOfReference(reference: string): string | null {
  const match = /^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/i.exec(reference);
  return match ? match.slice(1).join('-').toLowerCase() : null;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
const max = (text: string, length: number) => escapeXml(text.slice(0, length));

function balance(
  code: 'OPBD' | 'CLBD',
  value: number,
  currency: string,
  factor: number,
  date: string,
): string {
  const indicator = value < 0 ? 'DBIT' : 'CRDT';
  return `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="${currency}">${formatDecimal(Math.abs(value), factor)}</Amt><CdtDbtInd>${indicator}</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>`;
}

/** ISO bank transaction code: card payment, received or issued credit transfer (ISO 20022 external code list). */
function bankTransactionCode(t: Selectable<TransactionsTable>): string {
  const [family, subFamily] = t.card_uid
    ? ['CCRD', 'POSD']
    : t.direction === 'credit'
      ? ['RCDT', 'DMCT']
      : ['ICDT', 'DMCT'];
  return `<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${family}</Cd><SubFmlyCd>${subFamily}</SubFmlyCd></Fmly></Domn></BkTxCd>`;
}

export function statementCamt053(input: StatementInput): string {
  const { account, transactions } = input;
  const currency = account.currency;
  const factor = account.balance_factor;
  const credits = transactions.filter((t) => t.direction === 'credit');
  const sum = (list: Selectable<TransactionsTable>[]) =>
    list.reduce((total, t) => total + BigInt(t.amount_value), 0n);
  const entries = transactions.map((t) => {
    const party = t.counterparty_name
      ? `<RltdPties>${t.direction === 'credit' ? '<Dbtr>' : '<Cdtr>'}<Pty><Nm>${max(t.counterparty_name, 140)}</Nm></Pty>${t.direction === 'credit' ? '</Dbtr>' : '</Cdtr>'}` +
        (t.counterparty_iban
          ? `${t.direction === 'credit' ? '<DbtrAcct>' : '<CdtrAcct>'}<Id><IBAN>${t.counterparty_iban}</IBAN></Id>${t.direction === 'credit' ? '</DbtrAcct>' : '</CdtrAcct>'}`
          : '') +
        '</RltdPties>'
      : '';
    return (
      `<Ntry><NtryRef>${statementReference(t.uid)}</NtryRef><Amt Ccy="${t.currency}">${formatDecimal(BigInt(t.amount_value), t.amount_factor)}</Amt>` +
      `<CdtDbtInd>${t.direction === 'credit' ? 'CRDT' : 'DBIT'}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>` +
      `<BookgDt><Dt>${t.booking_date}</Dt></BookgDt><ValDt><Dt>${t.value_date}</Dt></ValDt><AcctSvcrRef>${statementReference(t.uid)}</AcctSvcrRef>` +
      bankTransactionCode(t) +
      `<NtryDtls><TxDtls><Refs><AcctSvcrRef>${statementReference(t.uid)}</AcctSvcrRef></Refs>${party}` +
      `<RmtInf><Ustrd>${max(t.reference ? `${t.booking_text} ${t.reference}` : t.booking_text, 140)}</Ustrd></RmtInf></TxDtls></NtryDtls>` +
      `<AddtlNtryInf>${max(t.booking_text, 500)}</AddtlNtryInf></Ntry>`
    );
  });
  const created = input.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>' +
    `<GrpHdr><MsgId>${input.statementId.slice(0, 35)}</MsgId><CreDtTm>${created}</CreDtTm></GrpHdr>` +
    `<Stmt><Id>${input.statementId.slice(0, 35)}</Id><CreDtTm>${created}</CreDtTm>` +
    `<FrToDt><FrDtTm>${input.from}T00:00:00</FrDtTm><ToDtTm>${input.to}T23:59:59</ToDtTm></FrToDt>` +
    `<Acct><Id><IBAN>${account.iban}</IBAN></Id><Ccy>${currency}</Ccy><Nm>${max(account.account_name, 70)}</Nm><Ownr><Nm>${max(input.ownerName, 140)}</Nm></Ownr></Acct>` +
    balance('OPBD', input.openingBalance, currency, factor, input.from) +
    balance('CLBD', input.closingBalance, currency, factor, input.to) +
    `<TxsSummry><TtlNtries><NbOfNtries>${transactions.length}</NbOfNtries></TtlNtries>` +
    `<TtlCdtNtries><NbOfNtries>${credits.length}</NbOfNtries><Sum>${formatDecimal(sum(credits), factor)}</Sum></TtlCdtNtries>` +
    `<TtlDbtNtries><NbOfNtries>${transactions.length - credits.length}</NbOfNtries><Sum>${formatDecimal(sum(transactions) - sum(credits), factor)}</Sum></TtlDbtNtries></TxsSummry>` +
    entries.join('') +
    '</Stmt></BkToCstmrStmt></Document>\n'
  );
}
