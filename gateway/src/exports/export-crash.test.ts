/**
 * Issue 10 item 8: an export ticket and its statement file are made in one transaction, so a failure between
 * the steps (here: the file store refusing, injected as a database trigger) leaves no ticket stuck in `new`,
 * no file and no event behind.
 */
import { sql } from 'kysely';
import { personaApp } from '../../test/persona-app';
import { ANNA } from '../../test/personas';

const world = personaApp();

const exportTickets = () =>
  world.db
    .selectFrom('export_tickets')
    .select(['uid', 'status'])
    .where('person_uid', '=', world.persons[ANNA]!)
    .execute();
const exportEvents = () =>
  world.db.selectFrom('events').select('id').where('type', '=', 'exportTicket').execute();

it('a failure while storing the statement leaves nothing half-made', async () => {
  const ticketsBefore = await exportTickets();
  const eventsBefore = await exportEvents();
  await sql`create function refuse_statement_file() returns trigger language plpgsql as $$
    begin raise exception 'file store down (injected by the test)'; end $$`.execute(world.db);
  await sql`create trigger refuse_statement_file before insert on file_resources
    for each row execute function refuse_statement_file()`.execute(world.db);
  try {
    const response = await world.call(
      ANNA,
      'POST',
      `/api/natural-persons/${world.persons[ANNA]}/export-tickets`,
      {
        payload: {
          cashAccountUid: world.accounts['anna:Privatkonto'],
          from: '2026-10-01',
          to: '2026-10-31',
          format: 'csv',
        },
      },
    );
    expect(response.statusCode).toBe(500);
  } finally {
    await sql`drop trigger refuse_statement_file on file_resources`.execute(world.db);
    await sql`drop function refuse_statement_file()`.execute(world.db);
  }
  expect(await exportTickets()).toEqual(ticketsBefore);
  expect(await exportEvents()).toEqual(eventsBefore);

  // With the store back, the same request makes one active ticket.
  const retry = await world.call(ANNA, 'POST', `/api/natural-persons/${world.persons[ANNA]}/export-tickets`, {
    payload: {
      cashAccountUid: world.accounts['anna:Privatkonto'],
      from: '2026-10-01',
      to: '2026-10-31',
      format: 'csv',
    },
  });
  expect(retry.statusCode).toBe(201);
  expect(retry.json()).toMatchObject({ status: 'active' });
});
