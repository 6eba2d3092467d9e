/**
 * The import boundaries (boundaries.cjs) as the repository's ESLint config applies them: each rule fires on
 * fixture code that crosses it and stays quiet on the imports each package may make.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');

type Case = [name: string, file: string, code: string, fires: boolean];

const CASES: Case[] = [
  [
    "the gateway's platform importing a resource",
    'gateway/src/http/x.ts',
    "import { operatorOnly } from '../sandbox/operator';",
    true,
  ],
  [
    "the gateway's events importing the seed",
    'gateway/src/events/x.ts',
    "import { PERSONAS } from '../seed/personas';",
    true,
  ],
  [
    'a gateway resource importing the platform and another resource',
    'gateway/src/payments/x.ts',
    "import { forbidden } from '../http/errors';\nimport { cashAccountSubject } from '../accounts/audience';",
    false,
  ],
  [
    'shared-kernel importing the host',
    'shared-kernel/src/x.ts',
    "import a from '../../host/src/app/routes';",
    true,
  ],
  [
    'shared-kernel importing a remote',
    'shared-kernel/src/x.ts',
    "import a from 'remote-payments/src/payments';",
    true,
  ],
  ['shared-kernel importing its own modules', 'shared-kernel/src/x.ts', "import a from '../domain';", false],
  [
    'a remote importing another remote',
    'remote-payments/src/x.tsx',
    "import a from '../../remote-accounts/src/dashboard';",
    true,
  ],
  [
    'a remote importing the gateway',
    'remote-accounts/src/x.ts',
    "import a from '../../gateway/catalogues/common/de.json';",
    true,
  ],
  [
    'a remote importing shared-kernel by path',
    'remote-cards/src/x.ts',
    "import a from '../../shared-kernel/src/domain';",
    true,
  ],
  [
    'a remote importing shared-kernel and its own files',
    'remote-team/src/x.ts',
    "import a from 'shared-kernel/ui';\nimport b from '../catalogues/de.json';",
    false,
  ],
  [
    'a remote importing react-router',
    'remote-accounts/src/x.tsx',
    "import { Link } from 'react-router';",
    true,
  ],
  ['the host importing react-router-dom', 'host/src/x.tsx', "import { Link } from 'react-router-dom';", true],
  [
    'the kit importing react-router',
    'shared-kernel/src/ui/x.tsx',
    "import { Link } from 'react-router';",
    true,
  ],
  [
    'a remote routing with the shared router',
    'remote-accounts/src/x.tsx',
    "import { Link } from 'shared-kernel/router';\nimport type { Location } from 'react-router';",
    false,
  ],
  ['the router room itself', 'shared-kernel/src/router/x.ts', "export { Link } from 'react-router';", false],
  ['a remote importing rxjs', 'remote-payments/src/x.tsx', "import { filter } from 'rxjs';", true],
  ['the host importing rxjs', 'host/src/x.ts', "import { BehaviorSubject } from 'rxjs';", true],
  ['the kit importing rxjs', 'shared-kernel/src/ui/x.ts', "import { Subject } from 'rxjs';", true],
  [
    'a remote taking rxjs from the bus room',
    'remote-accounts/src/x.tsx',
    "import { filter } from 'shared-kernel/bus';\nimport type { Observable } from 'rxjs';",
    false,
  ],
  ['the bus room itself', 'shared-kernel/src/bus/x.ts', "export { Subject } from 'rxjs';", false],
  ['a test with its own subject', 'host/src/x.test.tsx', "import { BehaviorSubject } from 'rxjs';", false],
  [
    'a remote importing react-i18next',
    'remote-ebill/src/x.tsx',
    "import { useTranslation } from 'react-i18next';",
    true,
  ],
  [
    'the i18n room itself',
    'shared-kernel/src/i18n/x.ts',
    "export { useTranslation } from 'react-i18next';",
    false,
  ],
  [
    'a kernel room taking the kit by a path (a second copy of the shared room)',
    'shared-kernel/src/forms/x.tsx',
    "import { Alert } from '../ui/Alert';",
    true,
  ],
  [
    'a kernel room taking the kit by its package name, and a type by a path',
    'shared-kernel/src/widgets/x.tsx',
    "import { Field } from 'shared-kernel/ui';\nimport type { EventBus } from '../bus/types';",
    false,
  ],
  ['the kit taking its own modules', 'shared-kernel/src/ui/x.tsx', "import { Icon } from './Icon';", false],
  [
    'the kit importing a widget',
    'shared-kernel/src/ui/x.tsx',
    "import { DatePicker } from '../widgets/DatePicker';",
    true,
  ],
  [
    "a room's test taking another room by a path",
    'shared-kernel/src/api/x.test.ts',
    "import { createEventBus } from '../bus/eventBus';",
    false,
  ],
  [
    'a test with a memory router',
    'remote-payments/src/x.test.tsx',
    "import { MemoryRouter } from 'react-router';",
    false,
  ],
  [
    'a test still kept to its package',
    'remote-payments/src/x.test.tsx',
    "import { MemoryRouter } from 'react-router';\nimport a from '../../remote-accounts/src/dashboard';",
    true,
  ],
  [
    'the host importing a remote',
    'host/src/x.tsx',
    "import a from '../../remote-accounts/src/dashboard';",
    true,
  ],
  ['the host importing the gateway', 'host/src/x.ts', "import a from 'gateway/src/server';", true],
  ['the host importing shared-kernel', 'host/src/x.ts', "import a from 'shared-kernel/contract';", false],
  ['the gateway importing the kit', 'gateway/src/x.ts', "import a from 'shared-kernel/ui';", true],
  ['the gateway importing the kernel root', 'gateway/src/x.ts', "import a from 'shared-kernel';", true],
  [
    'the gateway importing a remote',
    'gateway/src/x.ts',
    "import a from '../../remote-payments/src/payments';",
    true,
  ],
  ['the gateway importing the rules', 'gateway/src/x.ts', "import a from 'shared-kernel/domain';", false],
  [
    'the gateway importing a contract type',
    'gateway/src/x.ts',
    "import type { A } from 'shared-kernel/bus';",
    false,
  ],
  [
    'the build config of a remote importing the shared setup',
    'remote-ebill/webpack.config.mjs',
    "import a from 'shared-kernel/build/webpack';",
    false,
  ],
];

/** Runs ESLint (the repository's eslint.config.mjs) on each fixture in a child process: ESLint is ESM. */
function lint(cases: Case[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: ${JSON.stringify(ROOT)} });
    const out = [];
    for (const [, file, code] of cases) {
      const [result] = await eslint.lintText(code + '\\nexport { a };\\n', { filePath: ${JSON.stringify(ROOT)} + '/' + file });
      out.push(result.messages.map((message) => message.ruleId ?? message.message));
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(cases)],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as string[][];
}

describe('import boundaries (eslint.config.mjs)', () => {
  const results = lint(CASES);

  it.each(CASES.map((testCase, index) => [...testCase, index] as const))(
    '%s: %s',
    (_name, _file, _code, fires, index) => {
      const boundary = (results[index] ?? []).filter((rule) => rule.endsWith('no-restricted-imports'));
      expect(boundary.length > 0).toBe(fires);
    },
  );
});
