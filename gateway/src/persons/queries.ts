/** Person reads the persons routes share. */
import type { KontorExecutor } from '../db/database';
import { notFound } from '../http/errors';

export async function loadPerson(db: KontorExecutor, uid: string) {
  const person = await db.selectFrom('natural_persons').selectAll().where('uid', '=', uid).executeTakeFirst();
  if (!person) throw notFound('natural_person_not_found');
  return person;
}
