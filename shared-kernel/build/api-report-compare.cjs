/**
 * Comparing two API reports (api-report.cjs makes them): which declarations were added, which lost or changed a
 * line (breaking), and so which version bump the change needs (surface.test.ts, docs/remote-contract.md).
 */
const { DECLARATION, byName } = require('./api-report-text.cjs');

/** The name a declaration of the report is listed under. */
function nameOf(text) {
  const declared = text.split('\n').find((line) => !line.startsWith('//')) ?? '';
  const reexport = /^export \{ (?:[\w$]+ as )?([\w$]+) \} from /.exec(declared);
  const match = reexport ?? DECLARATION.exec(declared);
  if (!match) throw new Error(`cannot name this declaration:\n${text}`);
  return match[match.length - 1];
}

/**
 * A report (markdown) as { version, declarations }: Map `${entry} ${name}` → { exported, text }, the entry's
 * view of the declaration; `exported` is false for one it refers to without exporting it.
 */
function parseReport(markdown) {
  const version = /^version: (\S+)$/m.exec(markdown)?.[1];
  const declarations = new Map();
  for (const section of markdown.split(/^## /m).slice(1)) {
    const where = section.slice(0, section.indexOf('\n'));
    const entriesAfter = (words) =>
      [
        ...(new RegExp(`${words} ((?:\`[^\`]+\`(?:, )?)+)`).exec(where)?.[1] ?? '').matchAll(/`([^`]+)`/g),
      ].map((match) => match[1]);
    const body = /```text\n([\s\S]*?)\n```/.exec(section);
    if (!body) throw new Error(`a section without declarations: ## ${where}`);
    for (const text of body[1].split('\n\n')) {
      const name = nameOf(text);
      for (const entry of entriesAfter('exported from'))
        declarations.set(`${entry} ${name}`, { exported: true, text });
      for (const entry of entriesAfter('referenced by'))
        declarations.set(`${entry} ${name}`, { exported: false, text });
    }
  }
  return { version, declarations };
}

/** The lines of `before` and of `after` outside their longest common subsequence: { lost, gained }. */
function lineChanges(before, after) {
  const a = before.split('\n');
  const b = after.split('\n');
  const common = Array.from({ length: a.length + 1 }, () => new Array(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1)
      common[i][j] = a[i] === b[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1]);
  const lost = [];
  const gained = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i += 1;
      j += 1;
    } else if (j < b.length && (i === a.length || common[i][j + 1] >= common[i + 1][j])) gained.push(b[j++]);
    else lost.push(a[i++]);
  }
  return { lost, gained };
}

/**
 * What changed from one parsed report to another, per declaration of each entry, conservatively:
 * `breaking` (needs a major) is a declaration gone or no longer exported, or a line of its text removed or
 * changed (a field removed or renamed, a parameter or return type changed, a union member removed);
 * `additions` (need a minor) are declarations, exports and lines added (a new export, a new member, a new union
 * member). Each change reads `Name: what (entries)`, one line for all the entries it concerns.
 */
function compareReports(before, after) {
  const changes = new Map(); // `${breaking}\n${name}: ${what}` → entries
  const note = (breaking, key, what, exported) => {
    const [entry, name] = key.split(' ');
    const id = `${breaking ? 'B' : 'A'}\n${name}: ${what}`;
    if (!changes.has(id)) changes.set(id, []);
    changes.get(id).push(exported ? entry : `${entry} (referenced)`);
  };
  const show = (lines) =>
    [
      ...lines.slice(0, 5).map((line) => JSON.stringify(line.trim())),
      ...(lines.length > 5 ? [`${lines.length - 5} more`] : []),
    ].join(', ');
  for (const [key, old] of before.declarations) {
    const now = after.declarations.get(key);
    if (!now) note(true, key, 'removed', old.exported);
    else {
      if (old.exported && !now.exported) note(true, key, 'no longer exported', false);
      if (!old.exported && now.exported) note(false, key, 'now exported', true);
      const { lost, gained } = lineChanges(old.text, now.text);
      if (lost.length > 0)
        note(
          true,
          key,
          `changed: lost ${show(lost)}${gained.length > 0 ? `, now ${show(gained)}` : ''}`,
          now.exported,
        );
      else if (gained.length > 0) note(false, key, `grew: ${show(gained)}`, now.exported);
    }
  }
  for (const [key, now] of after.declarations)
    if (!before.declarations.has(key)) note(false, key, 'added', now.exported);
  const listed = (kind) =>
    [...changes]
      .filter(([id]) => id.startsWith(`${kind}\n`))
      .map(([id, entries]) => `${id.slice(2)} (${entries.join(', ')})`)
      .sort(byName);
  return { breaking: listed('B'), additions: listed('A') };
}

module.exports = { nameOf, parseReport, lineChanges, compareReports };
