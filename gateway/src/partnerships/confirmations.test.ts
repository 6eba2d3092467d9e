/** Confirmations (spec §4 "Confirmation"): accepted with every condition, or refused; decided once. */
import { randomUUID } from 'node:crypto';
import { ANNA } from '../../test/personas';
import { personaApp } from '../../test/persona-app';

const world = personaApp();

/** A confirmation asked of Anna on herself (the natural-persons base of the calls). */
async function askAnna(): Promise<string> {
  const handle = randomUUID();
  await world.db
    .insertInto('confirmations')
    .values({
      handle,
      context_uid: world.persons[ANNA]!,
      person_uid: world.persons[ANNA]!,
      confirmation_type: 'TAN',
      purpose: 'data_sharing',
      title: 'app.confirmations.data_sharing',
      condition_codes: ['DSTC'],
      status: 'pending',
    })
    .execute();
  return handle;
}

const decide = (decision: 'accept' | 'refuse', payload: object) =>
  world.call(ANNA, 'POST', `/api/v2/natural-persons/${world.persons[ANNA]}/confirmation/${decision}`, {
    payload,
  });

it('accepts with every condition, once', async () => {
  const confirmationHandle = await askAnna();
  const missing = await decide('accept', { confirmationHandle, acceptedConditionCodes: [] });
  expect(missing.statusCode).toBe(400);
  expect(missing.json()).toMatchObject({ code: 'conditions_not_accepted', missing: ['DSTC'] });
  const accepted = await decide('accept', { confirmationHandle, acceptedConditionCodes: ['DSTC'] });
  expect(accepted.statusCode).toBe(200);
  expect(accepted.json()).toEqual({ confirmationHandle, status: 'accepted' });
  expect((await decide('refuse', { confirmationHandle, reasonCode: 'reject' })).statusCode).toBe(409);
});

it('refuses with the reason', async () => {
  const confirmationHandle = await askAnna();
  const refused = await decide('refuse', { confirmationHandle, reasonCode: 'reject' });
  expect(refused.statusCode).toBe(200);
  expect(refused.json()).toEqual({ confirmationHandle, status: 'refused' });
});
