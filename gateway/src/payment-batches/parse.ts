/**
 * Reading a bulk payment file (issue 30 item 4, docs/payment-batches-api.md "Formats"): the type is sniffed from
 * the content (an XML document or UTF-8 text; the name and the declared type do not count), a pain.001.001.09
 * is validated against the Swiss Payment Standards 2022 XSD of SIX, pain.001.001.09.ch.03 (schema/, with
 * xmllint-wasm: libxml2 compiled to WebAssembly, no native build) and read with fast-xml-parser; a CSV is read
 * with csv-parse against the documented header. The answer is every payment row's raw fields in file order; the
 * rules run next (validate.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import {
  MAX_PAYMENT_BATCH_FILE_BYTES,
  MAX_PAYMENT_BATCH_ROWS,
  PAYMENT_BATCH_CSV_HEADER,
  PAYMENT_BATCH_CSV_REQUIRED,
  type PaymentBatchFileErrorCode,
  type PaymentBatchFormat,
  type PaymentBatchSchemaError,
} from 'shared-kernel/domain';
import type { Language } from '../http/context';
import { HttpError } from '../http/errors';
import { translate } from '../payments/messages';

/** What one row of the file says, as text (the rules read it into a payment form). */
export interface RowFields {
  name?: string;
  iban?: string;
  amount?: string;
  currency?: string;
  date?: string;
  reference?: string;
  message?: string;
  street?: string;
  number?: string;
  postalCode?: string;
  city?: string;
  country?: string;
  /** A pain.001 creditor address given as lines only. */
  addressLines?: string[];
  bic?: string;
}

export interface ParsedRow {
  /** 1-based position of the payment in the file. */
  row: number;
  endToEndId: string | null;
  fields: RowFields;
}

export interface ParsedFile {
  format: PaymentBatchFormat;
  rows: ParsedRow[];
  /** pain.001: the debtor IBANs of its payment instructions (must all be the account's). */
  debtorIbans: string[];
}

const STATUS: Partial<Record<PaymentBatchFileErrorCode, number>> = {
  batch_file_too_large: 413,
  batch_id_taken: 409,
  batch_not_approvable: 409,
};

/**
 * A refusal of the whole file: 400 `{code, message, details?}`, the message in the caller's language (the text
 * of `app.payments.bulk.<code>`, or of `messageKey` when a more precise text says where the file is wrong).
 */
export const batchFileError = (
  language: Language,
  code: PaymentBatchFileErrorCode,
  details: Record<string, unknown> = {},
  messageKey = `app.payments.bulk.${code}`,
  values: Record<string, string | number> = {},
): HttpError =>
  new HttpError(STATUS[code] ?? 400, {
    code,
    message: translate(language, messageKey, {
      max: MAX_PAYMENT_BATCH_ROWS,
      ...(details as Record<string, string | number>),
      ...values,
    }),
    ...details,
  });

/** The Swiss Payment Standards 2022 schema (SIX), a restriction of the ISO 20022 pain.001.001.09 schema. */
const SCHEMA_FILE = 'pain.001.001.09.ch.03.xsd';
let schemaText: string | null = null;
/** The XSD shipped beside this module (schema/README.md: its source and licence). */
function painSchema(): string {
  schemaText ??= readFileSync(
    join(process.env.KONTOR_GATEWAY_ROOT ?? process.cwd(), 'src/payment-batches/schema', SCHEMA_FILE),
    'utf8',
  );
  return schemaText;
}

// Control characters other than tab and line breaks: never in a CSV or an XML text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The file as UTF-8 text (BOM dropped), or null when it is not UTF-8 text. */
function textOf(bytes: Buffer): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
    return CONTROL.test(text) ? null : text;
  } catch {
    return null;
  }
}

const PAYMENT_TAG = /<(?:[A-Za-z_][\w.-]*:)?CdtTrfTxInf[\s>]/g;

/** Sniffs, checks the limits, validates and reads the file; a refused file throws a batchFileError. */
export async function parseBatchFile(language: Language, bytes: Buffer): Promise<ParsedFile> {
  if (bytes.length > MAX_PAYMENT_BATCH_FILE_BYTES) throw batchFileError(language, 'batch_file_too_large');
  const text = textOf(bytes);
  if (text === null || text.trim() === '') throw batchFileError(language, 'batch_file_unreadable');
  return text.trimStart().startsWith('<') ? readPain001(language, text) : readCsv(language, text);
}

const tooMany = (language: Language, count: number) =>
  count > MAX_PAYMENT_BATCH_ROWS ? batchFileError(language, 'batch_too_many_rows', { rows: count }) : null;

async function readPain001(language: Language, text: string): Promise<ParsedFile> {
  // No document type declarations: no entities to expand, internal or external (XXE, billion laughs).
  if (/<!DOCTYPE/i.test(text)) throw batchFileError(language, 'batch_file_unreadable');
  const count = text.match(PAYMENT_TAG)?.length ?? 0;
  const refused = tooMany(language, count);
  if (refused) throw refused;
  const { validateXML } = await import('xmllint-wasm');
  const result = await validateXML({
    xml: [{ fileName: 'batch.xml', contents: text }],
    schema: [{ fileName: SCHEMA_FILE, contents: painSchema() }],
    // A 1,000-row file with addresses is about 1 MB; libxml2's tree of it needs more than the default 16 MB.
    initialMemoryPages: 1024,
    maxMemoryPages: 4096,
  });
  if (!result.valid) {
    const payments = paymentLines(text);
    const errors = result.errors.slice(0, 10).map((error) => schemaError(error, payments));
    const first = errors[0];
    throw first?.row && first.element
      ? batchFileError(
          language,
          'batch_schema_invalid',
          { errors },
          'app.payments.bulk.batch_schema_invalid_row',
          {
            row: first.row,
            element: first.element,
          },
        )
      : batchFileError(language, 'batch_schema_invalid', { errors });
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    removeNSPrefix: true,
    // Every value as written: IBANs, references and amounts keep their digits (no number conversion).
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: true,
    trimValues: true,
    isArray: (name) => ['PmtInf', 'CdtTrfTxInf', 'Ustrd', 'Strd', 'AdrLine'].includes(name),
  });
  const document = parser.parse(text) as XmlNode;
  const instructions = asArray(path(document, 'Document', 'CstmrCdtTrfInitn', 'PmtInf'));
  const rows: ParsedRow[] = [];
  const debtorIbans: string[] = [];
  for (const instruction of instructions) {
    const date =
      textAt(instruction, 'ReqdExctnDt', 'Dt') ?? textAt(instruction, 'ReqdExctnDt', 'DtTm')?.slice(0, 10);
    const debtorIban = textAt(instruction, 'DbtrAcct', 'Id', 'IBAN');
    if (debtorIban) debtorIbans.push(debtorIban);
    for (const payment of asArray(path(instruction, 'CdtTrfTxInf'))) {
      const amount = path(payment, 'Amt', 'InstdAmt');
      const address = path(payment, 'Cdtr', 'PstlAdr');
      const lines = asArray(path(address, 'AdrLine')).map(String);
      const ustrd = asArray(path(payment, 'RmtInf', 'Ustrd')).map(String);
      const structured = asArray(path(payment, 'RmtInf', 'Strd'))[0];
      rows.push({
        row: rows.length + 1,
        endToEndId: textAt(payment, 'PmtId', 'EndToEndId') ?? null,
        fields: {
          name: textAt(payment, 'Cdtr', 'Nm'),
          iban: textAt(payment, 'CdtrAcct', 'Id', 'IBAN'),
          amount: textAt(amount, '#text') ?? (typeof amount === 'string' ? amount : undefined),
          currency: textAt(amount, '@Ccy'),
          date,
          reference: textAt(structured, 'CdtrRefInf', 'Ref'),
          message: ustrd.length ? ustrd.join(' ') : undefined,
          street: textAt(address, 'StrtNm'),
          number: textAt(address, 'BldgNb'),
          postalCode: textAt(address, 'PstCd'),
          city: textAt(address, 'TwnNm'),
          country: textAt(address, 'Ctry'),
          addressLines: lines.length ? lines : undefined,
          bic: textAt(payment, 'CdtrAgt', 'FinInstnId', 'BICFI'),
        },
      });
    }
  }
  if (rows.length === 0) throw batchFileError(language, 'batch_empty');
  return { format: 'pain.001.001.09', rows, debtorIbans };
}

const NAMESPACE = /\{urn:iso:std:iso:20022:tech:xsd:pain\.001\.001\.09\}/g;
const PAYMENT_OPEN = /<(?:[A-Za-z_][\w.-]*:)?CdtTrfTxInf[\s>]/;
const PAYMENT_CLOSE = /<\/(?:[A-Za-z_][\w.-]*:)?CdtTrfTxInf\s*>/;

/**
 * The first and last line of each payment (CdtTrfTxInf) of the file, in file order (the rows' order); a payment
 * never closed (a broken file) runs to the end.
 */
function paymentLines(text: string): { first: number; last: number }[] {
  const spans: { first: number; last: number }[] = [];
  const tags = new RegExp(`${PAYMENT_OPEN.source}|${PAYMENT_CLOSE.source}|\n`, 'g');
  let line = 1;
  let open: { first: number; last: number } | null = null;
  for (const match of text.matchAll(tags)) {
    if (match[0] === '\n') line += 1;
    else if (match[0].startsWith('</')) {
      if (open) open.last = line;
      open = null;
    } else {
      open = { first: line, last: Number.POSITIVE_INFINITY };
      spans.push(open);
      // The tag's own whitespace may be the line break.
      if (match[0].endsWith('\n')) line += 1;
    }
  }
  return spans;
}

/** A libxml2 error with its payment row (when its line lies in exactly one payment) and its element. */
function schemaError(
  error: { message: string; loc: { lineNumber: number } | null },
  payments: { first: number; last: number }[],
): PaymentBatchSchemaError {
  const line = error.loc?.lineNumber ?? null;
  const rows =
    line === null
      ? []
      : payments.flatMap((span, index) => (span.first <= line && line <= span.last ? [index + 1] : []));
  const message = error.message.replace(NAMESPACE, '').replace(/^Schemas validity error\s*:\s*/, '');
  return {
    line,
    row: rows.length === 1 ? rows[0]! : null,
    element: /^Element '([\w.-]+)'/.exec(message)?.[1] ?? null,
    message,
  };
}

type XmlNode = unknown;

function path(node: XmlNode, ...names: string[]): XmlNode {
  let current = node;
  for (const name of names) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[name];
  }
  return current;
}

const asArray = (node: XmlNode): XmlNode[] =>
  node === undefined || node === null ? [] : Array.isArray(node) ? node : [node];

function textAt(node: XmlNode, ...names: string[]): string | undefined {
  const value = path(node, ...names);
  if (typeof value === 'string') return value === '' ? undefined : value;
  return undefined;
}

const HEADER_NAMES = new Map<string, keyof RowFields>(
  PAYMENT_BATCH_CSV_HEADER.map((name) => [name.toLowerCase(), name as keyof RowFields]),
);

function readCsv(language: Language, text: string): ParsedFile {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  let records: string[][];
  try {
    records = parseCsv(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      // A quoted field may hold the delimiter, not the whole file: a runaway quote is an error, not one field.
      max_record_size: 10_000,
    }) as string[][];
  } catch {
    throw batchFileError(language, 'batch_file_unreadable');
  }
  const [header, ...lines] = records;
  const columns = (header ?? []).map((name) => HEADER_NAMES.get(name.toLowerCase()) ?? null);
  const missing = PAYMENT_BATCH_CSV_REQUIRED.filter((name) => !columns.includes(name));
  const unknown = (header ?? []).filter((_, index) => columns[index] === null);
  if (missing.length > 0 || unknown.length > 0 || new Set(columns).size !== columns.length)
    throw batchFileError(language, 'batch_csv_header_invalid', { missing, unknown });
  const refused = tooMany(language, lines.length);
  if (refused) throw refused;
  if (lines.length === 0) throw batchFileError(language, 'batch_empty');
  const rows = lines.map((cells, index): ParsedRow => {
    const fields: RowFields = {};
    columns.forEach((column, at) => {
      const value = cells[at];
      if (column && column !== 'addressLines' && value) fields[column] = value;
    });
    return { row: index + 1, endToEndId: null, fields };
  });
  return { format: 'csv', rows, debtorIbans: [] };
}
