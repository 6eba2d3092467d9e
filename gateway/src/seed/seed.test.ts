/** The persona seed: balances are the sum of bookings, IBANs are the bank's own, every IBAN is valid. */
import { sql } from 'kysely';
import { isInstitutionIban, isValidIban } from 'shared-kernel/domain';
import { personaApp } from '../../test/persona-app';

const world = personaApp();

describe('seed', () => {
  it('keeps every balance equal to the sum of booked transactions', async () => {
    const rows = await world.db
      .selectFrom('cash_accounts as a')
      .select(['a.uid', 'a.balance_value'])
      .select(
        sql<string>`(select coalesce(sum(case when t.direction = 'credit' then t.amount_value else -t.amount_value end), 0)
        from transactions t where t.cash_account_uid = a.uid and t.status = 'booked')`.as('booked_sum'),
      )
      .execute();
    expect(rows.length).toBe(11);
    for (const row of rows) expect(Number(row.booked_sum)).toBe(Number(row.balance_value));
  });

  it('gives every account an internal IBAN with a valid checksum', async () => {
    const ibans = await world.db.selectFrom('cash_accounts').select('iban').execute();
    for (const { iban } of ibans) expect(isInstitutionIban(iban) && isValidIban(iban)).toBe(true);
  });

  // DESIGN.md: IBANs with valid checksums, counterparties' and billers' too, wherever the seed writes one.
  it('writes only valid IBANs: every IBAN column and every iban field of a JSON column', async () => {
    const ibans = await seededIbans();
    expect(ibans.length).toBeGreaterThan(100);
    expect(ibans.filter(({ iban }) => !isValidIban(iban))).toEqual([]);
  });
});

/** Every value of a column named like iban, and of a key named like iban inside JSON columns, with where it was. */
async function seededIbans(): Promise<{ where: string; iban: string }[]> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = current_schema() and (column_name like '%iban%' or data_type in ('json', 'jsonb'))`.execute(
    world.db,
  );
  const found: { where: string; iban: string }[] = [];
  for (const { table_name: table, column_name: column, data_type: type } of columns) {
    const { rows } = await sql<{ value: unknown }>`
      select ${sql.ref(column)} as value from ${sql.table(table)} where ${sql.ref(column)} is not null`.execute(
      world.db,
    );
    const where = `${table}.${column}`;
    for (const { value } of rows) {
      if (type === 'json' || type === 'jsonb') ibansInJson(value, where, found);
      else found.push({ where, iban: String(value) });
    }
  }
  return found;
}

function ibansInJson(value: unknown, where: string, found: { where: string; iban: string }[]): void {
  if (Array.isArray(value)) value.forEach((item) => ibansInJson(item, where, found));
  else if (value && typeof value === 'object')
    for (const [key, field] of Object.entries(value)) {
      if (/iban/i.test(key) && typeof field === 'string')
        found.push({ where: `${where}.${key}`, iban: field });
      else ibansInJson(field, `${where}.${key}`, found);
    }
}
