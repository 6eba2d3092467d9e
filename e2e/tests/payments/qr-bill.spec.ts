/**
 * Issue 30: Anna reads QR-bills into the payment form and pays them. A PDF made with swissqrbill (pdfkit), a PNG
 * made with the `qrcode` package and a JPEG of it as a phone saves a photo are read in the browser (ZXing, pdf.js;
 * nothing is uploaded), prefill the form and are paid: the order is created and the result view shows it. A broken
 * bill shows its error; axe on the dialog. The decoder's files are requested only once the dialog opens.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import {
  ANNA,
  confirmPayment,
  ensureBankingDay,
  expectNoAxeViolations,
  expectNoRawKeys,
  Gateway,
  openForm,
  orderTo,
  signIn,
  switchLanguage,
  switchTheme,
  uniqueName,
} from './support';
import {
  BILL_CREDITOR_REFERENCE,
  BILL_IBAN,
  BILL_QR_REFERENCE,
  qrBillPdf,
  qrIbanBill,
  qrPng,
  swissQrPayload,
} from './qr-bill-files';
import { chooseFile, openReader, privatkontoOf } from './issue30';

/** The decoder's own files: its chunk, ZXing's wasm, pdf.js's worker. */
const DECODER_FILE = /qr-bill-decoder|\.wasm$|pdf\.worker/;

function watchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test.beforeEach(async ({ page }) => {
  await signIn(page, ANNA);
  await switchLanguage(page, 'en');
  await ensureBankingDay(new Gateway(page));
});

test('a QR-bill PDF prefills the form and is paid; the decoder loads only when the reader opens', async ({
  page,
}) => {
  const gateway = new Gateway(page);
  const privatkonto = await privatkontoOf(gateway);
  const creditor = uniqueName('Schneider AG');
  const pdf = await qrBillPdf(qrIbanBill(creditor, 49.75, 'Invoice 4711'), 2);
  const requests = watchRequests(page);
  const consoleMessages: string[] = [];
  page.on('console', (message) => consoleMessages.push(message.text()));

  const payment = await openForm(page);
  await payment.field('accountUid').selectOption(privatkonto.uid);
  expect(
    requests.filter((url) => DECODER_FILE.test(url)),
    'no decoder before the reader opens',
  ).toEqual([]);
  const dialog = await openReader(page);
  await chooseFile(page, 'invoice.pdf', 'application/pdf', pdf);
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  expect(
    requests.some((url) => /\.wasm$/.test(url)),
    'ZXing wasm from the remote',
  ).toBe(true);
  // pdf.js parsed the PDF in its worker (a file of the payments remote), not in its fallback on the page.
  expect(requests.some((url) => /\/remotes\/payments\/.*\/pdf\.worker\.[0-9a-f]{8}\.js$/.test(url))).toBe(
    true,
  );
  expect(consoleMessages.filter((text) => /fake worker/i.test(text))).toEqual([]);

  await expect(page.locator('.qr-bill-note')).toBeFocused();
  await expect(payment.name).toHaveValue(creditor);
  await expect(payment.iban).toHaveValue('CH44 31999 123000889012');
  await expect(payment.amount).toHaveValue('49.75');
  await expect(payment.reference).toHaveValue(new RegExp(BILL_QR_REFERENCE.slice(-5)));
  await expect(payment.message).toHaveValue('Invoice 4711');
  await expect(payment.field('accountUid')).toHaveValue(privatkonto.uid);

  expect(await confirmPayment(page)).toBe('executed');
  const [order] = await orderTo(gateway, privatkonto.uid, creditor);
  expect(order?.status).toBe('executed');
  expect(order?.paymentOrderData.paymentAmount).toMatchObject({ amount: '49.75', currency: 'CHF' });
});

test('a QR-bill PNG with a creditor reference and an open amount: the payer fills in the amount and pays', async ({
  page,
}) => {
  const gateway = new Gateway(page);
  const privatkonto = await privatkontoOf(gateway);
  const creditor = uniqueName('Müller Söhne');
  const png = await qrPng(
    swissQrPayload({
      account: BILL_IBAN,
      name: creditor,
      amount: '',
      currency: 'CHF',
      type: 'SCOR',
      reference: BILL_CREDITOR_REFERENCE,
      message: 'Abo 2027',
    }),
  );
  const payment = await openForm(page);
  await payment.field('accountUid').selectOption(privatkonto.uid);
  await payment.fill(payment.name, 'Someone typed before');
  await openReader(page);
  // The type comes from the content: a PNG named .pdf is read as a PNG.
  await chooseFile(page, 'scan.pdf', 'application/pdf', png);
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 30_000 });
  await expect(page.locator('.qr-bill-note')).toContainText('leaves the amount open');
  await expect(payment.name).toHaveValue(creditor);
  await expect(payment.amount).toHaveValue('');
  await expect(payment.reference).toHaveValue(/RF18/);
  await payment.fill(payment.amount, '20.00');
  expect(await confirmPayment(page)).toBe('executed');
  const [order] = await orderTo(gateway, privatkonto.uid, creditor);
  expect(order?.paymentOrderData.paymentAmount).toMatchObject({ amount: '20.00', currency: 'CHF' });
});

/**
 * A JPEG of the PNG as a phone's camera app saves it (lossy, quality 0.8, on a paper-coloured margin), encoded by
 * Chromium in a blank page of its own (the app's page keeps its state).
 */
async function asJpeg(page: Page, png: Buffer): Promise<Buffer> {
  const scratch = await page.context().newPage();
  const base64 = await scratch.evaluate(async (source) => {
    const image = new Image();
    image.src = `data:image/png;base64,${source}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width + 80;
    canvas.height = image.height + 80;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#f4f1ea';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 40, 40);
    return canvas.toDataURL('image/jpeg', 0.8).split(',')[1]!;
  }, png.toString('base64'));
  await scratch.close();
  return Buffer.from(base64, 'base64');
}

test('a JPEG photo of a QR-bill without a reference fills the form and is paid', async ({ page }) => {
  const creditor = uniqueName('Velo Garage');
  const jpeg = await asJpeg(
    page,
    await qrPng(
      swissQrPayload({
        account: BILL_IBAN,
        name: creditor,
        amount: '85.40',
        currency: 'CHF',
        type: 'NON',
        reference: '',
        message: 'Service 2026',
      }),
    ),
  );
  expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  const gateway = new Gateway(page);
  const payment = await openForm(page);
  const privatkonto = await privatkontoOf(gateway);
  await payment.field('accountUid').selectOption(privatkonto.uid);
  await openReader(page);
  await chooseFile(page, 'IMG_2041.jpg', 'image/jpeg', jpeg);
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 30_000 });
  await expect(payment.name).toHaveValue(creditor);
  await expect(payment.amount).toHaveValue('85.40');
  await expect(payment.message).toHaveValue('Service 2026');
  expect(await confirmPayment(page)).toBe('executed');
  const [order] = await orderTo(gateway, privatkonto.uid, creditor);
  expect(order?.paymentOrderData.paymentAmount).toMatchObject({ amount: '85.40', currency: 'CHF' });
});

const brokenBill = () =>
  qrPng(
    swissQrPayload({
      account: 'CH4431999123000889012',
      name: 'Wrong Digits AG',
      amount: '10.00',
      currency: 'CHF',
      type: 'QRR',
      reference: '210000000003139471430009018',
      message: '',
    }),
  );

test('a broken QR-bill shows its error, focused; a text file is refused; the form is untouched', async ({
  page,
}) => {
  const payment = await openForm(page);
  const dialog = await openReader(page);
  await chooseFile(page, 'bill.png', 'image/png', await brokenBill());
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('invalid reference');
  await expect(dialog.locator('.qr-bill-error')).toBeFocused();
  await chooseFile(page, 'notes.txt', 'text/plain', Buffer.from('not a bill'));
  await expect(alert).toContainText('PDF, PNG or JPEG');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(payment.name).toHaveValue('');
});

/**
 * axe-core parses the page's stylesheets through <style> elements of its own, which the app's CSP refuses (the
 * tool's, not the app's): these run without the CSP, as the cards screenshots do; the tests above run with it.
 */
test.describe('the reader dialog: axe in both themes, 390 px in German', () => {
  test.use({ bypassCSP: true });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe on the dialog, empty and with an error (${theme})`, async ({ page }, testInfo) => {
      await switchTheme(page, theme);
      await openForm(page);
      const dialog = await openReader(page);
      await expectNoAxeViolations(page, `the QR-bill reader (${theme})`);
      await chooseFile(page, 'bill.png', 'image/png', await brokenBill());
      await expect(dialog.getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page, `the QR-bill reader with an error (${theme})`);
      await page.screenshot({ path: testInfo.outputPath(`qr-bill-error-${theme}.png`) });
      // A good bill then: the form with its note passes axe too.
      const good = swissQrPayload({
        account: BILL_IBAN,
        name: 'Theme Check AG',
        amount: '12.30',
        currency: 'CHF',
        type: 'NON',
        reference: '',
        message: 'Rechnung 1',
      });
      await chooseFile(page, 'good.png', 'image/png', await qrPng(good));
      await expect(dialog).toBeHidden({ timeout: 30_000 });
      await expect(page.locator('.qr-bill-note')).toBeFocused();
      await expectNoAxeViolations(page, `the form read from a QR-bill (${theme})`);
      await page.screenshot({ path: testInfo.outputPath(`qr-bill-filled-${theme}.png`) });
    });
  }

  test('at 390 px in German, keyboard only', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await switchLanguage(page, 'de');
    await openForm(page);
    const open = page.getByRole('button', { name: 'QR-Rechnung einlesen' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'QR-Rechnung einlesen' });
    await expect(dialog).toBeVisible();
    // The file chooser is reachable by keyboard.
    const input = dialog.locator('input[type="file"]');
    for (let step = 0; step < 5 && !(await input.evaluate((el) => el === document.activeElement)); step += 1)
      await page.keyboard.press('Tab');
    await expect(input).toBeFocused();
    await expectNoRawKeys(page, 'the QR-bill reader in German');
    await expectNoAxeViolations(page, 'the QR-bill reader at 390 px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('qr-bill-390-de.png') });
    await page.keyboard.press('Escape');
    await expect(open).toBeFocused();
    await switchLanguage(page, 'en');
  });
});
