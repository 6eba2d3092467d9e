/**
 * Receipt attachments (spec §5): only files uploaded for this very booking can be attached. Someone else's file,
 * or one of the caller's own files of another booking, is refused and the receipt stays as it was.
 */
import { ANNA, NORA } from '../../test/personas';
import { personaApp } from '../../test/persona-app';

const world = personaApp();
const { call, accounts } = world;

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');

async function debits(email: string, account: string, count: number): Promise<string[]> {
  const response = await call(
    email,
    'GET',
    `/api/v2/cash-accounts/${account}/transactions?direction=debit&count=${count}&offset=7`,
  );
  expect(response.statusCode).toBe(200);
  return response.json<{ uid: string }[]>().map((row) => row.uid);
}

async function upload(email: string, ownerUid: string): Promise<string> {
  const response = await call(email, 'POST', '/api/v2/file-resources', {
    payload: { content: PDF, displayName: 'beleg.pdf', mimeType: 'application/pdf', ownerUid },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ uid: string }>().uid;
}

const receiptOf = async (email: string, transactionUid: string) =>
  (await call(email, 'GET', `/api/v2/transactions/${transactionUid}/receipt`)).json<{
    attachedFiles: { resourceUid: string }[];
  }>();

it('attaches a file uploaded for the booking', async () => {
  const [booking] = await debits(ANNA, accounts['anna:Privatkonto']!, 1);
  const file = await upload(ANNA, booking!);
  const patch = await call(ANNA, 'PATCH', `/api/v2/transactions/${booking}/receipt`, {
    payload: { attachedFileUids: [file] },
  });
  expect(patch.statusCode).toBe(200);
  expect((await receiptOf(ANNA, booking!)).attachedFiles.map((entry) => entry.resourceUid)).toContain(file);
});

it("refuses someone else's file on the caller's receipt, and the receipt keeps its files", async () => {
  const [annasBooking] = await debits(ANNA, accounts['anna:Privatkonto']!, 2);
  // accounts.Privatkonto is Nora's (Anna's own are `anna:`-prefixed).
  const [norasBooking] = await debits(NORA, accounts.Privatkonto!, 1);
  const norasFile = await upload(NORA, norasBooking!);
  const before = await receiptOf(ANNA, annasBooking!);
  const patch = await call(ANNA, 'PATCH', `/api/v2/transactions/${annasBooking}/receipt`, {
    payload: { attachedFileUids: [norasFile] },
  });
  expect(patch.statusCode).toBe(403);
  expect(await receiptOf(ANNA, annasBooking!)).toEqual(before);
});

it("refuses the caller's own file of another booking", async () => {
  const [first, second] = await debits(ANNA, accounts['anna:Privatkonto']!, 2);
  const fileOfSecond = await upload(ANNA, second!);
  const patch = await call(ANNA, 'PATCH', `/api/v2/transactions/${first}/receipt`, {
    payload: { attachedFileUids: [fileOfSecond] },
  });
  expect(patch.statusCode).toBe(403);
  expect((await receiptOf(ANNA, first!)).attachedFiles.map((entry) => entry.resourceUid)).not.toContain(
    fileOfSecond,
  );
});
