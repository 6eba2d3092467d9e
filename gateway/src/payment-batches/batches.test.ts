/**
 * Payment batches (issue 30 item 4) through the HTTP API, on PGlite and PostgreSQL: a 200-row pain.001 with 3
 * bad rows answers exactly those 3 errors; the 197 good rows become one batch of ordinary orders (all or
 * nothing, the file kept as its attachment); Nora and Anna sign it once each and it executes, the balance
 * dropping by the batch total; the CSV format, duplicates, the file-level refusals, idempotent create, rights,
 * and parallel signing.
 */
import { randomUUID } from 'node:crypto';
import {
  addDaysIso,
  nextBankingDay,
  type PaymentBatchRead,
  type PaymentBatchValidation,
} from 'shared-kernel/domain';
import { personaApp } from '../../test/persona-app';
import { ANNA, CLAIRE, LUCA, NORA, RITA } from '../../test/personas';
import { QR_IBAN, advanceClock, days, ledger } from '../payments/test-support';
import {
  batchCsv,
  pain001,
  swissIban,
  validRows,
  wrongCheckDigits,
  type FixtureRow,
} from './pain001-fixture';

const world = personaApp({ config: { paymentSchedulerMs: 0 } });

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const betrieb = () => world.accounts['Betriebskonto']!;
const ibanOf = async (accountUid: string) =>
  (
    await world.db
      .selectFrom('cash_accounts')
      .select('iban')
      .where('uid', '=', accountUid)
      .executeTakeFirstOrThrow()
  ).iban;

const validate = (email: string, accountUid: string, text: string, fileName = 'batch.xml') =>
  world.call(email, 'POST', `/api/v2/cash-accounts/${accountUid}/payment-batches/validation`, {
    partnership: world.baeckerei,
    payload: { fileName, content: base64(text) },
  });

const create = (
  email: string,
  accountUid: string,
  text: string,
  customerBatchId: string = randomUUID(),
  fileName = 'batch.xml',
) =>
  world.call(email, 'POST', `/api/v2/cash-accounts/${accountUid}/payment-batches`, {
    partnership: world.baeckerei,
    payload: { fileName, content: base64(text), customerBatchId },
  });

const decide = (email: string, uid: string, decision: 'approve' | 'reject' = 'approve') =>
  world.call(email, 'POST', `/api/v2/payment-batches/${uid}/decision`, {
    partnership: world.baeckerei,
    payload: { decision },
  });

/** 200 rows, rows 17, 101 and 188 bad: a wrong IBAN check digit, a QR-IBAN without QR reference, 3 decimals. */
function twoHundred(offset: number): { rows: FixtureRow[]; bad: Record<number, string> } {
  const rows = validRows(200, offset);
  rows[16] = { ...rows[16]!, iban: wrongCheckDigits(rows[16]!.iban) };
  rows[100] = { ...rows[100]!, iban: QR_IBAN };
  rows[187] = { ...rows[187]!, amount: '12.345' };
  return {
    rows,
    bad: { 17: 'invalid_creditor_iban', 101: 'qr_iban_requires_qr_reference', 188: 'too_many_decimals' },
  };
}

describe('a 200-row pain.001 with 3 bad rows', () => {
  it('answers exactly those 3 errors, makes the 197 others one batch, signed once by Nora and Anna, executed', async () => {
    const { later } = await days(world.db);
    const account = betrieb();
    const { rows, bad } = twoHundred(1);
    const xml = pain001(await ibanOf(account), later, rows);

    const checked = await validate(LUCA, account, xml);
    expect(checked.statusCode).toBe(200);
    const validation = checked.json<PaymentBatchValidation>();
    expect(validation).toMatchObject({
      format: 'pain.001.001.09',
      rowCount: 200,
      validCount: 197,
      invalidCount: 3,
    });
    const invalid = validation.rows.filter((row) => !row.valid);
    expect(
      Object.fromEntries(invalid.map((row) => [row.row, row.issues.map((issue) => issue.code)])),
    ).toEqual(Object.fromEntries(Object.entries(bad).map(([row, code]) => [row, [code]])));
    expect(invalid.map((row) => row.issues[0]!.field)).toEqual([
      'beneficiary.iban',
      'beneficiary.iban',
      'amount',
    ]);
    expect(invalid.every((row) => row.issues[0]!.message && !row.issues[0]!.message.startsWith('app.'))).toBe(
      true,
    );
    const expectedTotal = rows
      .filter((_, index) => ![16, 100, 187].includes(index))
      .reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0);
    expect(validation.totals).toEqual([{ value: expectedTotal, factor: 2, currency: 'CHF' }]);
    // Nothing was created by validating.
    expect(await world.db.selectFrom('payment_batches').select('uid').execute()).toHaveLength(0);

    const before = await ledger(world.db, account);
    const created = await create(LUCA, account, xml);
    expect(created.statusCode).toBe(201);
    const batch = created.json<PaymentBatchRead>();
    expect(batch).toMatchObject({ orderCount: 197, requiredApprovals: 2, stillNeeded: 2, mayDecide: false });
    expect(batch.totals).toEqual([{ value: expectedTotal, factor: 2, currency: 'CHF' }]);
    // Ordinary orders: new beneficiaries, so blocked until signed (spec §4), each with its own row.
    expect(batch.status).toBe('blocked');
    expect(batch.orders).toHaveLength(197);
    const file = await world.call(LUCA, 'GET', batch.fileUri, { partnership: world.baeckerei });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(xml);

    // Luca captured but cannot sign; Nora and Anna sign once each.
    expect((await decide(LUCA, batch.uid)).statusCode).toBe(403);
    const nora = await decide(NORA, batch.uid);
    expect(nora.statusCode).toBe(200);
    expect(nora.json<PaymentBatchRead>()).toMatchObject({ stillNeeded: 1, status: 'blocked' });
    expect((await decide(NORA, batch.uid)).statusCode).toBe(409);
    const anna = await decide(ANNA, batch.uid);
    expect(anna.statusCode).toBe(200);
    const signed = anna.json<PaymentBatchRead>();
    expect(signed).toMatchObject({ status: 'accepted', stillNeeded: 0, mayDecide: false });
    expect(signed.statusCounts).toEqual({ accepted: 197 });

    await advanceClock(world, later);
    const executed = await world.call(ANNA, 'GET', `/api/v2/payment-batches/${batch.uid}`, {
      partnership: world.baeckerei,
    });
    expect(executed.json<PaymentBatchRead>()).toMatchObject({
      status: 'executed',
      statusCounts: { executed: 197 },
    });
    const after = await ledger(world.db, account);
    const fees = await world.db
      .selectFrom('payment_orders')
      .select((eb) => eb.fn.sum<string>('fee_value').as('fees'))
      .where('batch_uid', '=', batch.uid)
      .executeTakeFirstOrThrow();
    expect(before.balance - after.balance).toBe(BigInt(expectedTotal) + BigInt(fees.fees ?? 0));
    expect(after.balance).toBe(after.booked);

    // The same file again: every row now duplicates an order of the account.
    const again = (await validate(LUCA, account, xml)).json<PaymentBatchValidation>();
    expect(again.validCount).toBe(0);
    expect(again.rows[0]!.issues.map((issue) => issue.code)).toEqual(['duplicate_of_recent_order']);

    const list = await world.call(NORA, 'GET', `/api/v2/cash-accounts/${account}/payment-batches`, {
      partnership: world.baeckerei,
    });
    expect(list.json<{ uid: string; status: string }[]>()[0]).toMatchObject({
      uid: batch.uid,
      status: 'executed',
    });
  });
});

describe('the CSV format and the file-level refusals', () => {
  it('reads the documented CSV (semicolons too) and finds duplicates within the file', async () => {
    const { later } = await days(world.db);
    const rows = validRows(3, 500);
    const text = batchCsv(later, [...rows, rows[1]!], ';');
    const answer = (await validate(LUCA, betrieb(), text, 'batch.csv')).json<PaymentBatchValidation>();
    expect(answer).toMatchObject({ format: 'csv', rowCount: 4, validCount: 3 });
    expect(answer.rows[3]!.issues).toEqual([
      { field: 'row', code: 'duplicate_in_file', message: expect.stringContaining('2') },
    ]);
  });

  it('answers the address rules of spec §5 per row (a EUR payment to Germany needs the street)', async () => {
    const { later } = await days(world.db);
    const row: FixtureRow = {
      name: 'Berliner Mühle GmbH',
      iban: 'DE89370400440532013000',
      amount: '50.00',
      currency: 'EUR',
      address: { street: '', number: '', postalCode: '10117', city: 'Berlin', country: 'DE' },
    };
    const answer = (
      await validate(ANNA, betrieb(), batchCsv(later, [row]), 'batch.csv')
    ).json<PaymentBatchValidation>();
    expect(answer.rows[0]!.issues.map((issue) => `${issue.field}:${issue.code}`)).toEqual([
      'beneficiary.address.street:street_required',
    ]);
  });

  it('flags the rows past the account’s daily limit (the engine’s own sum), as the create would refuse them', async () => {
    const { today } = await days(world.db);
    const date = nextBankingDay(addDaysIso(today, 20));
    // Partnership limits: 1,000,000 per order, 2,000,000 per account and day.
    const rows = validRows(3, 600).map((row) => ({ ...row, amount: '900000.00' }));
    const answer = (
      await validate(NORA, betrieb(), batchCsv(date, rows), 'big.csv')
    ).json<PaymentBatchValidation>();
    expect(answer.rows.map((row) => row.issues.map((issue) => issue.code))).toEqual([
      [],
      [],
      ['limit_exceeded'],
    ]);
    expect(answer.validCount).toBe(2);
  });

  it.each([
    [
      'not text',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]).toString('base64'),
      400,
      'batch_file_unreadable',
    ],
    ['a CSV with an unknown header', base64('name;iban;betrag\nA;B;1\n'), 400, 'batch_csv_header_invalid'],
    [
      'a document type declaration',
      base64('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><x/>'),
      400,
      'batch_file_unreadable',
    ],
    [
      'XML that is not a pain.001',
      base64('<?xml version="1.0"?><Document xmlns="urn:x"><A/></Document>'),
      400,
      'batch_schema_invalid',
    ],
  ])('refuses %s', async (_name, content, status, code) => {
    const response = await world.call(
      LUCA,
      'POST',
      `/api/v2/cash-accounts/${betrieb()}/payment-batches/validation`,
      { partnership: world.baeckerei, payload: { fileName: 'x', content } },
    );
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
  });

  it('refuses more than 1,000 rows and a file debiting another account', async () => {
    const { later } = await days(world.db);
    const account = betrieb();
    const many = await validate(LUCA, account, pain001(await ibanOf(account), later, validRows(1001)));
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({ code: 'batch_too_many_rows', rows: 1001 });
    const other = await validate(LUCA, account, pain001(swissIban(42), later, validRows(2)));
    expect(other.json()).toMatchObject({ code: 'batch_debtor_mismatch' });
  });

  it('creates nothing from a file without a valid row, and replays a create by its customerBatchId', async () => {
    const { later } = await days(world.db);
    const account = betrieb();
    const bad = batchCsv(later, [{ ...validRows(1, 700)[0]!, iban: QR_IBAN }]);
    const refused = await create(NORA, account, bad, randomUUID(), 'x.csv');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'batch_no_valid_rows' });
    const text = batchCsv(later, validRows(2, 710));
    const id = randomUUID();
    const first = await create(NORA, account, text, id, 'x.csv');
    const second = await create(NORA, account, text, id, 'x.csv');
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json<PaymentBatchRead>().uid).toBe(first.json<PaymentBatchRead>().uid);
    // Nora's capture is her signature (spec §4): one more (Anna's) releases it.
    expect(first.json<PaymentBatchRead>()).toMatchObject({
      approvedBy: [world.persons[NORA]],
      stillNeeded: 1,
    });
    const other = await create(NORA, account, batchCsv(later, validRows(1, 720)), id, 'x.csv');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'batch_id_taken' });
  });
});

describe('the Swiss Payment Standards 2022 schema (pain.001.001.09.ch.03)', () => {
  // Each file below is valid against the ISO 20022 base schema pain.001.001.09 (checked with it when the SPS
  // schema replaced it) and breaks one restriction of the SPS schema only: the whole file is refused, the
  // message names the payment and the element, each error its line, payment row and element.
  const sps = async (edit: (xml: string, rows: FixtureRow[]) => string) => {
    const { later } = await days(world.db);
    const rows = validRows(3, 1100);
    rows[1] = { ...rows[1]!, address: undefined };
    return edit(pain001(await ibanOf(betrieb()), later, rows), rows);
  };

  it.each([
    [
      'an end-to-end id outside the SPS character set (ISO: any text up to 35)',
      (xml: string) => xml.replace('<EndToEndId>E2E-3</EndToEndId>', '<EndToEndId>E2E_3</EndToEndId>'),
      {
        line: expect.any(Number),
        row: 3,
        element: 'EndToEndId',
        message: expect.stringContaining("'pattern'"),
      },
      'Payment 3 of this pain.001 file does not follow the Swiss Payment Standards 2022 schema (pain.001.001.09.ch.03): element EndToEndId.',
    ],
    [
      'a creditor without a name (ISO: the name is optional)',
      (xml: string, rows: FixtureRow[]) => xml.replace(`<Nm>${rows[1]!.name}</Nm>`, ''),
      { line: expect.any(Number), row: 2, element: 'Cdtr', message: expect.stringContaining('Nm') },
      'Payment 2 of this pain.001 file does not follow the Swiss Payment Standards 2022 schema (pain.001.001.09.ch.03): element Cdtr.',
    ],
    [
      'three address lines of a creditor (ISO: up to 7, SPS: 2)',
      (xml: string) =>
        xml.replace(
          /<PstlAdr>[\s\S]*?<\/PstlAdr>/,
          '<PstlAdr><AdrLine>Bahnhofstrasse 1</AdrLine><AdrLine>Postfach</AdrLine><AdrLine>8001 Zürich</AdrLine></PstlAdr>',
        ),
      {
        line: expect.any(Number),
        row: 1,
        element: 'AdrLine',
        message: expect.stringContaining('not expected'),
      },
      'Payment 1 of this pain.001 file does not follow the Swiss Payment Standards 2022 schema (pain.001.001.09.ch.03): element AdrLine.',
    ],
    [
      'the same end-to-end id in a file on one line (the line holds every payment: no row)',
      (xml: string) =>
        xml
          .replace('<EndToEndId>E2E-3</EndToEndId>', '<EndToEndId>E2E_3</EndToEndId>')
          .replace(/>\s+</g, '><'),
      { line: 1, row: null, element: 'EndToEndId', message: expect.stringContaining("'pattern'") },
      'This pain.001 file does not follow the Swiss Payment Standards 2022 schema (pain.001.001.09.ch.03).',
    ],
    [
      'a message id outside the SPS character set, in the group header (no payment row)',
      (xml: string) => xml.replace(/<MsgId>[^<]*<\/MsgId>/, '<MsgId>LOHN_NOVEMBER</MsgId>'),
      {
        line: expect.any(Number),
        row: null,
        element: 'MsgId',
        message: expect.stringContaining("'pattern'"),
      },
      'This pain.001 file does not follow the Swiss Payment Standards 2022 schema (pain.001.001.09.ch.03).',
    ],
  ])('refuses %s', async (_name, edit, error, message) => {
    const xml = await sps(edit);
    const response = await validate(LUCA, betrieb(), xml);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; message: string; errors: unknown[] }>();
    expect(body).toMatchObject({ code: 'batch_schema_invalid', message });
    expect(body.errors[0]).toEqual(error);
    expect(JSON.stringify(body.errors)).not.toContain('urn:iso');
    // Nothing created from a refused file.
    expect((await create(LUCA, betrieb(), xml)).json()).toMatchObject({ code: 'batch_schema_invalid' });
  });

  it('answers the refusal in the caller’s language', async () => {
    const xml = await sps((text) =>
      text.replace('<EndToEndId>E2E-2</EndToEndId>', '<EndToEndId>E2E#2</EndToEndId>'),
    );
    const response = await world.call(
      LUCA,
      'POST',
      `/api/v2/cash-accounts/${betrieb()}/payment-batches/validation`,
      {
        partnership: world.baeckerei,
        payload: { fileName: 'batch.xml', content: base64(xml) },
        headers: { 'accept-language': 'de' },
      },
    );
    expect(response.json()).toMatchObject({
      code: 'batch_schema_invalid',
      message:
        'Zahlung 2 dieser pain.001-Datei entspricht nicht dem Schema der Swiss Payment Standards 2022 (pain.001.001.09.ch.03): Element EndToEndId.',
    });
  });

  it('accepts the same files as the SPS lays them out (the fixtures, a QR and a creditor reference)', async () => {
    const { later } = await days(world.db);
    const rows = validRows(2, 1200);
    rows[0] = { ...rows[0]!, iban: QR_IBAN, reference: '210000000003139471430009017' };
    rows[1] = { ...rows[1]!, reference: 'RF18539007547034' };
    const answer = await validate(LUCA, betrieb(), pain001(await ibanOf(betrieb()), later, rows));
    expect(answer.statusCode).toBe(200);
    expect(answer.json<PaymentBatchValidation>()).toMatchObject({ rowCount: 2, validCount: 2 });
  });
});

describe('rights: the gateway refuses what the screens hide', () => {
  it('lets only who may pay from the account upload, and only its signers decide', async () => {
    const { later } = await days(world.db);
    const lohn = world.accounts['Lohnkonto']!;
    const text = batchCsv(later, validRows(1, 800));
    // Luca may only view the Lohnkonto; Rita is registered only; Claire is not engaged in the Bäckerei.
    expect((await validate(LUCA, lohn, text)).statusCode).toBe(403);
    expect((await validate(RITA, betrieb(), text)).statusCode).toBe(403);
    expect((await validate(CLAIRE, betrieb(), text)).statusCode).toBe(403);
    const batch = (await create(LUCA, betrieb(), text)).json<PaymentBatchRead>();
    expect(
      (
        await world.call(RITA, 'GET', `/api/v2/payment-batches/${batch.uid}`, {
          partnership: world.baeckerei,
        })
      ).statusCode,
    ).toBe(404);
    expect((await world.call(ANNA, 'GET', `/api/v2/payment-batches/${batch.uid}`)).statusCode).toBe(404);
    expect((await decide(RITA, batch.uid)).statusCode).toBe(404);
    const read = await world.call(NORA, 'GET', `/api/v2/payment-batches/${batch.uid}`, {
      partnership: world.baeckerei,
    });
    expect(read.json<PaymentBatchRead>().mayDecide).toBe(true);
  });
});

describe('parallel signing', () => {
  it('applies Nora’s and Anna’s parallel signatures one after the other: released once, each counted once', async () => {
    const { later } = await days(world.db);
    const batch = (
      await create(LUCA, betrieb(), batchCsv(later, validRows(20, 900)), randomUUID(), 'p.csv')
    ).json<PaymentBatchRead>();
    const answers = await Promise.all([decide(NORA, batch.uid), decide(ANNA, batch.uid)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const read = (
      await world.call(ANNA, 'GET', `/api/v2/payment-batches/${batch.uid}`, { partnership: world.baeckerei })
    ).json<PaymentBatchRead>();
    expect(read.statusCounts).toEqual({ accepted: 20 });
    expect([...read.approvedBy].sort()).toEqual([world.persons[ANNA], world.persons[NORA]].sort());
    const approvals = await world.db
      .selectFrom('pending_approvals')
      .select(['approved_by', 'status'])
      .where(
        'subject_uid',
        'in',
        read.orders.map((order) => order.uid),
      )
      .execute();
    expect(
      approvals.every((approval) => approval.status === 'approved' && approval.approved_by.length === 2),
    ).toBe(true);
  });

  it('takes a batch decision in parallel with a single signature on one of its beneficiaries: no deadlock, both count', async () => {
    const { later } = await days(world.db);
    const batch = (
      await create(LUCA, betrieb(), batchCsv(later, validRows(12, 950)), randomUUID(), 'q.csv')
    ).json<PaymentBatchRead>();
    const blocked = batch.orders.find((order) => order.status === 'blocked')!;
    const single = blocked.beneficiaryApproval!.uid;
    const [batchAnswer, singleAnswer] = await Promise.all([
      decide(NORA, batch.uid),
      world.call(ANNA, 'POST', `/api/v2/partnerships/pending-approvals/${single}/approve`, {
        partnership: world.baeckerei,
      }),
    ]);
    expect([batchAnswer.statusCode, singleAnswer.statusCode]).toEqual([200, 200]);
    // Anna's batch signature completes every order, the one whose beneficiary she already signed included.
    expect((await decide(ANNA, batch.uid)).statusCode).toBe(200);
    const read = (
      await world.call(NORA, 'GET', `/api/v2/payment-batches/${batch.uid}`, { partnership: world.baeckerei })
    ).json<PaymentBatchRead>();
    expect(read.statusCounts).toEqual({ accepted: 12 });
  });
});
