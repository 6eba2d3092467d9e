/** Opening a partnership account with its conditions (screens /cash-account-create, /account-opening-conditions). */
import { personaApp } from '../../test/persona-app';

const world = personaApp();
const { call, persons } = world;

describe('POST /api/partnerships/:uid/cash-accounts', () => {
  const open = (email: string, payload: object) =>
    call(email, 'POST', `/api/partnerships/${world.baeckerei}/cash-accounts`, {
      partnership: world.baeckerei,
      payload,
    });

  it('names the opening conditions', async () => {
    const response = await call(
      'anna@kontor.test',
      'GET',
      `/api/partnerships/${world.baeckerei}/cash-accounts/opening-conditions`,
      {
        partnership: world.baeckerei,
      },
    );
    expect(response.json()).toMatchObject({ conditionCodes: ['CSTC', 'FTR'] });
  });

  it('opens an account for a partner with rights, with a new IBAN, entitlements and events in one go', async () => {
    const before = await world.db
      .selectFrom('events')
      .select('id')
      .where('type', '=', 'cashAccountCreated')
      .execute();
    const response = await open('anna@kontor.test', {
      currency: 'EUR',
      accountName: 'Reservekonto',
      acceptedConditionCodes: ['CSTC', 'FTR'],
    });
    expect(response.statusCode).toBe(201);
    const account = response.json<{
      uid: string;
      iban: string;
      currency: string;
      accountOwner: { uid: string };
    }>();
    expect(account).toMatchObject({
      currency: 'EUR',
      accountName: 'Reservekonto',
      accountOwner: { uid: world.baeckerei },
    });
    expect(account.iban).toMatch(/^CH\d{2}83019[A-Z0-9]{12}$/);
    const rights = await world.db
      .selectFrom('entitlements')
      .select('action')
      .where('entity_uid', '=', account.uid)
      .where('person_uid', '=', persons['anna@kontor.test']!)
      .execute();
    expect(rights.map((row) => row.action).sort()).toEqual(['approve', 'capture', 'view']);
    const events = await world.db
      .selectFrom('events')
      .selectAll()
      .where('type', '=', 'cashAccountCreated')
      .execute();
    expect(events.length).toBe(before.length + 1);
    expect(events.at(-1)?.payload).toMatchObject({
      cashAccountUid: account.uid,
      partnershipUid: world.baeckerei,
    });
    const accepted = await world.db
      .selectFrom('agreement_acceptances')
      .select('code')
      .where('agent_uid', '=', world.baeckerei)
      .where('person_uid', '=', persons['anna@kontor.test']!)
      .execute();
    expect(accepted.map((row) => row.code)).toEqual(expect.arrayContaining(['CSTC', 'FTR']));
    // The new account is in the context's list right away.
    const list = await call('anna@kontor.test', 'GET', `/api/partnerships/${world.baeckerei}/cash-accounts`, {
      partnership: world.baeckerei,
    });
    expect(list.json<{ uid: string }[]>().map((row) => row.uid)).toContain(account.uid);
  });

  it('refuses without every condition accepted (400 with the missing codes)', async () => {
    const response = await open('anna@kontor.test', {
      currency: 'CHF',
      accountName: 'Steuern',
      acceptedConditionCodes: ['CSTC'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'conditions_not_accepted', missing: ['FTR'] });
  });

  it('refuses a second account with the same name as a field error', async () => {
    const response = await open('nora@kontor.test', {
      currency: 'CHF',
      accountName: 'betriebskonto',
      acceptedConditionCodes: ['CSTC', 'FTR'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      name: 'ValidationError',
      data: [{ field: 'accountName', code: 'account_name_taken' }],
    });
  });

  it('refuses members without rights on the partnership and the registered-only user', async () => {
    const payload = { currency: 'CHF', accountName: 'Kasse', acceptedConditionCodes: ['CSTC', 'FTR'] };
    expect((await open('luca@kontor.test', payload)).statusCode).toBe(403);
    expect((await open('rita@kontor.test', payload)).statusCode).toBe(403);
    expect((await open('claire@kontor.test', payload)).statusCode).toBe(403);
  });

  it('needs the partnership context', async () => {
    const response = await call(
      'anna@kontor.test',
      'POST',
      `/api/partnerships/${world.baeckerei}/cash-accounts`,
      {
        payload: { currency: 'CHF', accountName: 'Kasse', acceptedConditionCodes: ['CSTC', 'FTR'] },
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'partnership_context_required' });
  });
});
