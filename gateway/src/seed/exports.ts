/** Seed: export tickets. */
import { createHash } from 'node:crypto';
import { storeStatementFile } from '../exports/statement-file';
import type { Language } from '../http/context';
import { addDays } from './random';
import { people, type SeedWorld } from './world';

/** Uids derived from another uid: the file of a seeded ticket needs uids without drawing on the seed's stream. */
function derivedUids(from: string): () => string {
  let count = 0;
  return () => {
    const hex = createHash('sha1')
      .update(`${from}:${(count += 1)}`)
      .digest('hex')
      .slice(0, 32)
      .split('');
    hex[12] = '5';
    hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };
}

/**
 * A statement Anna already downloaded (spec §4: used tickets stay listed), with its file: listed as
 * downloadable, it must download. Written in her profile's language, as the export route would have.
 */
export async function seedAnnasExportTicket(world: SeedWorld): Promise<void> {
  const { db, rng, anchorDay, createdAt, accounts } = world;
  const { anna } = people(world);
  const ticket = await db
    .insertInto('export_tickets')
    .values({
      uid: rng.uuid(),
      person_uid: anna,
      cash_account_uid: accounts.annaPrivate!,
      format: 'csv',
      period_from: addDays(anchorDay, -120),
      period_to: addDays(anchorDay, -90),
      status: 'used',
      created_at: createdAt(89),
      updated_at: createdAt(89),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const { language } = await db
    .selectFrom('natural_persons')
    .select('language')
    .where('uid', '=', anna)
    .executeTakeFirstOrThrow();
  const fileUid = await storeStatementFile(db, ticket, {
    language: language as Language,
    createdAt: new Date(createdAt(89)),
    newUid: derivedUids(ticket.uid),
  });
  await db
    .updateTable('export_tickets')
    .set({ file_resource_uid: fileUid })
    .where('uid', '=', ticket.uid)
    .execute();
}
