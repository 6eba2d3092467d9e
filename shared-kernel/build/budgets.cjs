// Size budgets (issue 34, docs/performance.md "Budgets"): every production build measures its own JavaScript
// (gzip -9, what the servers send: the build precompresses at that level) and fails when a figure is above the
// app's budget in the repository's budgets.json. Three figures per app:
// - `totalJs`: every script the app emits (all its screens and lazy parts together);
// - `startJs`: what is fetched before any screen: the host's entry and its app chunk group; a remote's
//   remoteEntry.js;
// - `screenJs`: the largest of a remote's screens' own code (the chunk group of one exposed module: what opening
//   that screen fetches of the remote besides remoteEntry.js and the shared packages), named in the message.
// Each screen's whole JS in the browser (host, shared packages and remote together) has a budget of its own in
// budgets.json's `screens`, checked by the e2e suite (e2e/tests/shell/budgets.spec.ts) and measured per screen by
// `pnpm bench:bundle`.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const BUDGETS_FILE = 'budgets.json';
const FIGURES = ['totalJs', 'startJs', 'screenJs'];

/** The nearest budgets.json above `dirname` (the workspace root's). */
function findBudgetsFile(dirname) {
  for (let dir = dirname; ; dir = path.dirname(dir)) {
    const file = path.join(dir, BUDGETS_FILE);
    if (fs.existsSync(file)) return file;
    if (path.dirname(dir) === dir) return null;
  }
}

const kilobytes = (bytes) => Math.round(bytes / 102.4) / 10;

/** gzip -9 size of each emitted script (not its source map or its precompressed copies). */
function scriptSizes(compilation) {
  const sizes = new Map();
  for (const asset of compilation.getAssets()) {
    if (!asset.name.endsWith('.js')) continue;
    sizes.set(asset.name, zlib.gzipSync(asset.source.buffer(), { level: 9 }).length);
  }
  return sizes;
}

/** The figures of one build, in bytes; `screens` lists each exposed module's own code. */
function measure(compilation, kind) {
  const sizes = scriptSizes(compilation);
  const sum = (files) => [...new Set(files)].reduce((total, file) => total + (sizes.get(file) ?? 0), 0);
  const startFiles =
    kind === 'remote'
      ? ['remoteEntry.js']
      : [
          ...(compilation.entrypoints.get('main')?.getFiles() ?? []),
          ...(compilation.namedChunkGroups.get('app')?.getFiles() ?? []),
        ];
  const screens = [];
  if (kind === 'remote') {
    for (const [name, group] of compilation.namedChunkGroups) {
      if (!name.startsWith('__federation_expose_')) continue;
      screens.push({ name: name.slice('__federation_expose_'.length), bytes: sum(group.getFiles()) });
    }
  }
  screens.sort((a, b) => b.bytes - a.bytes);
  return {
    totalJs: sum([...sizes.keys()]),
    startJs: sum(startFiles),
    screenJs: screens[0]?.bytes ?? 0,
    screens,
  };
}

/** The refusals of one build against its budget (KB gzip), each one sentence. */
function overBudget(name, figures, budget) {
  const problems = [];
  for (const figure of FIGURES) {
    const limit = budget[figure];
    if (limit === undefined) continue;
    const measured = kilobytes(figures[figure]);
    if (measured > limit) {
      const which = figure === 'screenJs' ? ` (screen ${figures.screens[0].name})` : '';
      problems.push(
        `${name}: ${figure}${which} is ${measured} KB gzip, over its budget of ${limit} KB (budgets.json)`,
      );
    }
  }
  return problems;
}

/**
 * Fails a production build whose scripts are over the app's budget (budgets.json `apps[name]`), or that has no
 * budget. Prints the figures with KONTOR_SIZE_REPORT=1.
 */
class SizeBudgetPlugin {
  constructor({ name, kind, dirname }) {
    this.options = { name, kind, dirname };
  }
  apply(compiler) {
    const { Compilation, WebpackError } = compiler.webpack;
    const { name, kind, dirname } = this.options;
    compiler.hooks.thisCompilation.tap('SizeBudgetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SizeBudgetPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const file = findBudgetsFile(dirname);
          const budget = file ? JSON.parse(fs.readFileSync(file, 'utf8')).apps?.[name] : undefined;
          if (file) compilation.fileDependencies.add(file);
          const figures = measure(compilation, kind);
          if (process.env.KONTOR_SIZE_REPORT === '1') {
            const line = FIGURES.map((figure) => `${figure} ${kilobytes(figures[figure])} KB`).join(', ');
            console.log(`size ${name}: ${line}`);
            for (const screen of figures.screens)
              console.log(`  ${screen.name} ${kilobytes(screen.bytes)} KB`);
          }
          const problems = budget
            ? overBudget(name, figures, budget)
            : [`${name} has no size budget in ${file ?? BUDGETS_FILE} (apps.${name})`];
          for (const problem of problems) compilation.errors.push(new WebpackError(problem));
        },
      );
    });
  }
}

module.exports = { SizeBudgetPlugin, measure, overBudget, findBudgetsFile };
