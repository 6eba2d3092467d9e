import { MIGRATIONS } from '.';

describe('the migration registry', () => {
  it('keeps the released migrations under their recorded names (a deployed database must still migrate)', () => {
    expect(MIGRATIONS.slice(0, 3).map((entry) => entry.name)).toEqual([
      '0_platform/0001_platform_auth_and_events',
      '1_domain/2026_11_21_100_domain_core',
      '1_domain/2026_11_21_200_prospective_clients',
    ]);
  });

  it('lists them in the order Kysely runs them (by name), each name once', () => {
    const names = MIGRATIONS.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(names);
  });

  it('names later migrations `1_domain/<yyyy_mm_dd>_<nnn>_<resource>_...` with the resource that owns them', () => {
    for (const entry of MIGRATIONS.slice(3)) {
      expect(entry.name).toMatch(/^1_domain\/\d{4}_\d{2}_\d{2}_\d{3}_[a-z]+_[a-z0-9_]+$/);
      expect(entry.name.split('/')[1]!.split('_')[4]).toBe(entry.resource);
    }
  });
});
