/**
 * Spec §5: a receipt's or a payment order's attachments are pdf, png, jpg or jpeg; the caller's own files also
 * take csv. The gateway refuses the rest with the spec's coded error (400 unsupported_file_type), by the rule the
 * front end's uploader reads (shared-kernel/domain isAcceptedUpload), and stores nothing.
 */
import { personaApp } from '../../test/persona-app';
import { ANNA } from '../../test/personas';

const world = personaApp();
const { call } = world;
const CSV = Buffer.from('Datum;Betrag\n01.11.2026;12.50\n').toString('base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1').toString(
  'base64',
);

let booking = '';
let order = '';
beforeAll(async () => {
  const list = await call(
    ANNA,
    'GET',
    `/api/v2/cash-accounts/${world.accounts['anna:Privatkonto']}/transactions?count=1&offset=25`,
  );
  booking = list.json<{ uid: string }[]>()[0]!.uid;
  // A payment order of Bäckerei Meier GmbH, where Anna may capture.
  const bakeryOrder = await world.db
    .selectFrom('payment_orders')
    .select('uid')
    .where('cash_account_uid', '=', world.accounts['Betriebskonto']!)
    .executeTakeFirst();
  order = bakeryOrder?.uid ?? '';
  await world.db
    .deleteFrom('file_resources')
    .where('owner_uid', 'in', [booking, order || booking])
    .execute();
});

const upload = (ownerUid: string, content: string, displayName: string, mimeType: string) =>
  call(ANNA, 'POST', '/api/v2/file-resources', {
    payload: { content, displayName, mimeType, ownerUid },
    ...(ownerUid === order ? { partnership: world.baeckerei } : {}),
  });
const filesOf = (ownerUid: string) =>
  world.db.selectFrom('file_resources').select('display_name').where('owner_uid', '=', ownerUid).execute();

it('refuses a CSV as a receipt attachment with unsupported_file_type and stores nothing', async () => {
  for (const [name, mime] of [
    ['umsaetze.csv', 'text/csv'],
    ['umsaetze.CSV', 'TEXT/CSV'],
  ] as const) {
    const response = await upload(booking, CSV, name, mime);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'unsupported_file_type',
      message: 'allowed: pdf, png, jpg, jpeg',
    });
  }
  expect(await filesOf(booking)).toEqual([]);
  // The receipt's own types go through.
  expect((await upload(booking, PDF, 'beleg.pdf', 'application/pdf')).statusCode).toBe(201);
  expect(await filesOf(booking)).toEqual([{ display_name: 'beleg.pdf' }]);
});

it('refuses a CSV on a payment order too', async () => {
  expect(order).not.toBe('');
  const response = await upload(order, CSV, 'liste.csv', 'text/csv');
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'unsupported_file_type' });
  expect(await filesOf(order)).toEqual([]);
});

it("takes a CSV among the caller's own files, and nothing outside the accepted formats anywhere", async () => {
  const own = world.persons[ANNA]!;
  expect((await upload(own, CSV, 'liste.csv', 'text/csv')).statusCode).toBe(201);
  for (const owner of [own, booking]) {
    const webp = await upload(owner, PDF, 'bild.webp', 'image/webp');
    expect(webp.statusCode).toBe(400);
    expect(webp.json()).toEqual({
      code: 'unsupported_file_type',
      message: 'allowed: pdf, png, jpg, jpeg, csv',
    });
  }
});
