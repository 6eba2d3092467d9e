/**
 * Issue 32, invitations and account rights, as the personas: Anna (partner and admin) in Bäckerei Meier GmbH
 * invites a new member with capture on the Lohnkonto only; the invitee opens the mailed link (the sandbox
 * outbox), registers, logs in (code from the outbox) and can pay from the Lohnkonto only (the Betriebskonto is not
 * offered, and the gateway refuses it too); Anna takes that capture right away while the member is on the
 * payment form, and the member lands on the dashboard without a reload (entitlementChanged, spec §2 guard).
 * A unique e-mail per run; the Bäckerei member list grows by one, under the lock other team specs take.
 */
import type { Page } from '@playwright/test';
import { switchToPartnership } from '../../support/app';
import { API_HEADERS, expect, PASSWORD, readCode, test } from '../../support/fixtures';
import { BAECKEREI, expectShell, Gateway, signIn, switchLanguage } from '../accounts/support';
import {
  bankToday,
  confirmPayment,
  ensureBankingDay,
  eventStreamOpened,
  goTo,
  openForm,
  OTHER_BANK_IBAN,
  uniqueName,
} from '../payments/support';
import { invitationLink, withBaeckereiMembership } from './support';

const ANNA = 'anna@kontor.test';
async function inviteFromTheTeamSpace(page: Page, email: string, name: string): Promise<void> {
  await page.goto('/team-space/invitations');
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a person' });
  await dialog.locator('input[name="email"]').fill(email);
  await dialog.locator('input[name="name"]').fill(name);
  await dialog.getByRole('checkbox', { name: 'Capture on Lohnkonto' }).check();
  await expect(dialog.getByRole('checkbox', { name: 'View on Lohnkonto' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Capture on Betriebskonto' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Sent');
}

async function registerThroughTheLink(page: Page, link: string, familyName: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByTestId('invitation-from')).toContainText('Bäckerei Meier GmbH');
  await page.locator('input[name="name"]').fill('Mia');
  await page.locator('input[name="familyName"]').fill(familyName);
  await page.locator('input[name="birthdate"]').fill('1991-04-12');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="passwordAgain"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByTestId('invitation-registered')).toBeVisible();
}

/**
 * The login every person does (e-mail, password, then the code mailed to them); the code is read as the sandbox
 * operator, since the sandbox tools let a seeded persona's session only read its own mail.
 */
async function loginAsInvitee(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  const submittedAt = Date.now();
  await page.locator('form button[type="submit"]').click();
  const codeInput = page.locator('input[autocomplete="one-time-code"]');
  await expect(codeInput).toBeVisible();
  await codeInput.fill(await readCode(page.request, email, submittedAt, { asOperator: true }));
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/, { timeout: 20_000 });
}

test('Anna invites a member with capture on the Lohnkonto; the member pays from it only and leaves the form when the right goes', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await withBaeckereiMembership(async () => {
    const email = `mia.keller.${Date.now().toString(36)}@example.ch`;
    // A name of this run's own: a retry, or another run on the same gateway, finds its member's card only.
    const familyName = uniqueName('Keller');
    const memberName = `Mia ${familyName}`;
    await signIn(page, ANNA);
    await switchLanguage(page, 'en');
    await switchToPartnership(page, BAECKEREI);
    const anna = new Gateway(page);
    const baeckerei = await anna.partnershipUid((await anna.person()).uid, BAECKEREI);
    const accounts = await anna.inPartnership(baeckerei).partnershipAccounts(baeckerei);
    const lohnkonto = accounts.find((account) => account.accountName === 'Lohnkonto')!;
    const betriebskonto = accounts.find((account) => account.accountName === 'Betriebskonto')!;
    // The sandbox clock is the bank's: asked with Anna's session (the sandbox tools serve seeded personas).
    await ensureBankingDay(anna);
    const today = await bankToday(anna);
    await inviteFromTheTeamSpace(page, email, memberName);

    // The invitee, in a browser of their own.
    const inviteeContext = await browser.newContext();
    const member = await inviteeContext.newPage();
    try {
      await registerThroughTheLink(member, await invitationLink(page.request, email), familyName);
      await member.getByRole('link', { name: 'Log in' }).click();
      const streamOpened = eventStreamOpened(member);
      await loginAsInvitee(member, email);
      await expectShell(member);
      // The event stream opens 1.5 s after the strong sign-in (spec §7): a rights change is then delivered live.
      await streamOpened;
      await switchToPartnership(member, BAECKEREI);

      // Pays from the Lohnkonto, the only account offered.
      const payment = await openForm(member);
      const debit = payment.field('accountUid');
      await expect(debit.locator(`option[value="${lohnkonto.uid}"]`)).toHaveCount(1);
      await expect(debit.locator(`option[value="${betriebskonto.uid}"]`)).toHaveCount(0);
      await payment.fill(payment.name, uniqueName('Mehl Müller'));
      await payment.fill(payment.iban, OTHER_BANK_IBAN);
      await payment.fill(payment.amount, '42.00');
      expect(await confirmPayment(member)).not.toBe('');
      // The gateway refuses the other account, whatever the screen offers.
      const refused = await member.request.post(
        `/api/v2/cash-accounts/${betriebskonto.uid}/iban-payment-orders`,
        {
          headers: { ...API_HEADERS, 'x-partnership-uid': baeckerei },
          data: {
            beneficiary: { name: 'Mehl Müller', iban: OTHER_BANK_IBAN },
            amount: 42,
            currency: 'CHF',
            paymentTime: today,
            customerTransactionId: crypto.randomUUID(),
            recurrence: 'single',
            category: 'general',
            accountUid: betriebskonto.uid,
            isDraftPO: false,
          },
        },
      );
      expect(refused.status(), await refused.text()).toBe(403);

      // On the form again; Anna takes the capture right away.
      await goTo(member, '/');
      await openForm(member);
      await page.goto('/team-space/account-rights');
      const card = page.locator('.team-member-rights', {
        has: page.getByRole('heading', { name: memberName, exact: true }),
      });
      await card.getByRole('checkbox', { name: 'Capture on Lohnkonto' }).uncheck();
      await card.getByRole('button', { name: `Save the rights of ${memberName}` }).click();
      // By test id: the event of the change reloads Anna's snapshot too, which may bring her profile's language.
      await expect(card.getByTestId('rights-save')).toBeDisabled();
      await expect(member).toHaveURL((url) => url.pathname === '/', { timeout: 20_000 });
      const after = await new Gateway(member).inPartnership(baeckerei).entitlements(baeckerei);
      expect(after.filter((right) => right.entityUID === lohnkonto.uid).map((right) => right.action)).toEqual(
        ['view'],
      );
    } finally {
      await inviteeContext.close();
    }
  });
});
