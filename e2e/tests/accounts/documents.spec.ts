/**
 * Documents (spec §4 export tickets): a statement requested for a period turns ready on screen through the
 * event stream (no reload, no polling by the test) and both files download: the CSV as Excel reads it in the
 * user's language (byte-order mark, opening and closing balance, a row per booking of the period), the
 * camt.053 valid against the ISO 20022 schema camt.053.001.08 with references that lead back to the bookings.
 * Anna's seeded statement downloads too, and in Bäckerei Meier GmbH's context only the company's statements
 * are listed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { validateXML } from 'xmllint-wasm';
import { navigateInApp, switchToPartnership } from '../../support/app';
import { expect, test } from '../../support/fixtures';
import {
  ANNA,
  BAECKEREI,
  eventStreamOpened,
  expectScreenReady,
  Gateway,
  signIn,
  switchLanguage,
} from './support';

const CAMT_053_XSD = '/work/shared/standards/camt.053.001.08.xsd';

interface ExportTicket {
  uid: string;
  status: string;
  format: string;
  cashAccountUid: string;
  from: string;
  to: string;
  createdAt: string;
}

const ticketRows = (page: Page) => page.locator('.kc-screen table tbody tr');
const swissDay = (iso: string) => iso.split('-').reverse().join('.');

/** Clicks a row's download button and returns the file's text (BOM kept). */
async function download(row: Locator): Promise<string> {
  const button = row.locator('button');
  await expect(button).toBeVisible({ timeout: 20_000 });
  const [file] = await Promise.all([row.page().waitForEvent('download'), button.click()]);
  const target = test.info().outputPath(file.suggestedFilename());
  await file.saveAs(target);
  return fs.readFileSync(target, 'utf8');
}

/** Requests a statement in `format` for the form's account and period and downloads it once it is ready. */
async function requestAndDownload(page: Page, format: 'csv' | 'camt053'): Promise<string> {
  const form = page.locator('.kc-screen form');
  await form.locator('select').last().selectOption(format);
  const before = await ticketRows(page).count();
  await form.locator('button[type="submit"]').click();
  // The new ticket is listed first; its download button appears when the exportTicket event arrives.
  await expect(ticketRows(page)).toHaveCount(before + 1);
  return download(ticketRows(page).first());
}

test('a requested statement becomes ready live and downloads as CSV for Excel and as a valid camt.053', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ANNA);
  await switchLanguage(page, 'de');
  const gateway = new Gateway(page);
  const person = await gateway.person();
  const accounts = await gateway.privateAccounts(person.uid);
  const streamOpened = eventStreamOpened(page);
  await page.goto('/documents');
  await streamOpened;
  await expectScreenReady(page);
  const accountUid = await page.locator('.kc-screen form select').first().inputValue();
  const account = accounts.find((candidate) => candidate.uid === accountUid);
  if (!account) throw new Error(`the form's account ${accountUid} is not Anna's`);

  const csv = await requestAndDownload(page, 'csv');
  const tickets = await gateway.get<ExportTicket[]>(`/natural-persons/${person.uid}/export-tickets`);
  const ticket = tickets.find(
    (candidate) => candidate.format === 'csv' && candidate.cashAccountUid === account.uid,
  );
  if (!ticket) throw new Error('the gateway lists no CSV ticket');
  expect(ticket.status, 'a downloaded ticket is used (spec §4)').toBe('used');

  expect(csv.startsWith('\uFEFF'), 'a UTF-8 byte-order mark, so Excel shows umlauts').toBe(true);
  const [header, opening, ...rest] = csv
    .slice(1)
    .split(/\r\n/)
    .filter((line) => line !== '');
  const closing = rest.pop();
  expect(header).toBe(
    'Buchungsdatum;Valuta;Buchungstext;Gegenpartei;Kategorie;Belastung;Gutschrift;Währung;Referenz;Saldo',
  );
  expect(opening).toMatch(new RegExp(`^${swissDay(ticket.from)};;Anfangssaldo;;;;;CHF;;-?\\d+\\.\\d{2}$`));
  expect(closing).toMatch(new RegExp(`^${swissDay(ticket.to)};;Schlusssaldo;;;;;CHF;;-?\\d+\\.\\d{2}$`));
  expect(rest.length, 'Anna books every month').toBeGreaterThan(0);
  for (const line of rest) {
    const bookingDay = (line.split(';')[0] as string).split('.').reverse().join('-');
    expect(bookingDay >= ticket.from && bookingDay <= ticket.to, `${bookingDay} in the period`).toBe(true);
  }
  // The last booking's balance is the closing balance.
  expect(rest.at(-1)?.split(';').at(-1)).toBe(closing?.split(';').at(-1));

  const xml = await requestAndDownload(page, 'camt053');
  const result = await validateXML({
    xml: [{ fileName: 'statement.xml', contents: xml }],
    schema: [{ fileName: path.basename(CAMT_053_XSD), contents: fs.readFileSync(CAMT_053_XSD, 'utf8') }],
  });
  expect(
    result.errors.map((error) => error.rawMessage),
    'camt.053.001.08 schema errors',
  ).toEqual([]);
  expect(result.valid).toBe(true);
  expect(xml).toContain(`<IBAN>${account.iban.replace(/\s/g, '')}</IBAN>`);
  expect((xml.match(/<Ntry>/g) ?? []).length, 'the same bookings as the CSV').toBe(rest.length);
  // A reference of the statement leads back to its booking in the app.
  const reference = /<NtryRef>([0-9a-f]{32})<\/NtryRef>/.exec(xml)?.[1];
  if (!reference) throw new Error('no entry reference in the camt.053');
  const uid = reference.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
  await page.goto(`/transactions/${uid}`);
  await expect(page.locator('.acc-detail')).toBeVisible();
  await expect(page.locator('.acc-detail dl')).toBeVisible();
});

test('the statement the seed lists as downloaded downloads again', async ({ page }) => {
  await signIn(page, ANNA);
  await switchLanguage(page, 'de');
  const gateway = new Gateway(page);
  const person = await gateway.person();
  const tickets = await gateway.get<ExportTicket[]>(`/natural-persons/${person.uid}/export-tickets`);
  // The seed's ticket: downloaded long ago, a period of a month about four months back.
  const seeded = tickets.reduce((oldest, ticket) => (ticket.createdAt < oldest.createdAt ? ticket : oldest));
  expect(seeded.status).toBe('used');
  await page.goto('/documents');
  await expectScreenReady(page);
  const row = ticketRows(page).filter({ hasText: `${swissDay(seeded.from)} – ${swissDay(seeded.to)}` });
  await expect(row).toHaveCount(1);
  const csv = await download(row);
  expect(csv).toContain(`${swissDay(seeded.from)};;Anfangssaldo;`);
  expect(csv).toContain(`${swissDay(seeded.to)};;Schlusssaldo;`);
});

test('in Bäckerei Meier GmbH’s context the documents are the company’s, never Anna’s private ones', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ANNA);
  await switchLanguage(page, 'de');
  const gateway = new Gateway(page);
  const person = await gateway.person();
  const privateTickets = await gateway.get<ExportTicket[]>(`/natural-persons/${person.uid}/export-tickets`);
  expect(privateTickets.length, 'the seed gives Anna a private statement').toBeGreaterThan(0);
  // The company's statement, requested in its context (spec §2: Documents shows there once exports exist).
  const company = gateway.inPartnership(await gateway.partnershipUid(person.uid, BAECKEREI));
  const [betriebskonto] = await company.partnershipAccounts(
    await gateway.partnershipUid(person.uid, BAECKEREI),
  );
  if (!betriebskonto) throw new Error('Bäckerei Meier GmbH has no account');
  const requested = await company.post<ExportTicket>(`/natural-persons/${person.uid}/export-tickets`, {
    cashAccountUid: betriebskonto.uid,
    from: privateTickets[0]!.from,
    to: privateTickets[0]!.to,
    format: 'csv',
  });

  await switchToPartnership(page, BAECKEREI);
  await navigateInApp(page, '/documents');
  await expectScreenReady(page);
  await expect(page.locator('.kc-screen table')).toContainText('Kontoauszüge von Bäckerei Meier GmbH');
  await expect(ticketRows(page).first()).toContainText(betriebskonto.accountName);
  const shown = await company.get<ExportTicket[]>(`/natural-persons/${person.uid}/export-tickets`);
  expect(shown.map((ticket) => ticket.uid)).toContain(requested.uid);
  // Every listed row is one of the company's statements: as many rows as the company has, none of Anna's.
  await expect(ticketRows(page)).toHaveCount(shown.length);
  for (const ticket of privateTickets) expect(shown.map((other) => other.uid)).not.toContain(ticket.uid);
  await expect(page.locator('.kc-screen table tbody')).not.toContainText('—');
});
