/**
 * Documents (spec §4 export tickets): a statement requested for a period turns ready on screen through the
 * event stream (no reload, no polling by the test), and both files download: the CSV with a row per booking of
 * the period, the camt.053 valid against the ISO 20022 schema camt.053.001.08 with the same bookings.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { validateXML } from 'xmllint-wasm';
import { expect, test } from '../../support/fixtures';
import { ANNA, eventStreamOpened, expectScreenReady, Gateway, signIn } from './support';

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

/** Requests a statement in `format` for the form's account and period and downloads it once it is ready. */
async function requestAndDownload(page: Page, format: 'csv' | 'camt053'): Promise<string> {
  const form = page.locator('.kc-screen form');
  await form.locator('select').last().selectOption(format);
  const rows = page.locator('.kc-screen table tbody tr');
  const before = await rows.count();
  await form.locator('button[type="submit"]').click();
  // The new ticket is listed first; its download button appears when the exportTicket event arrives.
  await expect(rows).toHaveCount(before + 1);
  const download = rows.first().locator('button');
  await expect(download).toBeVisible({ timeout: 20_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const target = test.info().outputPath(file.suggestedFilename());
  await file.saveAs(target);
  return fs.readFileSync(target, 'utf8');
}

test('a requested statement becomes ready live and downloads as CSV and as a valid camt.053', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ANNA);
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

  const [header, ...lines] = csv.split(/\r?\n/).filter((line) => line !== '');
  expect(header).toMatch(/^Booking date;Value date;/);
  expect(lines.length, 'Anna books every month').toBeGreaterThan(0);
  for (const line of lines) {
    const bookingDate = line.split(';')[0] as string;
    expect(bookingDate >= ticket.from && bookingDate <= ticket.to, `${bookingDate} in the period`).toBe(true);
  }

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
  expect((xml.match(/<Ntry>/g) ?? []).length, 'the same bookings as the CSV').toBe(lines.length);
});
