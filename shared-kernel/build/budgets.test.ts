/** The size budgets of every production build (budgets.cjs) and the repository's budgets.json they read. */
import fs from 'node:fs';
import path from 'node:path';
import { findBudgetsFile, overBudget, type BuildFigures } from './budgets.cjs';

const KB = 1024;
const figures = (totalJs: number, startJs: number, screens: Array<[string, number]>): BuildFigures => ({
  totalJs: totalJs * KB,
  startJs: startJs * KB,
  screenJs: (screens[0]?.[1] ?? 0) * KB,
  screens: screens.map(([name, kilobytes]) => ({ name, bytes: kilobytes * KB })),
});

describe('overBudget', () => {
  it.each([
    ['all within', figures(80, 3.6, [['Dashboard', 25]]), { totalJs: 83, startJs: 4, screenJs: 27 }, []],
    [
      'exactly at the budget',
      figures(83, 4, [['Dashboard', 27]]),
      { totalJs: 83, startJs: 4, screenJs: 27 },
      [],
    ],
    [
      'a screen over',
      figures(80, 3.6, [['QualifiedSignature', 14.3]]),
      { totalJs: 83, startJs: 4, screenJs: 11 },
      ['app: screenJs (screen QualifiedSignature) is 14.3 KB gzip, over its budget of 11 KB (budgets.json)'],
    ],
    [
      'total and start over',
      figures(90, 4.5, []),
      { totalJs: 83, startJs: 4 },
      [
        'app: totalJs is 90 KB gzip, over its budget of 83 KB (budgets.json)',
        'app: startJs is 4.5 KB gzip, over its budget of 4 KB (budgets.json)',
      ],
    ],
    ['a figure without a budget is not checked', figures(900, 900, []), {}, []],
  ])('%s', (_case, measured, budget, expected) => {
    expect(overBudget('app', measured, budget)).toEqual(expected);
  });
});

describe("the repository's budgets.json", () => {
  const file = findBudgetsFile(__dirname);
  const budgets = JSON.parse(fs.readFileSync(file as string, 'utf8')) as {
    apps: Record<string, Record<string, number>>;
  };
  const root = path.dirname(file as string);
  const apps = [
    'host',
    ...fs
      .readdirSync(root)
      .filter((dir) => dir.startsWith('remote-'))
      .map((dir) => dir.slice('remote-'.length)),
  ];

  it('is found from a package folder: the workspace root', () => {
    expect(file).toBe(path.join(__dirname, '..', '..', 'budgets.json'));
  });

  it.each(apps)('budgets %s: its whole JS and its start, and a remote its largest screen', (app) => {
    expect(budgets.apps[app]?.totalJs).toBeGreaterThan(0);
    expect(budgets.apps[app]?.startJs).toBeGreaterThan(0);
    if (app !== 'host') expect(budgets.apps[app]?.screenJs).toBeGreaterThan(0);
  });
});
