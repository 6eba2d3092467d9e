/**
 * Issue 10 item 5: an upload's content must be what its declared type says (magic bytes, file-type), and a
 * file is served so a browser never second-guesses it: nosniff and a Content-Disposition that names it safely.
 */
import { parse } from 'content-disposition';
import { personaApp } from '../../test/persona-app';
import { ANNA } from '../../test/personas';

const world = personaApp();
const { call } = world;
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>').toString(
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1').toString(
  'base64',
);

let booking = '';
beforeAll(async () => {
  const list = await call(
    ANNA,
    'GET',
    `/api/v2/cash-accounts/${world.accounts['anna:Privatkonto']}/transactions?count=1&offset=20`,
  );
  booking = list.json<{ uid: string }[]>()[0]!.uid;
  await world.db.deleteFrom('file_resources').where('owner_uid', '=', booking).execute();
});

const upload = (content: string, displayName: string, mimeType: string, ownerUid = booking) =>
  call(ANNA, 'POST', '/api/v2/file-resources', {
    payload: { content, displayName, mimeType, ownerUid },
  });

it('refuses HTML declared as image/png with 400 and stores nothing', async () => {
  const response = await upload(HTML, 'beleg.png', 'image/png');
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    name: 'ValidationError',
    data: [{ field: 'content', code: 'content_type_mismatch' }],
  });
  const stored = await world.db
    .selectFrom('file_resources')
    .select('uid')
    .where('owner_uid', '=', booking)
    .execute();
  expect(stored).toEqual([]);
});

// CSV is no receipt attachment (spec §5): the caller's own files take it (file-types.test.ts).
it('refuses a PNG declared as a PDF and a PDF declared as CSV', async () => {
  expect((await upload(PNG, 'beleg.pdf', 'application/pdf')).statusCode).toBe(400);
  const csv = await upload(PDF, 'beleg.csv', 'text/csv', world.persons[ANNA]);
  expect(csv.json()).toMatchObject({ data: [{ field: 'content', code: 'content_type_mismatch' }] });
});

it('accepts content that is what it says (png, pdf, csv text)', async () => {
  expect((await upload(PNG, 'beleg.png', 'image/png')).statusCode).toBe(201);
  expect((await upload(PDF, 'beleg.pdf', 'application/pdf')).statusCode).toBe(201);
  const csv = Buffer.from('Datum;Betrag\n01.11.2026;12.50\n').toString('base64');
  expect((await upload(csv, 'liste.csv', 'text/csv', world.persons[ANNA])).statusCode).toBe(201);
});

it('serves a file with nosniff and an attachment disposition that names it exactly and safely', async () => {
  const name = 'Quittung "Café" ü.png';
  const created = await upload(PNG, name, 'image/png');
  expect(created.statusCode).toBe(201);
  const { bucketFileName } = created.json<{ bucketFileName: string }>();
  const raw = await call(ANNA, 'GET', `/api/files/${bucketFileName}/raw`);
  expect(raw.statusCode).toBe(200);
  expect(raw.headers['x-content-type-options']).toBe('nosniff');
  expect(raw.headers['content-type']).toBe('image/png');
  const disposition = String(raw.headers['content-disposition']);
  expect(parse(disposition)).toMatchObject({ type: 'attachment', parameters: { filename: name } });
  expect(disposition).toContain(`filename*=UTF-8''Quittung%20%22Caf%C3%A9%22%20%C3%BC.png`);
});

it('refuses a file name with a line break or another control character', async () => {
  for (const name of ['beleg\r\nSet-Cookie: x.png', 'beleg\u0007.png']) {
    const response = await upload(PNG, name, 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ data: [{ field: 'displayName' }] });
  }
});
