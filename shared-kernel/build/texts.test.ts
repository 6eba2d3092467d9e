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

/** Every text of a catalogue, by its dotted key. */
function catalogueKeys(catalogue: object, head = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]: [string, unknown]) =>
    value && typeof value === 'object' ? catalogueKeys(value, `${head}${key}.`) : [`${head}${key}`],
  );
}

/**
 * The shell's and the kernel's texts that only some screens show, which those screens load themselves (beside
 * START_TEXTS): by the files that name them (a folder ends in `/`), the texts, and where they are loaded.
 * - The debug pages' own texts: each debug route loads them before its page (host/src/app/hostRoutes.tsx,
 *   DEBUG_TEXTS), only the menu's titles are in the page start.
 * - The payment form's error keys and form schema name the payments remote's texts: only that remote's screens
 *   call them (`symbols`: no other front-end package names them), and its descriptor's texts hold them.
 */
const SCREEN_TEXTS: Array<
  { files: string; texts: string[] } | { files: string; remote: string; symbols: string[] }
> = [
  { files: 'host/src/debug/', texts: ['webapp.debug'] },
  { files: 'shared-kernel/src/api/errors.ts', remote: 'remote-payments', symbols: ['paymentErrorKeyOf'] },
  {
    files: 'shared-kernel/src/domain/payments/schema.ts',
    remote: 'remote-payments',
    symbols: ['paymentOrderFormSchema'],
  },
];

/** Where a file's texts come from: the page start's, and those its screens load themselves (SCREEN_TEXTS). */
function loadedFor(file: string): string[] {
  const own = SCREEN_TEXTS.filter(({ files }) =>
    files.endsWith('/') ? file.startsWith(files) : file === files,
  );
  return [
    ...START_TEXTS,
    ...own.flatMap((entry) => ('texts' in entry ? entry.texts : remoteTexts(path.join(ROOT, entry.remote)))),
  ];
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
  it('has the shell’s and the shared kernel’s whole catalogues in the page start, but the debug pages’ own', () => {
    // The debug pages' texts are in the kernel's catalogue (the kit's pages show its widgets).
    const debugTexts = SCREEN_TEXTS.flatMap((entry) => ('texts' in entry ? entry.texts : []));
    const left = STARTERS.flatMap((pkg) =>
      catalogueKeys(readCatalogue(path.join(ROOT, pkg))).filter(
        (key) => !covered([...START_TEXTS, ...debugTexts], key),
      ),
    );
    expect(left).toEqual([]);
  });

  it('names in the page start only a few texts of a remote’s catalogue beside the shell’s and the kernel’s', () => {
    // A name the page start asks for reaches into a remote's catalogue only for the menu's labels, the route
    // titles and the shell's own keys: the payments remote's form texts stay with its screens.
    expect(START_TEXTS).not.toContain('webapp.payments');
    expect(START_TEXTS).not.toContain('app.payments');
    expect(remoteTexts(path.join(ROOT, 'remote-payments'))).toEqual(
      expect.arrayContaining(['app.payments', 'webapp.payments']),
    );
  });

  it('calls the kernel’s functions that name a remote’s texts only from that remote', () => {
    const others = [...STARTERS, ...REMOTES];
    const left = SCREEN_TEXTS.flatMap((entry) =>
      'symbols' in entry
        ? others
            .filter((pkg) => pkg !== entry.remote)
            .flatMap((pkg) =>
              sourceFiles(path.join(ROOT, pkg, 'src'))
                .filter((file) => path.relative(ROOT, file) !== entry.files)
                .flatMap((file) => {
                  const code = withoutComments(fs.readFileSync(file, 'utf8'));
                  return entry.symbols
                    .filter((symbol) => new RegExp(`\\b${symbol}\\b`).test(code))
                    .map((symbol) => `${path.relative(ROOT, file)}: ${symbol}`);
                }),
            )
        : [],
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

  it('has every text the shell’s and the shared kernel’s code names in the page start or its screens’ own', () => {
    const left = STARTERS.flatMap(keysNamed)
      .filter(({ file, key }) => !covered(loadedFor(file), key))
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
