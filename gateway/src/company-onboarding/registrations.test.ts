/**
 * Registrations (issue 33 item 4): a person with partnership declarations registers an internal-registry
 * partnership in steps; others are refused by the kernel's rule; completing is once under parallel requests.
 */
import { ANNA, LUCA } from '../../test/personas';
import { personaApp } from '../../test/persona-app';

const world = personaApp();

interface RegistrationAnswer {
  uid: string;
  declarationUid: string;
  declarationStatus: string;
  status: string;
  partnershipUid: string | null;
  members: { name: string; role: string }[];
}

async function draft(name: string) {
  const started = await world.call(ANNA, 'POST', '/api/v2/registrations', { payload: { name } });
  expect(started.statusCode).toBe(201);
  return started.json<RegistrationAnswer>();
}

const fillPartnership = (uid: string, legalForm = 'association') =>
  world.call(ANNA, 'PUT', `/api/v2/registrations/${uid}/partnership`, {
    payload: {
      name: 'Verein Quartierladen Wipkingen',
      legalForm,
      seat: 'Zürich',
      purpose: 'Ein Laden im Quartier',
    },
  });

it('registers an association in steps: declaration, partnership, members, confirmation', async () => {
  const started = await draft('Verein Quartierladen');
  expect(started).toMatchObject({
    status: 'draft',
    declarationStatus: 'new',
    partnershipUid: null,
    members: [],
  });
  const list = await world.call(ANNA, 'POST', '/api/partnerships/declarations/list');
  expect(list.json<{ uid: string; status: string }[]>()).toContainEqual(
    expect.objectContaining({ uid: started.declarationUid, status: 'new' }),
  );
  // The confirmation needs the partnership's data first.
  expect((await world.call(ANNA, 'POST', `/api/v2/registrations/${started.uid}/complete`)).statusCode).toBe(
    400,
  );
  expect((await fillPartnership(started.uid)).statusCode).toBe(200);
  const members = await world.call(ANNA, 'PUT', `/api/v2/registrations/${started.uid}/members`, {
    payload: { members: [{ name: 'Marco Bernasconi', role: 'delegate' }] },
  });
  expect(members.json<RegistrationAnswer>().members).toEqual([
    { name: 'Marco Bernasconi', role: 'delegate' },
  ]);
  // A reload loses nothing: the saved steps come back.
  expect((await world.call(ANNA, 'GET', `/api/v2/registrations/${started.uid}`)).json()).toMatchObject({
    name: 'Verein Quartierladen Wipkingen',
    legalForm: 'association',
    seat: 'Zürich',
    members: [{ name: 'Marco Bernasconi', role: 'delegate' }],
  });
  const completed = await world.call(ANNA, 'POST', `/api/v2/registrations/${started.uid}/complete`);
  expect(completed.statusCode).toBe(200);
  const registration = completed.json<RegistrationAnswer>();
  expect(registration).toMatchObject({ status: 'completed', declarationStatus: 'certification' });
  const partnership = await world.db
    .selectFrom('partnerships')
    .selectAll()
    .where('uid', '=', registration.partnershipUid!)
    .executeTakeFirstOrThrow();
  expect(partnership).toMatchObject({
    name: 'Verein Quartierladen Wipkingen',
    legal_form: 'association',
    status: 'registered',
    is_internal_registry: true,
  });
  // Anna is engaged in it: it is one of her contexts.
  const engagements = await world.call(
    ANNA,
    'GET',
    `/api/v2/natural-persons/${world.persons[ANNA]}/partnerships/engagements`,
  );
  expect(
    engagements.json<{ engagements: { partnership: { uid: string }; roles: string[] }[] }>().engagements,
  ).toContainEqual(
    expect.objectContaining({
      partnership: expect.objectContaining({ uid: partnership.uid }),
      roles: ['partner'],
    }),
  );
  // A completed registration does not change any more.
  expect((await fillPartnership(started.uid)).statusCode).toBe(409);
});

it('accepts only the internal-registry legal forms (spec §6)', async () => {
  const started = await draft('Robotik AG in Gründung');
  const response = await fillPartnership(started.uid, 'company_limited_by_shares');
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ name: 'ValidationError' });
});

it('refuses a person without partnership declarations (the kernel rule the menu uses)', async () => {
  const response = await world.call(LUCA, 'POST', '/api/v2/registrations', {
    payload: { name: 'Luca Verein' },
  });
  expect(response.statusCode).toBe(403);
  expect((await world.call(LUCA, 'GET', '/api/v2/registrations')).statusCode).toBe(403);
});

it("keeps a person's registrations to themselves", async () => {
  const started = await draft('Anna Verein');
  expect((await world.call(LUCA, 'GET', `/api/v2/registrations/${started.uid}`)).statusCode).toBe(403);
});

it('completes once under parallel confirmations', async () => {
  const started = await draft('Einfache Gesellschaft Parallel');
  await fillPartnership(started.uid, 'simple_partnership');
  const responses = await Promise.all(
    Array.from({ length: 5 }, () =>
      world.call(ANNA, 'POST', `/api/v2/registrations/${started.uid}/complete`),
    ),
  );
  expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
  const declaration = await world.db
    .selectFrom('partnership_declarations')
    .selectAll()
    .where('uid', '=', started.declarationUid)
    .executeTakeFirstOrThrow();
  const created = await world.db
    .selectFrom('partnerships')
    .select('uid')
    .where('uid', '=', declaration.partnership_uid!)
    .execute();
  expect(created).toHaveLength(1);
});
