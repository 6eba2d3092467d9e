/** File resources: the base64 cap (413) and five files per owner (spec §5). */
import { personaApp } from '../../test/persona-app';

const world = personaApp();
const { call, accounts } = world;

describe('file resources', () => {
  it('rejects an oversized base64 with 413 and a sixth file with max_file_reached', async () => {
    const list = await call(
      'anna@kontor.test',
      'GET',
      `/api/v2/cash-accounts/${accounts['anna:Privatkonto']}/transactions?count=1&offset=3`,
    );
    const [transaction] = list.json<{ uid: string }[]>();
    const upload = (content: string) =>
      call('anna@kontor.test', 'POST', '/api/v2/file-resources', {
        payload: {
          content,
          displayName: 'beleg.pdf',
          mimeType: 'application/pdf',
          ownerUid: transaction!.uid,
        },
      });
    expect((await upload('A'.repeat(5_222_432))).statusCode).toBe(413);
    const existing = await world.db
      .selectFrom('file_resources')
      .select('uid')
      .where('owner_uid', '=', transaction!.uid)
      .execute();
    for (let index = existing.length; index < 5; index += 1)
      expect((await upload(Buffer.from('%PDF-1.4').toString('base64'))).statusCode).toBe(201);
    const sixth = await upload(Buffer.from('%PDF-1.4').toString('base64'));
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toMatchObject({ code: 'max_file_reached' });
  });
});

it('renames a file and keeps its extension (spec §5)', async () => {
  const list = await call(
    'anna@kontor.test',
    'GET',
    `/api/v2/cash-accounts/${accounts['anna:Privatkonto']}/transactions?count=1&offset=5`,
  );
  const [transaction] = list.json<{ uid: string }[]>();
  const upload = await call('anna@kontor.test', 'POST', '/api/v2/file-resources', {
    payload: {
      content: Buffer.from('%PDF-1.4').toString('base64'),
      displayName: 'beleg.pdf',
      mimeType: 'application/pdf',
      ownerUid: transaction!.uid,
    },
  });
  const { uid } = upload.json<{ uid: string }>();
  const renamed = await call('anna@kontor.test', 'PATCH', `/api/v2/file-resources/${uid}`, {
    payload: { fileName: 'Znüni mit Lea.png' },
  });
  expect(renamed.statusCode).toBe(200);
  expect(renamed.json()).toMatchObject({
    uid,
    displayName: 'Znüni mit Lea.pdf',
    mimeType: 'application/pdf',
  });
});
