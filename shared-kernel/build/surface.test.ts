/**
 * shared-kernel's semver follows its public surface (docs/remote-contract.md "A remote that needs a newer
 * kernel"): the exported names of every entry point are recorded with the version in public-surface.json.
 * A name added needs at least a minor bump, a name removed a major bump; then record the new surface with
 * `KONTOR_RECORD_SURFACE=1 pnpm exec jest build/surface` (in shared-kernel).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const RECORD = path.join(ROOT, 'public-surface.json');

interface Surface {
  version: string;
  entries: Record<string, string[]>;
}

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  version: string;
  exports: Record<string, string>;
};

/** The exported names of every JavaScript entry point of package.json "exports". */
function currentSurface(): Surface {
  const entries: Record<string, string[]> = {};
  for (const [entry, target] of Object.entries(pkg.exports)) {
    if (entry.includes('*') || !/\.(ts|tsx|cjs)$/.test(target)) continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loaded = require(path.join(ROOT, target)) as Record<string, unknown>;
    entries[entry] = Object.keys(loaded)
      .filter((name) => name !== '__esModule' && name !== 'default')
      .sort();
  }
  return { version: pkg.version, entries };
}

const parse = (version: string) => version.split('.').map(Number) as [number, number, number];

describe('shared-kernel public surface and version', () => {
  const current = currentSurface();
  if (process.env.KONTOR_RECORD_SURFACE === '1')
    fs.writeFileSync(RECORD, `${JSON.stringify(current, null, 2)}\n`);
  const recorded = JSON.parse(fs.readFileSync(RECORD, 'utf8')) as Surface;

  const names = (surface: Surface) =>
    new Set(
      Object.entries(surface.entries).flatMap(([entry, list]) => list.map((name) => `${entry}#${name}`)),
    );
  const before = names(recorded);
  const now = names(current);
  const added = [...now].filter((name) => !before.has(name));
  const removed = [...before].filter((name) => !now.has(name));

  it('records the surface of the current version (bump package.json, then record)', () => {
    expect({ version: recorded.version, added, removed }).toEqual({
      version: pkg.version,
      added: [],
      removed: [],
    });
  });

  it('is a semver version', () => {
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('bumps at least the minor for a name added since the last commit, the major for one removed', () => {
    // The recorded surface against the committed one (git HEAD), so recording without a bump fails too.
    let committedText: string;
    try {
      committedText = execFileSync('git', ['show', 'HEAD:shared-kernel/public-surface.json'], {
        cwd: ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch {
      return; // Not committed yet: the first record.
    }
    const committed = JSON.parse(committedText) as Surface;
    const then = names(committed);
    const gained = [...now].filter((name) => !then.has(name));
    const lost = [...then].filter((name) => !now.has(name));
    const [major, minor] = parse(pkg.version);
    const [oldMajor, oldMinor] = parse(committed.version);
    if (lost.length > 0) expect({ lost, majorBumped: major > oldMajor }).toEqual({ lost, majorBumped: true });
    else if (gained.length > 0)
      expect({ gained, bumped: major > oldMajor || (major === oldMajor && minor > oldMinor) }).toEqual({
        gained,
        bumped: true,
      });
  });
});
