/**
 * Texts by screen (issue 34): the page start loads START_TEXTS, a remote's screens their descriptor's `texts`
 * (texts.cjs). Every text a package's code or descriptor names must be in one of the two for the screens that name
 * it, else it would show as its raw key: these tests read every package's catalogue, descriptor and source.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { START_TEXTS, cataloguePrefixes, covered, readCatalogue, remoteTexts } from './texts.cjs';

const ROOT = path.resolve(__dirname, '..', '..');
const REMOTES = fs
  .readdirSync(ROOT)
  .filter((name) => name.startsWith('remote-') && fs.existsSync(path.join(ROOT, name, 'descriptor.json')));
const STARTERS = ['host', 'shared-kernel'];

/** Every prefix (two levels) some package's catalogue has: a name in code under one of them is a text key. */
const TEXT_PREFIXES = new Set(
  [...STARTERS, ...REMOTES].flatMap((pkg) => cataloguePrefixes(readCatalogue(path.join(ROOT, pkg)))),
);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The code without its comments (which name keys to explain them). */
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

/** The text keys (or their static heads: `app.payments.${code}`) a package's code names, by file. */
function keysNamed(pkg: string): Array<{ file: string; key: string }> {
  return sourceFiles(path.join(ROOT, pkg, 'src')).flatMap((file) =>
    [
      ...withoutComments(fs.readFileSync(file, 'utf8')).matchAll(
        /['"`]((?:webapp|app|dict|team)(?:\.[A-Za-z0-9_]+)+)/g,
      ),
    ]
      .map((match) => match[1]!)
      .filter((key) => TEXT_PREFIXES.has(key.split('.').slice(0, 2).join('.')))
      .map((key) => ({ file: path.relative(ROOT, file), key })),
  );
}

describe('the texts each screen loads', () => {
  it('has the shell’s and the shared kernel’s whole catalogues in the page start', () => {
    const left = STARTERS.flatMap((pkg) =>
      cataloguePrefixes(readCatalogue(path.join(ROOT, pkg))).filter(
        (prefix) => !covered(START_TEXTS, prefix),
      ),
    );
    expect(left).toEqual([]);
  });

  it('has every title and label a descriptor names in the page start (the menu, the failure notices)', () => {
    const left = REMOTES.flatMap((remote) => {
      const descriptor = JSON.parse(fs.readFileSync(path.join(ROOT, remote, 'descriptor.json'), 'utf8')) as {
        routes: { titleKey: string }[];
        menu: { labelKey: string; alternateLabel?: { labelKey: string } }[];
        overlays?: { titleKey: string }[];
      };
      return [
        ...descriptor.routes.map((route) => route.titleKey),
        ...descriptor.menu.flatMap((item) => [item.labelKey, item.alternateLabel?.labelKey ?? item.labelKey]),
        ...(descriptor.overlays ?? []).map((overlay) => overlay.titleKey),
      ]
        .filter((key) => !covered(START_TEXTS, key))
        .map((key) => `${remote}: ${key}`);
    });
    expect(left).toEqual([]);
  });

  it('has every text the shell’s and the shared kernel’s code names in the page start', () => {
    const left = STARTERS.flatMap(keysNamed)
      .filter(({ key }) => !covered(START_TEXTS, key))
      .map(({ file, key }) => `${file}: ${key}`);
    expect(left).toEqual([]);
  });

  it.each(REMOTES)('has every text %s’s code names in the page start or in its own texts', (remote) => {
    const own = remoteTexts(path.join(ROOT, remote));
    const left = keysNamed(remote)
      .filter(({ key }) => !covered([...START_TEXTS, ...own], key))
      .map(({ file, key }) => `${file}: ${key}`);
    expect(left).toEqual([]);
  });

  it('gives a remote the prefixes of its catalogue that the page start does not load', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'texts-'));
    fs.mkdirSync(path.join(dir, 'catalogues'));
    fs.writeFileSync(
      path.join(dir, 'catalogues', 'en.json'),
      JSON.stringify({
        webapp: { title: { a: 'A' }, nav: { a: 'A' }, cards: { x: 'X' } },
        app: { onboarding: { y: 'Y' }, error: { z: 'Z' } },
      }),
    );
    expect(remoteTexts(dir)).toEqual(['app.onboarding', 'webapp.cards']);
    fs.rmSync(dir, { recursive: true });
  });
});
