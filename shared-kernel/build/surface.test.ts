/**
 * shared-kernel's semver follows its public surface (docs/remote-contract.md "A remote that needs a newer
 * kernel"), recorded with the version twice: the exported names of every entry point in public-surface.json,
 * and their types and signatures in api-report.md (build/api-report.cjs, API Extractor). A name added needs at
 * least a minor bump, a name removed a major bump; in the API report a declaration or a line added (a new
 * member, a new union member) at least a minor, a declaration or a line removed or changed (a field removed, a
 * parameter changed, a union narrowed) a major. Then record both with
 * `KONTOR_RECORD_SURFACE=1 pnpm exec jest build/surface` (in shared-kernel).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const RECORD = path.join(ROOT, 'public-surface.json');
const API_REPORT = path.join(ROOT, 'api-report.md');
const RECORDING = process.env.KONTOR_RECORD_SURFACE === '1';

interface ApiReport {
  version: string | undefined;
  declarations: Map<string, { exported: boolean; text: string }>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const apiReport = require('./api-report.cjs') as {
  parseReport: (markdown: string) => ApiReport;
  compareReports: (before: ApiReport, after: ApiReport) => { breaking: string[]; additions: string[] };
};

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

/** The file as committed (git HEAD), or null before its first commit. */
function committed(file: string): string | null {
  try {
    return execFileSync('git', ['show', `HEAD:shared-kernel/${file}`], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return null;
  }
}

describe('shared-kernel public surface and version', () => {
  const current = currentSurface();
  if (RECORDING) fs.writeFileSync(RECORD, `${JSON.stringify(current, null, 2)}\n`);
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
    const committedText = committed('public-surface.json');
    if (committedText === null) return; // Not committed yet: the first record.
    const then = names(JSON.parse(committedText) as Surface);
    const gained = [...now].filter((name) => !then.has(name));
    const lost = [...then].filter((name) => !now.has(name));
    const [major, minor] = parse(pkg.version);
    const [oldMajor, oldMinor] = parse((JSON.parse(committedText) as Surface).version);
    if (lost.length > 0) expect({ lost, majorBumped: major > oldMajor }).toEqual({ lost, majorBumped: true });
    else if (gained.length > 0)
      expect({ gained, bumped: major > oldMajor || (major === oldMajor && minor > oldMinor) }).toEqual({
        gained,
        bumped: true,
      });
  });
});

describe('shared-kernel API report (types and signatures) and version', () => {
  // A child process: the compilers run in plain node, not in the test environment (about 8 s of CPU).
  const currentText = execFileSync(process.execPath, [path.join(__dirname, 'api-report.cjs')], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (RECORDING) fs.writeFileSync(API_REPORT, currentText);
  const recordedText = fs.readFileSync(API_REPORT, 'utf8');
  const current = apiReport.parseReport(currentText);
  const recorded = apiReport.parseReport(recordedText);

  /** The changes from `before`, and the bump they need: major for a breaking one, else minor for an addition. */
  const changesSince = (before: ApiReport) => {
    const { breaking, additions } = apiReport.compareReports(before, current);
    const bump = breaking.length > 0 ? 'major' : additions.length > 0 ? 'minor' : 'none';
    return { bump, breaking, additions };
  };

  it('records the API of the current version (bump package.json, major for a breaking change; then record)', () => {
    expect({ version: recorded.version, ...changesSince(recorded) }).toEqual({
      version: pkg.version,
      bump: 'none',
      breaking: [],
      additions: [],
    });
  });

  it('is recorded as generated, word for word', () => {
    expect(currentText).toBe(recordedText);
  });

  it('bumps the major for a breaking change since the last commit, at least the minor for an addition', () => {
    // The current report against the committed one (git HEAD), so recording without a bump fails too.
    const committedText = committed('api-report.md');
    if (committedText === null) return; // Not committed yet: the first record.
    const then = apiReport.parseReport(committedText);
    const changes = changesSince(then);
    const [major, minor] = parse(pkg.version);
    const [oldMajor, oldMinor] = parse(then.version ?? '0.0.0');
    const bumped =
      changes.bump === 'major'
        ? major > oldMajor
        : changes.bump === 'minor'
          ? major > oldMajor || (major === oldMajor && minor > oldMinor)
          : true;
    expect({ from: then.version, to: pkg.version, ...changes, bumped }).toEqual({
      from: then.version,
      to: pkg.version,
      ...changes,
      bumped: true,
    });
  });
});
