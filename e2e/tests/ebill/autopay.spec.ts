/**
 * A standing approval pays by itself (issue 31; spec §5 standing approval, §7 eBill and payment dates): Anna sets
 * an upper limit for Sunrise in the editor; two invoices arrive live, one within the limit and one above it; when
 * the sandbox clock reaches their due date the scheduler pays the first through the payment engine (an executed
 * eBill order, the invoice settled on her open screen without a reload) and leaves the second to her: the list
 * says it waits for her, its details say why, and the bank mailed her (the sandbox outbox).
 * Sunrise is the directory's biller no other test uses: the first invoice makes Anna's relation to it, and the
 * approval's period holds only this test's payments (a retry adds one more small one, still within the limit).
 */
import { API_HEADERS, expect, SANDBOX_OPERATOR_HEADERS, test } from '../../support/fixtures';
import { bankingDayAfter, clockAtLeast, ensureBankingDay } from '../payments/support';
import {
  ANNA,
  billersScreen,
  Ebill,
  eventStreamOpened,
  expectScreenReady,
  Gateway,
  inAnyLanguage,
  signIn,
} from './support';
import { MOVES_SANDBOX_CLOCK } from '../../../scripts/lib/tools.mjs';

const SUNRISE = '41100000000210045';

/** A text of remote-ebill in any language, found within a longer text (inAnyLanguage matches whole texts). */
const inText = (key: string): RegExp => new RegExp(inAnyLanguage(key).source.slice(1, -1));

interface AutoPaidInvoice {
  businessCaseId: string;
  status: string;
  paymentOrderUid: string | null;
  autoPayment: { outcome: string; reason?: string } | null;
}

test(
  'an upper-limit standing approval pays an invoice within its limit on the due date; one above waits and Anna is told',
  { tag: MOVES_SANDBOX_CLOCK },
  async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, ANNA);
    const gateway = new Gateway(page);
    const ebill = new Ebill(page);
    const anna = await gateway.person();
    const privatkonto = (await gateway.privateAccounts(anna.uid)).find(
      (account) => account.accountName === 'Privatkonto',
    )!;
    // The due date: a banking day two days ahead of the bank's today (the clock only moves forward).
    const due = await bankingDayAfter(gateway, 2);
    const stamp = String(Date.now() % 89).padStart(2, '0');
    const covered = await ebill.issueInvoice(anna.uid, SUNRISE, `24.${stamp}`, due);

    // The standing approval, set in the editor: up to CHF 100.00 a month from the Privatkonto.
    const screen = billersScreen(page);
    const streamOpened = eventStreamOpened(page);
    await screen.open(SUNRISE);
    await expectScreenReady(page);
    await streamOpened;
    await expect(screen.details).toHaveAttribute('data-biller-id', SUNRISE);
    const editor = screen.editor;
    await editor
      .getByRole('radio', { name: inAnyLanguage('webapp.ebill.approval.choices.upperLimit') })
      .check();
    await editor.locator('input[name="amount"]').fill('100.00');
    await editor.locator('select[name="period"]').selectOption('month');
    await editor.locator('select[name="accountUid"]').selectOption(privatkonto.uid);
    await editor.locator('button[type="submit"]').click();
    await expect
      .poll(async () => (await ebill.standingApprovals()).filter((approval) => approval.billerId === SUNRISE))
      .toEqual([expect.objectContaining({ type: 'upperLimit', period: 'month', amount: '100.00' })]);

    // The second invoice arrives live on the open screen, above the limit.
    const above = await ebill.issueInvoice(anna.uid, SUNRISE, `180.${stamp}`, due);
    await expect(screen.row(above.businessCaseId)).toHaveAttribute('data-status', 'OPEN', {
      timeout: 20_000,
    });
    await expect(screen.row(covered.businessCaseId)).toHaveAttribute('data-status', 'OPEN');
    await page.evaluate(() => Object.assign(window, { __ebillNoReload: true }));

    // The bank's day reaches the due date (the operator's clock runs the scheduler day by day); another test may
    // already have moved it past, so the scheduler runs once more for the bank's today.
    await clockAtLeast(gateway, due);
    await ensureBankingDay(gateway);
    await gateway.asOperator('/sandbox/scheduler/run');

    // Paid by itself: settled live on the open screen, through an executed eBill order of the Privatkonto.
    await expect(screen.row(covered.businessCaseId)).toHaveAttribute('data-status', 'SETTLED', {
      timeout: 20_000,
    });
    const [paid] = await ebill.get<AutoPaidInvoice[]>(
      `/related-billers-invoices?businessCaseId=${covered.businessCaseId}`,
    );
    expect(paid).toMatchObject({ status: 'SETTLED', autoPayment: { outcome: 'paid' } });
    const order = await gateway.get<{
      status: string;
      paymentOrderData: {
        isEBillOrder: boolean;
        ebillBCId: string;
        originator: { accountUid: string };
        paymentAmount: { amount: string };
      };
    }>(`/v2/iban-payment-orders/${paid!.paymentOrderUid}`);
    expect(order.status).toBe('executed');
    expect(order.paymentOrderData).toMatchObject({
      isEBillOrder: true,
      ebillBCId: covered.businessCaseId,
      originator: { accountUid: privatkonto.uid },
      paymentAmount: { amount: `24.${stamp}` },
    });

    // Above the limit: it waits for Anna, the list and the details say so, and the bank mailed her.
    const waiting = screen.row(above.businessCaseId);
    await expect(waiting).toHaveAttribute('data-status', 'OPEN');
    await expect(waiting).toContainText(inText('webapp.ebill.invoices.notCovered'), { timeout: 20_000 });
    await waiting.click();
    await expect(screen.dialog.getByRole('alert')).toContainText(
      inText('webapp.ebill.invoice.autoPayment.reason.aboveLimit'),
    );
    // The mail catcher: a mail the bank sent outside any session is the operator's to read.
    const mails = await page.request.get(`/api/sandbox/outbox?email=${encodeURIComponent(ANNA)}`, {
      headers: { ...API_HEADERS, ...SANDBOX_OPERATOR_HEADERS },
    });
    expect(
      ((await mails.json()) as { purpose: string; code: string }[]).filter(
        (mail) => mail.purpose === 'ebillNotCovered' && mail.code.startsWith(above.businessCaseId),
      ),
    ).toHaveLength(1);
    expect(await page.evaluate(() => (window as { __ebillNoReload?: boolean }).__ebillNoReload)).toBe(true);

    // The approval goes again, so a later run starts from none.
    for (const approval of await ebill.standingApprovals())
      if (approval.billerId === SUNRISE)
        await ebill.delete(`/standing-approvals/${approval.standingApprovalId}`);
  },
);
