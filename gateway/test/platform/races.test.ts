/**
 * Issue 10 item 4: state changes and uniqueness are decided by the database, so racing requests have exactly
 * one winner on PostgreSQL too (PGlite serialises everything and hides these races): a cash account name,
 * a qualified-signature confirmation, a receipt's fields, the files of an owner.
 */
import { SANDBOX_OPERATOR_HEADERS } from '../helpers';
import { personaApp } from '../persona-app';
import { ANNA } from '../personas';

const world = personaApp();
const { call } = world;
const QUENTIN = 'quentin@kontor.test';
/** A real 1×1 PNG: uploads are checked by content. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

async function annasBooking(offset: number): Promise<string> {
  const list = await call(
    ANNA,
    'GET',
    `/api/v2/cash-accounts/${world.accounts['anna:Privatkonto']}/transactions?count=1&offset=${offset}`,
  );
  return list.json<{ uid: string }[]>()[0]!.uid;
}

it('50 parallel openings of one account name make exactly one account; the others are told the name is taken', async () => {
  const responses = await Promise.all(
    Array.from({ length: 50 }, () =>
      call(ANNA, 'POST', `/api/partnerships/${world.baeckerei}/cash-accounts`, {
        partnership: world.baeckerei,
        payload: { currency: 'CHF', accountName: 'Race Konto', acceptedConditionCodes: ['CSTC', 'FTR'] },
      }),
    ),
  );
  expect(statusCounts(responses.map((r) => r.statusCode))).toEqual({ 201: 1, 400: 49 });
  for (const refused of responses.filter((r) => r.statusCode === 400))
    expect(refused.json()).toMatchObject({
      name: 'ValidationError',
      data: [{ field: 'accountName', code: 'account_name_taken' }],
    });
  const stored = await world.db
    .selectFrom('cash_accounts')
    .select('uid')
    .where('owner_uid', '=', world.baeckerei)
    .where('account_name', '=', 'Race Konto')
    .execute();
  expect(stored).toHaveLength(1);
});

it('10 accepts and 10 refusals of one confirmation in parallel: exactly one decision, the others 409', async () => {
  const asked = await world.app.inject({
    method: 'POST',
    url: '/api/sandbox/confirmations',
    headers: SANDBOX_OPERATOR_HEADERS,
    payload: { email: QUENTIN, partnershipName: 'Favre Architectes SA' },
  });
  expect(asked.statusCode).toBe(201);
  const { confirmationHandle, contextUid } = asked.json<{ confirmationHandle: string; contextUid: string }>();
  const decide = (decision: 'accept' | 'refuse') =>
    call(QUENTIN, 'POST', `/api/v2/partnerships/${contextUid}/confirmation/${decision}`, {
      partnership: contextUid,
      payload:
        decision === 'accept'
          ? { confirmationHandle, acceptedConditionCodes: ['GTC', 'PTC', 'BOD', 'PSC'] }
          : { confirmationHandle, reasonCode: 'reject' },
    });
  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, i) => decide(i % 2 === 0 ? 'accept' : 'refuse')),
  );
  expect(statusCounts(responses.map((r) => r.statusCode))).toEqual({ 200: 1, 409: 19 });
  const winner = responses.find((r) => r.statusCode === 200)!.json<{ status: string }>();
  const stored = await world.db
    .selectFrom('confirmations')
    .select('status')
    .where('handle', '=', confirmationHandle)
    .executeTakeFirstOrThrow();
  expect(stored.status).toBe(winner.status);
});

it('parallel receipt edits of different fields all stay (no lost update)', async () => {
  const booking = await annasBooking(11);
  const responses = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      call(ANNA, 'PATCH', `/api/v2/transactions/${booking}/receipt`, {
        payload: i % 2 === 0 ? { noteText: 'Mittagessen mit Kunde' } : { tags: ['#kunde'] },
      }),
    ),
  );
  expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
  const receipt = await world.db
    .selectFrom('transaction_receipts')
    .select(['note_text', 'tags'])
    .where('transaction_uid', '=', booking)
    .executeTakeFirstOrThrow();
  expect(receipt).toEqual({ note_text: 'Mittagessen mit Kunde', tags: ['#kunde'] });
});

it('10 parallel uploads to an owner without files store at most 5 (spec §5)', async () => {
  const booking = await annasBooking(12);
  await world.db.deleteFrom('file_resources').where('owner_uid', '=', booking).execute();
  const responses = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      call(ANNA, 'POST', '/api/v2/file-resources', {
        payload: { content: PNG, displayName: `beleg-${i}.png`, mimeType: 'image/png', ownerUid: booking },
      }),
    ),
  );
  expect(statusCounts(responses.map((r) => r.statusCode))).toEqual({ 201: 5, 400: 5 });
  const stored = await world.db
    .selectFrom('file_resources')
    .select('uid')
    .where('owner_uid', '=', booking)
    .execute();
  expect(stored).toHaveLength(5);
});

it('deleting two attached files in parallel detaches both from the receipt', async () => {
  const booking = await annasBooking(13);
  await world.db.deleteFrom('file_resources').where('owner_uid', '=', booking).execute();
  const uploaded: string[] = [];
  for (const name of ['a.png', 'b.png']) {
    const response = await call(ANNA, 'POST', '/api/v2/file-resources', {
      payload: { content: PNG, displayName: name, mimeType: 'image/png', ownerUid: booking },
    });
    uploaded.push(response.json<{ uid: string }>().uid);
  }
  const attached = await call(ANNA, 'PATCH', `/api/v2/transactions/${booking}/receipt`, {
    payload: { attachedFileUids: uploaded },
  });
  expect(attached.statusCode).toBe(200);
  const deleted = await Promise.all(
    uploaded.map((uid) => call(ANNA, 'DELETE', `/api/v2/file-resources/${uid}`)),
  );
  expect(deleted.map((r) => r.statusCode)).toEqual([204, 204]);
  const receipt = await world.db
    .selectFrom('transaction_receipts')
    .select('attached_file_uids')
    .where('transaction_uid', '=', booking)
    .executeTakeFirstOrThrow();
  expect(receipt.attached_file_uids).toEqual([]);
});
