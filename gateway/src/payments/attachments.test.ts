/**
 * An uploaded file goes on one payment order (spec §5 attachments; issue 26 item 3): the order's submit
 * claims it in its own transaction, so parallel submits naming one file attach it once and the others are
 * refused whole, with the field error the form shows on its attachments.
 */
import { sql } from 'kysely';
import { personaApp } from '../../test/persona-app';
import { ANNA } from '../../test/personas';
import { createUrl, days, paymentBody } from './test-support';

const world = personaApp({ config: { paymentSchedulerMs: 0 } });
/** A real 1×1 PNG: uploads are checked by content. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const TAKEN = {
  name: 'ValidationError',
  message: 'ValidationError',
  data: [
    {
      field: 'attachedFileUids',
      code: 'attachment_already_attached',
      message: 'This file is already attached to another order or booking. Please upload it again.',
    },
  ],
};

async function upload(name: string): Promise<string> {
  const response = await world.call(ANNA, 'POST', '/api/v2/file-resources', {
    payload: { content: PNG, displayName: name, mimeType: 'image/png', ownerUid: world.persons[ANNA] },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ uid: string }>().uid;
}

const ordersWith = (fileUid: string) =>
  world.db
    .selectFrom('payment_orders')
    .select('uid')
    .where(sql<boolean>`${fileUid} = any(attached_file_uids)`)
    .execute();

it('10 parallel submits naming one uploaded file: one order has it, the others are refused and write nothing', async () => {
  const account = world.accounts['anna:Privatkonto']!;
  const { later } = await days(world.db);
  const file = await upload('rechnung.png');
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      world.call(ANNA, 'POST', createUrl(account), {
        payload: paymentBody(account, later, { amount: 30 + i, attachedFileUids: [file] }),
      }),
    ),
  );
  expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
  for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(TAKEN);
  }
  const winner = answers.find((answer) => answer.statusCode === 201)!.json<{ uid: string }>().uid;
  expect(await ordersWith(file)).toEqual([{ uid: winner }]);
  const stored = await world.db
    .selectFrom('file_resources')
    .select('owner_uid')
    .where('uid', '=', file)
    .executeTakeFirstOrThrow();
  expect(stored.owner_uid).toBe(winner);
  // Later, too, the file stays where it is.
  const late = await world.call(ANNA, 'POST', createUrl(account), {
    payload: paymentBody(account, later, { attachedFileUids: [file] }),
  });
  expect(late.json()).toEqual(TAKEN);
});

it('an edit keeps its own attachment and may add a free one; one attached elsewhere refuses the whole edit', async () => {
  const account = world.accounts['anna:Privatkonto']!;
  const { later } = await days(world.db);
  const [mine, free, elsewhere] = [await upload('a.png'), await upload('b.png'), await upload('c.png')];
  const order = (
    await world.call(ANNA, 'POST', createUrl(account), {
      payload: paymentBody(account, later, { attachedFileUids: [mine] }),
    })
  ).json<{ uid: string }>();
  await world.call(ANNA, 'POST', createUrl(account), {
    payload: paymentBody(account, later, { attachedFileUids: [elsewhere] }),
  });
  const url = `/api/v2/iban-payment-orders/${order.uid}`;
  const refused = await world.call(ANNA, 'PATCH', url, {
    payload: paymentBody(account, later, { amount: 12, attachedFileUids: [mine, elsewhere] }),
  });
  expect(refused.json()).toEqual(TAKEN);
  const edited = await world.call(ANNA, 'PATCH', url, {
    payload: paymentBody(account, later, { amount: 13, attachedFileUids: [mine, free] }),
  });
  expect(edited.statusCode).toBe(200);
  expect(await ordersWith(free)).toEqual([{ uid: order.uid }]);
});
