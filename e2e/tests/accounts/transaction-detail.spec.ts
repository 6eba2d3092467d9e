/**
 * A booking's receipt (spec §5): attachments are uploaded, renamed (the extension kept) and deleted; a tag and
 * a mention are chosen through the note's #/@ picker and saved; after a reload everything is still there, and
 * the gateway's receipt holds the same.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { ANNA, expectScreenReady, Gateway, signIn, smallPdf } from './support';

interface Receipt {
  tags: string[];
  mentions: string[];
  attachedFiles: { resourceUid: string; displayName: string }[];
}

const chips = (page: Page, list: number) =>
  page.locator('.acc-detail ul.acc-chips').nth(list).locator('li.acc-chip');
const uploadedFile = (page: Page, name: string) =>
  page
    .locator('.acc-detail .k-uploader__file')
    .filter({ has: page.locator('.k-uploader__name', { hasText: name }) });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The row's actions in screen order: preview, download, rename, delete (shared-kernel FileUploader). */
const action = (row: Locator, which: 'rename' | 'delete') =>
  row.locator('.k-cluster > button').nth(which === 'rename' ? 2 : 3);

/** Types a trigger in the note and picks the first offered entry that the receipt does not hold yet. */
async function pickFromNote(page: Page, trigger: '#' | '@', held: string[]): Promise<string> {
  const note = page.locator('.acc-detail textarea');
  await note.press('End');
  await note.pressSequentially(` ${trigger}`);
  const options = page.locator('.acc-detail [role="listbox"] [role="option"]');
  await expect(options.first()).toBeVisible();
  const offered = await options.allInnerTexts();
  const entry = offered.map((text) => text.trim()).find((text) => !held.includes(text));
  if (!entry) throw new Error(`the ${trigger} picker offers nothing new: ${offered.join(', ')}`);
  // The picker chooses on mousedown so the textarea keeps its caret.
  await options.filter({ hasText: entry }).first().dispatchEvent('mousedown');
  await expect(page.locator('.acc-detail [role="listbox"]')).toBeHidden();
  return entry;
}

test('a receipt keeps an uploaded, renamed attachment, drops a deleted one and saves a tag and a mention', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ANNA);
  const gateway = new Gateway(page);
  const person = await gateway.person();
  const [account] = await gateway.privateAccounts(person.uid);
  if (!account) throw new Error('Anna has no account');
  // The third booking: the dashboard's own tests read the first ones and must not see this receipt change.
  const transaction = (await gateway.transactions(account.uid, 3))[2];
  if (!transaction) throw new Error('Anna’s account has fewer than three bookings');
  const receiptOf = () => gateway.get<Receipt>(`/v2/transactions/${transaction.uid}/receipt`);
  const before = await receiptOf();

  // Every request of the page, in order: the app's api calls go on fetch until axios has loaded (its own chunk,
  // after the first screen, kernel 13.3.0); an upload goes on axios's XMLHttpRequest (its progress).
  const requests: { path: string; method: string; type: string }[] = [];
  page.on('request', (request) =>
    requests.push({
      path: new URL(request.url()).pathname,
      method: request.method(),
      type: request.resourceType(),
    }),
  );
  await page.goto(`/transactions/${transaction.uid}`);
  await expectScreenReady(page);
  await expect(page.locator('.acc-detail textarea')).toBeEditable();
  const fileInput = page.locator('.acc-detail input[type="file"]');

  await test.step('upload two PDFs', async () => {
    await fileInput.setInputFiles({
      name: 'beleg-e2e.pdf',
      mimeType: 'application/pdf',
      buffer: smallPdf('Beleg'),
    });
    await expect(action(uploadedFile(page, 'beleg-e2e.pdf'), 'rename')).toBeEnabled({ timeout: 15_000 });
    await fileInput.setInputFiles({
      name: 'entwurf-e2e.pdf',
      mimeType: 'application/pdf',
      buffer: smallPdf('Entwurf'),
    });
    await expect(action(uploadedFile(page, 'entwurf-e2e.pdf'), 'rename')).toBeEnabled({ timeout: 15_000 });
    await expect
      .poll(async () => (await receiptOf()).attachedFiles.map((file) => file.displayName).sort())
      .toEqual(expect.arrayContaining(['beleg-e2e.pdf', 'entwurf-e2e.pdf']));
    const uploads = requests.filter((r) => r.method === 'POST' && r.path === '/api/v2/file-resources');
    expect(uploads.map((r) => r.type)).toEqual(['xhr', 'xhr']);
    const axiosAsked = requests.findIndex((r) => /^\/axios\.[0-9a-f]+\.js$/.test(r.path));
    expect(axiosAsked).toBeGreaterThan(0);
    const beforeAxios = requests.slice(0, axiosAsked).filter((r) => r.path.startsWith('/api/'));
    expect(beforeAxios.filter((r) => r.type === 'fetch').length).toBeGreaterThan(0);
    expect(beforeAxios.filter((r) => r.type === 'xhr')).toEqual([]);
  });

  await test.step('rename one, keeping its extension', async () => {
    const row = uploadedFile(page, 'beleg-e2e.pdf');
    await action(row, 'rename').click();
    // The rename field shows the name without its extension; the extension is added back.
    const field = page.locator('.acc-detail .k-uploader__file input');
    await expect(field).toHaveValue('beleg-e2e');
    await field.fill('quittung-e2e');
    await field.press('Enter');
    await expect(uploadedFile(page, 'quittung-e2e.pdf')).toBeVisible();
    await expect
      .poll(async () => (await receiptOf()).attachedFiles.map((file) => file.displayName))
      .toContain('quittung-e2e.pdf');
  });

  await test.step('delete the other', async () => {
    await action(uploadedFile(page, 'entwurf-e2e.pdf'), 'delete').click();
    await expect(uploadedFile(page, 'entwurf-e2e.pdf')).toHaveCount(0);
    await expect
      .poll(async () => (await receiptOf()).attachedFiles.map((file) => file.displayName))
      .not.toContain('entwurf-e2e.pdf');
  });

  let tag = '';
  let mention = '';
  await test.step('pick a tag and a mention in the note and save', async () => {
    tag = await pickFromNote(page, '#', before.tags);
    mention = await pickFromNote(page, '@', before.mentions);
    await expect(chips(page, 0)).toContainText([tag]);
    await page.locator('.acc-detail .k-stack > .k-cluster > button').click();
    await expect
      .poll(async () => {
        const saved = await receiptOf();
        return saved.tags.includes(tag) && saved.mentions.includes(mention);
      })
      .toBe(true);
  });

  await test.step('after a reload everything is still there', async () => {
    await page.reload();
    await expectScreenReady(page);
    const lists = page.locator('.acc-detail ul.acc-chips');
    await expect(lists).toHaveCount(2);
    await expect(lists.nth(0)).toContainText(tag);
    await expect(lists.nth(1)).toContainText(mention);
    await expect(uploadedFile(page, 'quittung-e2e.pdf')).toBeVisible();
    await expect(uploadedFile(page, 'entwurf-e2e.pdf')).toHaveCount(0);
    await expect(uploadedFile(page, 'beleg-e2e.pdf')).toHaveCount(0);
    await expect(page.locator('.acc-detail textarea')).toHaveValue(
      new RegExp(`${escaped(tag)}.*${escaped(mention)}`, 's'),
    );
  });
});
