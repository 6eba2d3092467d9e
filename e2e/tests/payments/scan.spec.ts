/**
 * Scan payment (issue 30 item 3; spec §4 "Scan modal"; docs/scan-payment.md): Anna opens "Scan payment" from the
 * side menu, the modal notifies and disables "Send again" for 5 s; a second browser context, a 390 px phone,
 * opens the link from the sandbox outbox, reads a QR-bill PNG made in the test (the photo path) and sends it to the
 * computer as a draft; the desktop's modal sees the order on the event stream and opens the payment form on the
 * draft; Anna confirms and pays. The link is then used up. The live camera: a phone browser of its own whose
 * camera is Chromium's fake capture device, fed a Y4M video of the bill made in the test.
 */
import { writeFile } from 'node:fs/promises';
import { expect, test } from '../../support/fixtures';
import {
  ANNA,
  confirmPayment,
  expectNoRawKeys,
  switchTheme,
  THEMES,
  ensureBankingDay,
  expectNoAxeViolations,
  form,
  Gateway,
  inAnyLanguage,
  orderTo,
  signIn,
  switchLanguage,
  uniqueName,
} from './support';
import { BILL_QR_REFERENCE } from './qr-bill-files';
import { billPng, billY4m, privatkontoOf, scanLinkFromOutbox } from './issue30';

test('the phone scans a QR-bill and sends it to the computer; the modal opens the draft and Anna pays it', async ({
  page,
  browser,
}) => {
  await signIn(page, ANNA);
  await switchLanguage(page, 'en');
  const gateway = new Gateway(page);
  await ensureBankingDay(gateway);
  const person = await gateway.person();
  const privatkonto = (await gateway.privateAccounts(person.uid)).find(
    (a) => a.accountName === 'Privatkonto',
  )!;

  const since = Date.now();
  await page.getByRole('button', { name: inAnyLanguage('webapp.nav.scanPayment') }).click();
  const modal = page.getByRole('dialog', { name: inAnyLanguage('webapp.scanPayment.modal.title') });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(inAnyLanguage('webapp.scanPayment.modal.waiting'))).toBeVisible();
  // Spec §9: the trigger is disabled for 5 s after a notification.
  await expect(
    modal.getByRole('button', { name: inAnyLanguage('webapp.scanPayment.modal.sendAgain') }),
  ).toBeDisabled();
  const link = await scanLinkFromOutbox(page.request, since);
  expect(link).toMatch(/\/scan\/[A-Za-z0-9_-]{43}$/);
  await expect(modal.getByTestId('scan-sandbox-link')).toContainText(link);

  // The phone: another browser, no session, 390 px.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  try {
    const phone = await phoneContext.newPage();
    await phone.goto(link);
    await expect(phone.getByTestId('scan-page')).toBeVisible();
    const creditor = uniqueName('Stadtwerke Bern');
    const png = await billPng(creditor, '48.20');
    await phone
      .locator('input[type="file"]')
      .setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: png });
    const bill = phone.getByTestId('scan-bill');
    await expect(bill).toContainText(creditor, { timeout: 20_000 });
    // The reference as printed on the bill: in blocks of five from the right.
    await expect(bill).toContainText(BILL_QR_REFERENCE.replace(/\B(?=(\d{5})+$)/g, ' '));
    await phone.getByRole('combobox').selectOption(privatkonto.uid);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone
      .getByRole('button', { name: inAnyLanguage('webapp.scanPayment.page.sendToComputer') })
      .click();
    await expect(phone.getByText(inAnyLanguage('webapp.scanPayment.page.result.draft'))).toBeVisible();

    // The desktop: the draft marks the scan; the form opens on it for confirmation.
    await expect(page).toHaveURL(/\/payments\/new\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await expect(modal).toBeHidden();
    const payment = form(page);
    await expect(payment.name).toHaveValue(creditor);
    expect(await confirmPayment(page)).toBe('executed');
    const orders = await orderTo(gateway, privatkonto.uid, creditor);
    expect(orders.map((order) => order.status)).toEqual(['executed']);
    expect(orders[0]!.paymentOrderData.paymentAmount.amount).toBe('48.20');

    // The link is used up.
    await phone.reload();
    await expect(phone.getByRole('alert')).toContainText(/used|verwendet|utilisé|usato/);
  } finally {
    await phoneContext.close();
  }
});

test('the phone reads the QR-bill with its live camera and sends it to the computer; the modal opens the draft', async ({
  page,
  browser,
  launchOptions,
}, testInfo) => {
  await signIn(page, ANNA);
  await switchLanguage(page, 'en');
  const gateway = new Gateway(page);
  await ensureBankingDay(gateway);
  const privatkonto = await privatkontoOf(gateway);

  // The phone's camera: Chromium's fake capture device showing a video of the bill (looped), the prompt answered.
  const creditor = uniqueName('EWZ Zürich');
  const video = testInfo.outputPath('bill.y4m');
  await writeFile(video, billY4m(creditor, '61.35'));
  const phoneBrowser = await browser.browserType().launch({
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const since = Date.now();
    await page.getByRole('button', { name: inAnyLanguage('webapp.nav.scanPayment') }).click();
    const modal = page.getByRole('dialog', { name: inAnyLanguage('webapp.scanPayment.modal.title') });
    await expect(modal.getByText(inAnyLanguage('webapp.scanPayment.modal.waiting'))).toBeVisible();
    const link = await scanLinkFromOutbox(page.request, since);

    const phoneContext = await phoneBrowser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      locale: 'en-CH',
      timezoneId: 'Europe/Zurich',
      permissions: ['camera'],
    });
    const phone = await phoneContext.newPage();
    // The streams the page opens, to see that it lets go of the camera once it has read the bill.
    await phone.addInitScript(() => {
      const streams: MediaStream[] = [];
      Object.assign(window, { kontorCameraStreams: streams });
      if (!window.isSecureContext) return;
      const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const stream = await getUserMedia(constraints);
        streams.push(stream);
        return stream;
      };
    });
    const streams = () =>
      phone.evaluate(() =>
        (window as unknown as { kontorCameraStreams: MediaStream[] }).kontorCameraStreams.map((stream) =>
          stream.getVideoTracks().map((track) => track.readyState),
        ),
      );
    // The decoder's wasm is held back until the running camera has been looked at (on a slow network it comes
    // late too): the frames flow meanwhile, and are read once it arrives.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await phone.route('**/*.wasm', async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });

    await phone.goto(link);
    await expect(phone.getByTestId('scan-page')).toBeVisible();
    await phone.getByRole('button', { name: inAnyLanguage('webapp.scanPayment.page.startCamera') }).click();
    const view = phone.getByLabel(inAnyLanguage('webapp.scanPayment.page.cameraView'));
    await expect(view).toBeVisible();
    // The fake camera's frames play in the page (the video's own size, its clock advancing).
    await expect
      .poll(() =>
        view.evaluate((element: HTMLVideoElement) => ({
          size: `${element.videoWidth}x${element.videoHeight}`,
          playing: !element.paused && element.currentTime > 0.5,
        })),
      )
      .toEqual({ size: '640x480', playing: true });
    expect(await streams()).toEqual([['live']]);
    await expect(phone.getByText(inAnyLanguage('webapp.scanPayment.page.cameraHint'))).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.screenshot({ path: testInfo.outputPath('scan-camera-390.png') });
    // The first frame went to the decoder, which waits for its wasm.
    await expect.poll(() => held.length).toBe(1);

    release();
    const bill = phone.getByTestId('scan-bill');
    await expect(bill).toContainText(creditor, { timeout: 20_000 });
    await expect(bill).toContainText(BILL_QR_REFERENCE.replace(/\B(?=(\d{5})+$)/g, ' '));
    await expect(bill).toContainText('CHF 61.35');
    // The camera is off once the bill is read.
    await expect(view).toHaveCount(0);
    expect(await streams()).toEqual([['ended']]);
    await phone.getByRole('combobox').selectOption(privatkonto.uid);
    await phone
      .getByRole('button', { name: inAnyLanguage('webapp.scanPayment.page.sendToComputer') })
      .click();
    await expect(phone.getByText(inAnyLanguage('webapp.scanPayment.page.result.draft'))).toBeVisible();

    // The desktop: the modal sees the draft and opens the form on it.
    await expect(page).toHaveURL(/\/payments\/new\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await expect(modal).toBeHidden();
    const payment = form(page);
    await expect(payment.name).toHaveValue(creditor);
    const orders = await orderTo(gateway, privatkonto.uid, creditor);
    expect(orders.map((order) => [order.status, order.paymentOrderData.paymentAmount.amount])).toEqual([
      ['draft', '61.35'],
    ]);
  } finally {
    await phoneBrowser.close();
  }
});

test.describe('axe', () => {
  // axe-core parses the page's stylesheets through <style> elements of its own, which the app's CSP refuses;
  // the tool's, not the app's: these tests run without the CSP (as screens.spec.ts), the flow above with it.
  test.use({ bypassCSP: true });

  test('the scan modal in both themes and the phone page at 390 px in German, with an open amount', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, ANNA);
    await switchLanguage(page, 'en');
    const since = Date.now();
    for (const theme of THEMES) {
      await switchTheme(page, theme);
      await page.getByRole('button', { name: inAnyLanguage('webapp.nav.scanPayment') }).click();
      const modal = page.getByRole('dialog', { name: inAnyLanguage('webapp.scanPayment.modal.title') });
      // Waiting; or, opened again within the 5 s the gateway keeps between two notifications, its refusal.
      await expect(
        modal
          .getByText(inAnyLanguage('webapp.scanPayment.modal.waiting'))
          .or(modal.getByText(inAnyLanguage('app.scanPayment.too_soon'))),
      ).toBeVisible();
      await expectNoAxeViolations(page, `the scan modal (${theme})`);
      await expectNoRawKeys(page, `the scan modal (${theme})`);
      // Keyboard: Escape closes it and the focus returns to the menu item.
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
      await expect(page.getByRole('button', { name: inAnyLanguage('webapp.nav.scanPayment') })).toBeFocused();
    }
    const link = await scanLinkFromOutbox(page.request, since);
    const phoneContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      bypassCSP: true,
      locale: 'de-CH',
      extraHTTPHeaders: { 'Accept-Language': 'de' },
    });
    try {
      const phone = await phoneContext.newPage();
      await phone.goto(link);
      await expect(phone.getByTestId('scan-page')).toBeVisible();
      await expectNoAxeViolations(phone, 'the scan page before reading');
      await phone.locator('input[type="file"]').setInputFiles({
        name: 'rechnung.png',
        mimeType: 'image/png',
        buffer: await billPng('Gemeinde Muri', ''),
      });
      await expect(phone.getByTestId('scan-bill')).toContainText('Gemeinde Muri', { timeout: 20_000 });
      // An open amount: the field is asked for, by keyboard.
      const amount = phone.getByRole('textbox');
      await expect(amount).toBeVisible();
      await phone
        .getByRole('button', { name: inAnyLanguage('webapp.scanPayment.page.sendToComputer') })
        .click();
      await expect(amount).toBeFocused();
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(phone, 'the scan page with a bill and an error');
      await expectNoRawKeys(phone, 'the scan page');
    } finally {
      await phoneContext.close();
    }
  });
});
