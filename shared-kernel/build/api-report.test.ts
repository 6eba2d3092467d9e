/**
 * The rule surface.test.ts applies to the API report: what counts as breaking (a major) and what as an addition
 * (a minor), on small reports; and how an API Extractor report is read. The real report is made there.
 */
interface ApiReport {
  version: string | undefined;
  declarations: Map<string, { exported: boolean; text: string }>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compareReports, declarationsOf, parseReport } = require('./api-report.cjs') as {
  declarationsOf: (report: string) => Map<string, { exported: boolean; lines: string[] }>;
  parseReport: (markdown: string) => ApiReport;
  compareReports: (before: ApiReport, after: ApiReport) => { breaking: string[]; additions: string[] };
};

const FENCE = '```';

/** A report as the test records it: sections of declarations by the entries that export them. */
const report = (sections: Record<string, string[]>) =>
  parseReport(
    [
      '# shared-kernel API report\n',
      'version: 1.0.0\n',
      ...Object.entries(sections).map(
        ([heading, texts]) => `## ${heading}\n\n${FENCE}text\n${texts.join('\n\n')}\n${FENCE}\n`,
      ),
    ].join('\n'),
  );

const SNAPSHOT = `interface SessionSnapshot {
    amountVisible: boolean;
    theme: 'dark' | 'light';
}`;
const RULE_NAME = `type RuleName =
    | 'showCards'
    | 'showTeamSpace'`;
const FORMAT = 'function formatAmount(amount: Amount, locale: string): string;';
const BEFORE = report({
  'exported from `.`, `./domain`': [FORMAT, RULE_NAME, SNAPSHOT],
  'referenced by `./domain`': ['type Amount = number;'],
});
const changesTo = (sections: Record<string, string[]>) => compareReports(BEFORE, report(sections));

describe('compareReports', () => {
  it.each([
    [
      'a field removed',
      [FORMAT, RULE_NAME, SNAPSHOT.replace('    amountVisible: boolean;\n', '')],
      ['SessionSnapshot: changed: lost "amountVisible: boolean;" (., ./domain)'],
    ],
    [
      'a field renamed',
      [FORMAT, RULE_NAME, SNAPSHOT.replace('amountVisible', 'amountsVisible')],
      [
        'SessionSnapshot: changed: lost "amountVisible: boolean;", now "amountsVisible: boolean;" (., ./domain)',
      ],
    ],
    [
      'a field made optional',
      [FORMAT, RULE_NAME, SNAPSHOT.replace('amountVisible:', 'amountVisible?:')],
      [
        'SessionSnapshot: changed: lost "amountVisible: boolean;", now "amountVisible?: boolean;" (., ./domain)',
      ],
    ],
    [
      'an inline union narrowed',
      [FORMAT, RULE_NAME, SNAPSHOT.replace(" | 'light'", '')],
      [`SessionSnapshot: changed: lost "theme: 'dark' | 'light';", now "theme: 'dark';" (., ./domain)`],
    ],
    [
      'a member of a union alias removed',
      [FORMAT, "type RuleName =\n    | 'showCards'", SNAPSHOT],
      [`RuleName: changed: lost "| 'showTeamSpace'" (., ./domain)`],
    ],
    [
      'a parameter added',
      [FORMAT.replace('locale: string', 'locale: string, digits?: number'), RULE_NAME, SNAPSHOT],
      [
        'formatAmount: changed: lost "function formatAmount(amount: Amount, locale: string): string;", ' +
          'now "function formatAmount(amount: Amount, locale: string, digits?: number): string;" (., ./domain)',
      ],
    ],
    ['an export removed', [RULE_NAME, SNAPSHOT], ['formatAmount: removed (., ./domain)']],
  ])('%s is breaking', (_, domain, breaking) => {
    expect(
      changesTo({
        'exported from `.`, `./domain`': domain,
        'referenced by `./domain`': ['type Amount = number;'],
      }),
    ).toEqual({ breaking, additions: [] });
  });

  it('a type an export refers to is compared too', () => {
    expect(
      changesTo({
        'exported from `.`, `./domain`': [FORMAT, RULE_NAME, SNAPSHOT],
        'referenced by `./domain`': ['type Amount = bigint;'],
      }),
    ).toEqual({
      breaking: [
        'Amount: changed: lost "type Amount = number;", now "type Amount = bigint;" (./domain (referenced))',
      ],
      additions: [],
    });
  });

  it('an export removed from one entry only is breaking there', () => {
    expect(
      changesTo({
        'exported from `.`, `./domain`': [RULE_NAME, SNAPSHOT],
        'exported from `./domain`': [FORMAT],
        'referenced by `./domain`': ['type Amount = number;'],
      }),
    ).toEqual({ breaking: ['formatAmount: removed (.)'], additions: [] });
  });

  it.each([
    [
      'a field added',
      [FORMAT, RULE_NAME, SNAPSHOT.replace('    theme', '    cardsVisible?: boolean;\n    theme')],
      ['SessionSnapshot: grew: "cardsVisible?: boolean;" (., ./domain)'],
    ],
    [
      'a member of a union alias added',
      [
        FORMAT,
        RULE_NAME.replace("    | 'showTeamSpace'", "    | 'showEbill'\n    | 'showTeamSpace'"),
        SNAPSHOT,
      ],
      [`RuleName: grew: "| 'showEbill'" (., ./domain)`],
    ],
    [
      'an export added',
      [FORMAT, RULE_NAME, SNAPSHOT, 'const showCards: (session: SessionSnapshot) => boolean;'],
      ['showCards: added (., ./domain)'],
    ],
    [
      'a deprecation',
      [`// @deprecated\n${FORMAT}`, RULE_NAME, SNAPSHOT],
      ['formatAmount: grew: "// @deprecated" (., ./domain)'],
    ],
  ])('%s is an addition', (_, domain, additions) => {
    expect(
      changesTo({
        'exported from `.`, `./domain`': domain,
        'referenced by `./domain`': ['type Amount = number;'],
      }),
    ).toEqual({ breaking: [], additions });
  });

  it('finds nothing between a report and itself', () => {
    expect(compareReports(BEFORE, BEFORE)).toEqual({ breaking: [], additions: [] });
    expect(BEFORE.version).toBe('1.0.0');
  });
});

describe('declarationsOf (an API Extractor report)', () => {
  const extracted = declarationsOf(`## API Report File for "shared-kernel"

${FENCE}ts

import { Link } from 'react-router';

// @public (undocumented)
export type RuleName = 'showTeamSpace' | 'showCards';

// Warning: (ae-forgotten-export) The symbol "Amount" needs to be exported by the entry point index.d.ts
//
// @public @deprecated
export function formatAmount(amount: Amount): string;

// @public (undocumented)
type Amount = number;

// @public
interface Navigation_2 {
    // (undocumented)
    menu: string[];
}
export { Navigation_2 as Navigation }

// @public
export type Message = string | {
    key: string;
}
/** Text already in the user's language */
| {
    text: string;
};

export { Link }

// (No @packageDocumentation comment for this package)

${FENCE}
`);

  it('reads each declaration by its exported name, without API Extractor comments', () => {
    expect(
      Object.fromEntries([...extracted].map(([name, { exported, lines }]) => [name, { exported, lines }])),
    ).toEqual({
      RuleName: { exported: true, lines: ['type RuleName =', "    | 'showCards'", "    | 'showTeamSpace'"] },
      formatAmount: {
        exported: true,
        lines: ['// @deprecated', 'function formatAmount(amount: Amount): string;'],
      },
      Amount: { exported: false, lines: ['type Amount = number;'] },
      Navigation: { exported: true, lines: ['interface Navigation_2 {', '    menu: string[];', '}'] },
      Message: {
        exported: true,
        lines: ['type Message = string | {', '    key: string;', '}', '| {', '    text: string;', '};'],
      },
      Link: { exported: true, lines: ["export { Link } from 'react-router';"] },
    });
  });
});
