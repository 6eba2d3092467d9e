/**
 * shared-kernel's API report: the types and signatures of every entry point of package.json "exports", so that
 * a removed field, a changed parameter or a narrowed union shows as a changed line (surface.test.ts compares it
 * with the recorded shared-kernel/api-report.md and asks for the version bump; docs/remote-contract.md).
 *
 * API Extractor reads declaration files only, and the kernel exports its .ts sources: the workspace's own
 * TypeScript (the compiler the apps build with) first writes the declarations of the entry points, and of what
 * they reach, into a temporary folder; API Extractor then reports each entry from there, with the declarations
 * an export refers to without exporting them (a field's type) included, so a change inside those shows too.
 *
 * `node build/api-report.cjs` prints the report (markdown). Each declaration is printed once, under the entries
 * that export it (or else those that refer to it); comments are left out but for `// @deprecated`; the members of
 * a union type alias are sorted, one a line, so a member added is a line added and a member removed a line gone.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { parseReport, compareReports } = require('./api-report-compare.cjs');
const { DECLARATION, byName } = require('./api-report-text.cjs');

const ROOT = path.join(__dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const EXTRACTOR_VERSION = JSON.parse(
  fs.readFileSync(require.resolve('@microsoft/api-extractor/package.json'), 'utf8'),
).version;

/**
 * The TypeScript entries, in package.json order: [entry, target]. The build helpers (`./build/webpack`,
 * `./build/shared`) are plain CommonJS without declared types, read by the apps' webpack configs: their names
 * are recorded in public-surface.json, their inferred types would say nothing.
 */
const typedEntries = () =>
  Object.entries(pkg.exports).filter(([entry, target]) => !entry.includes('*') && /\.tsx?$/.test(target));

/** Writes the declarations of the entry points (and what they import) under `outDir`; throws on an error. */
function emitDeclarations(outDir) {
  // Required here, not on top: the test that compares two reports does not load the compilers.
  const ts = require('typescript');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const options = {
    ...parsed.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    allowJs: false,
    outDir,
    rootDir: ROOT,
    // Declarations without a full type check (the typecheck step does that): half the time, the same files.
    noCheck: true,
  };
  const program = ts.createProgram(
    typedEntries().map(([, target]) => path.join(ROOT, target)),
    options,
  );
  const result = program.emit(undefined, undefined, undefined, true);
  const errors = result.diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error);
  // A JSON module among the sources (i18n's startTexts.json) counts as skipped when only declarations are emitted;
  // a declaration that is missing fails below, where the report reads them.
  if (errors.length > 0)
    throw new Error(
      ts.formatDiagnostics(errors, {
        getCanonicalFileName: (name) => name,
        getCurrentDirectory: () => ROOT,
        getNewLine: () => '\n',
      }),
    );
}

/** The declaration file TypeScript wrote for an entry's target. */
const declarationOf = (outDir, target) => path.join(outDir, target.replace(/\.tsx?$/, '.d.ts'));

/** API Extractor's report of every entry, as its text: { entry: text }. */
function extractReports(outDir) {
  const { CompilerState, Extractor, ExtractorConfig } = require('@microsoft/api-extractor');
  const entries = typedEntries();
  const files = entries.map(([, target]) => declarationOf(outDir, target));
  let compilerState;
  const reports = {};
  for (const [index, [entry]] of entries.entries()) {
    const reportFileName = `entry-${index}.api.md`;
    const config = ExtractorConfig.prepare({
      configObject: {
        projectFolder: ROOT,
        newlineKind: 'lf',
        mainEntryPointFilePath: files[index],
        compiler: {
          overrideTsconfig: {
            compilerOptions: {
              strict: true,
              target: 'ES2022',
              module: 'ESNext',
              moduleResolution: 'Bundler',
              jsx: 'react-jsx',
              lib: ['ES2023', 'DOM', 'DOM.Iterable'],
              types: ['node', 'jest'],
              skipLibCheck: true,
            },
            files,
          },
        },
        apiReport: {
          enabled: true,
          reportFileName,
          reportFolder: outDir,
          reportTempFolder: outDir,
          includeForgottenExports: true,
        },
        docModel: { enabled: false },
        dtsRollup: { enabled: false },
        tsdocMetadata: { enabled: false },
        messages: {
          compilerMessageReporting: { default: { logLevel: 'none', addToApiReportFile: false } },
          extractorMessageReporting: { default: { logLevel: 'none', addToApiReportFile: false } },
          tsdocMessageReporting: { default: { logLevel: 'none', addToApiReportFile: false } },
        },
      },
      configObjectFullPath: undefined, // every path above is absolute
      packageJsonFullPath: path.join(ROOT, 'package.json'),
    });
    // One compiler for all entries: the declarations are read once (a few seconds instead of one per entry).
    compilerState ??= CompilerState.create(config, { additionalEntryPoints: files });
    // Its messages stay out: the imports of packages are unresolved in the temporary folder, as they may be.
    Extractor.invoke(config, { localBuild: true, compilerState, messageCallback: (m) => (m.handled = true) });
    reports[entry] = fs.readFileSync(path.join(outDir, reportFileName), 'utf8');
  }
  return reports;
}

/** `text` cut at each `separator` that stands outside brackets and quotes (at the top level of a type). */
function topLevelSplit(text, separator) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if ('([{<'.includes(char)) depth += 1;
    else if (')]}'.includes(char) || (char === '>' && text[i - 1] !== '=')) depth -= 1;
    else if (depth === 0 && text.startsWith(separator, i)) {
      parts.push(text.slice(start, i).trim());
      start = i + separator.length;
      i += separator.length - 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

/** `type X = 'b' | 'a';` as `type X =` and its members sorted, one a line (a union's order means nothing). */
function unionOneMemberALine(line) {
  const alias = /^(\s*(?:export )?type [\w$]+(?:<.*>)? =) (.*);$/.exec(line);
  if (!alias) return [line];
  const members = topLevelSplit(alias[2], ' | ').filter(Boolean);
  // A conditional type (`A extends B ? C | D : E`) is no union at the top: left as it is.
  if (members.length < 2 || topLevelSplit(alias[2], ' ? ').length > 1) return [line];
  const indent = /^\s*/.exec(line)[0];
  return [alias[1], ...members.sort().map((member) => `${indent}    | ${member}`)];
}

/** How many brackets a line leaves open (negative: closes), counted outside of quotes. */
const depthChange = (line) => {
  let change = 0;
  let quote = null;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if ('({['.includes(char)) change += 1;
    else if (')}]'.includes(char)) change -= 1;
  }
  return change;
};

/**
 * One entry's report as its declarations: Map name → { exported, lines }. `exported` is false for a declaration
 * the entry refers to without exporting it. Re-exports of other packages read `export { X } from 'package';`.
 */
function declarationsOf(report) {
  const body = /```ts\n([\s\S]*)```/.exec(report);
  if (!body) throw new Error(`not an API Extractor report:\n${report.slice(0, 500)}`);
  const imports = new Map(); // local name → { name, from }
  const blocks = [];
  let block = [];
  let depth = 0;
  let inDocComment = false;
  for (const line of body[1].split('\n')) {
    const imported = /^import (?:type )?\{ ([\w$]+)(?: as ([\w$]+))? \} from '([^']+)';$/.exec(line);
    if (imported) {
      imports.set(imported[2] ?? imported[1], { name: imported[1], from: imported[3] });
      continue;
    }
    if (/^(import |\/\/\/ <reference )/.test(line)) continue;
    // Comments: API Extractor's own (`// @public (undocumented)`), and doc comments inside a type literal.
    const comment = inDocComment || /^\s*(\/\/|\/\*)/.test(line);
    if (comment) {
      if (/@deprecated\b/.test(line)) block.push(`${/^\s*/.exec(line)[0]}// @deprecated`);
      if (/^\s*\/\*/.test(line)) inDocComment = true;
      if (inDocComment && line.includes('*/')) inDocComment = false;
      continue;
    }
    if (line.trim() === '' && depth === 0) {
      if (block.length > 0) blocks.push(block);
      block = [];
      continue;
    }
    if (line.trim() === '') continue;
    depth += depthChange(line);
    block.push(...unionOneMemberALine(line));
  }
  if (block.length > 0) blocks.push(block);

  const aliases = new Map(); // local name → exported name
  const declarations = new Map();
  const add = (name, exported, lines) => {
    const known = declarations.get(name);
    if (known) known.lines.push(...lines);
    else declarations.set(name, { exported, lines });
  };
  for (const block of blocks) {
    // `export { X }` closes a block: a re-export of an import, or the export of a declaration renamed for the report.
    const lines = block.filter((line) => {
      const reexport = /^export \{ ([\w$]+)(?: as ([\w$]+))? \}$/.exec(line);
      if (!reexport) return true;
      const [, local, name = local] = reexport;
      const external = imports.get(local);
      if (!external) aliases.set(local, name);
      else {
        const named = external.name === name ? name : `${external.name} as ${name}`;
        add(name, true, [`export { ${named} } from '${external.from}';`]);
      }
      return false;
    });
    if (lines.length === 0 || lines.every((line) => line.trimStart().startsWith('//'))) continue;
    const declared = lines.find((line) => !line.startsWith('//'));
    const match = DECLARATION.exec(declared ?? '');
    if (!match) throw new Error(`cannot name this declaration:\n${lines.join('\n')}`);
    add(
      match[2],
      Boolean(match[1]),
      lines.map((line) => line.replace(/^export /, '')),
    );
  }
  // A declaration renamed for the report (`Navigation_2`, exported as `Navigation`) is listed by its export.
  for (const [local, name] of aliases) {
    const declaration = declarations.get(local);
    if (!declaration) throw new Error(`export { ${local} as ${name} } of no declaration`);
    declarations.delete(local);
    add(name, true, declaration.lines);
  }
  return declarations;
}

const quoted = (list) => list.map((entry) => `\`${entry}\``).join(', ');

/**
 * The report as markdown: each declaration once (the root `.` re-exports five rooms), under the entries that
 * export it, or else under those that refer to it; sorted by name, one blank line between two.
 */
function render(version, reports) {
  const entries = typedEntries().map(([entry]) => entry);
  const distinct = new Map(); // name + text → { name, text, exportedBy, referencedBy }
  for (const entry of entries) {
    for (const [name, { exported, lines }] of declarationsOf(reports[entry])) {
      const text = lines.join('\n');
      const key = `${name}\n${text}`;
      if (!distinct.has(key)) distinct.set(key, { name, text, exportedBy: [], referencedBy: [] });
      distinct.get(key)[exported ? 'exportedBy' : 'referencedBy'].push(entry);
    }
  }
  const groups = new Map(); // heading → { order, declarations }
  for (const declaration of distinct.values()) {
    const { exportedBy, referencedBy } = declaration;
    // Another entry's view of an exported declaration says nothing more: it is recorded where it is exported.
    const exported = exportedBy.length > 0;
    const by = exported ? exportedBy : referencedBy;
    const heading = `${exported ? 'exported from' : 'referenced by'} ${quoted(by)}`;
    const order = [exported ? 0 : 1, ...by.map((entry) => entries.indexOf(entry))];
    if (!groups.has(heading)) groups.set(heading, { order, declarations: [] });
    groups.get(heading).declarations.push(declaration);
  }
  const byOrder = (a, b) => {
    for (let i = 0; i < Math.min(a.length, b.length); i += 1) if (a[i] !== b[i]) return a[i] - b[i];
    return a.length - b.length;
  };
  const sections = [...groups]
    .sort(([, a], [, b]) => byOrder(a.order, b.order))
    .map(([heading, { declarations }]) => {
      const texts = declarations.sort((a, b) => byName(a.name, b.name)).map(({ text }) => text);
      return `## ${heading}\n\n\`\`\`text\n${texts.join('\n\n')}\n\`\`\`\n`;
    });
  return [
    `# shared-kernel API report\n`,
    `version: ${version}\n`,
    'The types and signatures of every TypeScript entry point of package.json "exports", as API Extractor ' +
      `${EXTRACTOR_VERSION} reports them (shared-kernel/build/api-report.cjs): each declaration under the entries ` +
      'that export it, or else under those whose exports refer to it. Generated, do not edit: bump the version as ' +
      'docs/remote-contract.md says, then record it in shared-kernel with ' +
      '`KONTOR_RECORD_SURFACE=1 pnpm exec jest build/surface`.\n',
    ...sections,
  ].join('\n');
}

/** The current report of the sources, as markdown. */
function currentReport() {
  // Not under node_modules: API Extractor takes a declaration there for another package's. Imports of packages
  // stay unresolved there, which changes nothing: the report prints declarations as written, naming the imports.
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-api-report-'));
  try {
    emitDeclarations(outDir);
    return render(pkg.version, extractReports(outDir));
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

module.exports = { currentReport, declarationsOf, parseReport, compareReports };

if (require.main === module) process.stdout.write(currentReport());
