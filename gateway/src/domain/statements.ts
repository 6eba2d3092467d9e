/**
 * Account statements from booked transactions: CSV (semicolon-separated, as Swiss banks export for Excel)
 * and ISO 20022 camt.053.001.08 (the bank-to-customer statement Swiss accounting software imports).
 */
import type { Selectable } from 'kysely';
import { formatDecimal } from './money';
import type { CashAccountsTable, TransactionsTable } from './schema';

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

const csvCell = (value: string | null) => {
  const text = value ?? '';
  return /[";\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function statementCsv(input: StatementInput): string {
  const header = [
    'Booking date',
    'Value date',
    'Text',
    'Counterparty',
    'Category',
    'Debit',
    'Credit',
    'Currency',
    'Reference',
  ];
  const lines = input.transactions.map((t) =>
    [
      t.booking_date,
      t.value_date,
      t.booking_text,
      t.counterparty_name,
      t.category,
      t.direction === 'debit' ? formatDecimal(BigInt(t.amount_value), t.amount_factor) : '',
      t.direction === 'credit' ? formatDecimal(BigInt(t.amount_value), t.amount_factor) : '',
      t.currency,
      t.reference,
    ]
      .map(csvCell)
      .join(';'),
  );
  return [header.join(';'), ...lines].join('\r\n') + '\r\n';
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
      `<Ntry><NtryRef>${t.uid.slice(0, 35)}</NtryRef><Amt Ccy="${t.currency}">${formatDecimal(BigInt(t.amount_value), t.amount_factor)}</Amt>` +
      `<CdtDbtInd>${t.direction === 'credit' ? 'CRDT' : 'DBIT'}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>` +
      `<BookgDt><Dt>${t.booking_date}</Dt></BookgDt><ValDt><Dt>${t.value_date}</Dt></ValDt><AcctSvcrRef>${t.uid.slice(0, 35)}</AcctSvcrRef>` +
      bankTransactionCode(t) +
      `<NtryDtls><TxDtls><Refs><AcctSvcrRef>${t.uid.slice(0, 35)}</AcctSvcrRef></Refs>${party}` +
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
