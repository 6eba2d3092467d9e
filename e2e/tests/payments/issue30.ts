/**
 * Setup helpers of issue 30's tests (qr-bill, scan and bulk specs, and the shell's issue-30 screenshots): the
 * QR-bill reader dialog on the payment form, the scan link of the sandbox outbox and the bill the phone reads (a
 * photo, or its camera's video), and the pain.001 files of the bulk upload with Luca on Bäckerei's Betriebskonto.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { switchToPartnership } from '../../support/app';
import { API_HEADERS, expect } from '../../support/fixtures';
import { BILL_QR_REFERENCE, qrPng, qrY4m, swissQrPayload } from './qr-bill-files';
import {
  ANNA,
  BAECKEREI,
  ensureBankingDay,
  expectScreenReady,
  Gateway,
  goTo,
  inAnyLanguage,
  LUCA,
  QR_IBAN,
  signIn,
  switchLanguage,
  type CashAccount,
} from './support';

/* The QR-bill reader on the payment form. */

export async function privatkontoOf(gateway: Gateway): Promise<CashAccount> {
  const person = await gateway.person();
  const account = (await gateway.privateAccounts(person.uid)).find((a) => a.accountName === 'Privatkonto');
  if (!account) throw new Error('Anna has no Privatkonto');
  return account;
}

/** Opens "Read QR-bill" on the payment form; returns its dialog. */
export async function openReader(page: Page) {
  await page.getByRole('button', { name: inAnyLanguage('webapp.payments.qrBill.open') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Gives the reader dialog's file field a file. */
export async function chooseFile(page: Page, name: string, mimeType: string, buffer: Buffer): Promise<void> {
  await page.getByRole('dialog').locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
}

/* Scan payment: the link to the phone and the bill it reads. */

/** The newest scan link the sandbox outbox holds for the session of `request`, sent after `since`. */
export async function scanLinkFromOutbox(request: APIRequestContext, since: number): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/sandbox/outbox?email=${encodeURIComponent(ANNA)}`, {
          headers: API_HEADERS,
        });
        if (!response.ok()) return `outbox answered HTTP ${response.status()}`;
        const entries = (await response.json()) as { purpose: string; code: string; createdAt: string }[];
        link = entries.find(
          (entry) => entry.purpose === 'qrScan' && new Date(entry.createdAt).getTime() >= since - 1000,
        )?.code;
        return link ? 'found' : 'no scan link yet';
      },
      { message: 'a scan link in the sandbox outbox', timeout: 15_000 },
    )
    .toBe('found');
  return link!;
}

/** The Swiss QR code of a QR-IBAN bill with a QR reference. */
const billPayload = (creditor: string, amount: string): string =>
  swissQrPayload({
    account: QR_IBAN,
    name: creditor,
    amount,
    currency: 'CHF',
    type: 'QRR',
    reference: BILL_QR_REFERENCE,
    message: 'Strom Oktober',
  });

/** A PNG of the bill's Swiss QR code (made with the `qrcode` package): the phone's photo. */
export const billPng = (creditor: string, amount: string): Promise<Buffer> =>
  qrPng(billPayload(creditor, amount));

/** The same bill as a Y4M video of one frame: what Chromium's fake camera shows the phone (qrY4m). */
export const billY4m = (creditor: string, amount: string): Buffer => qrY4m(billPayload(creditor, amount));

/* Bulk payments: pain.001 files and the upload screen. */

/** A Swiss IBAN of another bank (institution 00762) with correct check digits (ISO 13616 mod 97). */
export function swissIban(account: number): string {
  const bban = `00762${String(account).padStart(12, '0')}`;
  let remainder = 0;
  for (const digit of `${bban}121700`) remainder = (remainder * 10 + Number(digit)) % 97;
  return `CH${String(98 - remainder).padStart(2, '0')}${bban}`;
}

export interface Row {
  name: string;
  iban: string;
  amount: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * A pain.001.001.09 as the Swiss Payment Standards lay it out (valid against their schema pain.001.001.09.ch.03,
 * which the gateway validates with): one instruction, identifiers in the SPS character set, every creditor named,
 * structured addresses, one Ustrd.
 */
export function pain001(debtorIban: string, date: string, rows: Row[]): string {
  const total = rows.reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0);
  const payments = rows
    .map(
      (row, index) => `
      <CdtTrfTxInf>
        <PmtId><InstrId>I-${index + 1}</InstrId><EndToEndId>E2E-${index + 1}</EndToEndId></PmtId>
        <Amt><InstdAmt Ccy="CHF">${row.amount}</InstdAmt></Amt>
        <Cdtr>
          <Nm>${escape(row.name)}</Nm>
          <PstlAdr><StrtNm>Bahnhofstrasse</StrtNm><BldgNb>${index + 1}</BldgNb><PstCd>8001</PstCd><TwnNm>Zürich</TwnNm><Ctry>CH</Ctry></PstlAdr>
        </Cdtr>
        <CdtrAcct><Id><IBAN>${row.iban}</IBAN></Id></CdtrAcct>
        <RmtInf><Ustrd>Rechnung ${index + 1}</Ustrd></RmtInf>
      </CdtTrfTxInf>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">
  <CstmrCdtTrfInitn>
    <GrpHdr>
      <MsgId>E2E-${Date.now()}</MsgId><CreDtTm>${date}T08:00:00</CreDtTm>
      <NbOfTxs>${rows.length}</NbOfTxs><CtrlSum>${(total / 100).toFixed(2)}</CtrlSum>
      <InitgPty><Nm>Bäckerei Meier GmbH</Nm></InitgPty>
    </GrpHdr>
    <PmtInf>
      <PmtInfId>P-1</PmtInfId><PmtMtd>TRF</PmtMtd>
      <ReqdExctnDt><Dt>${date}</Dt></ReqdExctnDt>
      <Dbtr><Nm>Bäckerei Meier GmbH</Nm></Dbtr>
      <DbtrAcct><Id><IBAN>${debtorIban}</IBAN></Id></DbtrAcct>
      <DbtrAgt><FinInstnId><BICFI>KONTCHZZXXX</BICFI></FinInstnId></DbtrAgt>${payments}
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
`;
}

/** 200 payments of this run (names and IBANs no other run used), rows 17, 101 and 188 bad. */
export function twoHundred(prefix: string): { rows: Row[]; bad: Record<string, string> } {
  const base = (Date.now() % 1_000_000) * 1000;
  const rows = Array.from({ length: 200 }, (_, index) => ({
    name: `${prefix} ${index + 1}`,
    iban: swissIban(base + index + 1),
    amount: (1 + (index % 50) / 4).toFixed(2),
  }));
  const iban = rows[16]!.iban;
  rows[16]!.iban = `${iban.slice(0, 2)}${String((Number(iban.slice(2, 4)) + 1) % 100).padStart(2, '0')}${iban.slice(4)}`;
  rows[100]!.iban = QR_IBAN;
  rows[187]!.amount = '12.345';
  return {
    rows,
    bad: { 17: 'invalid_creditor_iban', 101: 'qr_iban_requires_qr_reference', 188: 'too_many_decimals' },
  };
}

/** Luca (capture, no approve) signed in, in English, in Bäckerei Meier GmbH, with its Betriebskonto. */
export async function lucaOnBetriebskonto(page: Page) {
  await signIn(page, LUCA);
  await switchLanguage(page, 'en');
  await switchToPartnership(page, BAECKEREI);
  const luca = new Gateway(page);
  await ensureBankingDay(luca);
  const partnershipUid = await luca.partnershipUid((await luca.person()).uid, BAECKEREI);
  const inBaeckerei = luca.inPartnership(partnershipUid);
  const account = (await inBaeckerei.partnershipAccounts(partnershipUid)).find(
    (candidate: CashAccount) => candidate.accountName === 'Betriebskonto',
  );
  if (!account) throw new Error('no Betriebskonto');
  return { partnershipUid, inBaeckerei, account };
}

/** The bulk upload, reached as a user does: the payments page's link. */
export async function openBulk(page: Page): Promise<void> {
  await goTo(page, '/payments');
  await expectScreenReady(page);
  await page.getByRole('link', { name: inAnyLanguage('webapp.payments.bulk.title') }).click();
  await page.waitForURL('**/payments/bulk');
  await expectScreenReady(page);
}

/** The bulk upload's file field (visually hidden behind its translated button). */
export const bulkFileInput = (page: Page) => page.locator('.pay-bulk input[type="file"]');
