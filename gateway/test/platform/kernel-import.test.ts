/**
 * `pnpm --filter gateway start` runs TypeScript through tsx as ES modules, and shared-kernel is consumed as
 * TypeScript source: without the start script's loader (loader/kernel-as-esm.mjs) the kernel's names re-exported
 * through its barrels cannot be imported by name. Runs a fixture with the start script's own tsx flags.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const GATEWAY = join(__dirname, '..', '..');

it('starts with named imports from shared-kernel/domain (the tsx flags of the start script)', () => {
  const scripts = JSON.parse(readFileSync(join(GATEWAY, 'package.json'), 'utf8')).scripts as Record<
    string,
    string
  >;
  const [command, ...flags] = scripts.start!.split(' ').slice(0, -1);
  expect(command).toBe('tsx');
  const output = execFileSync(
    join(GATEWAY, 'node_modules', '.bin', 'tsx'),
    [...flags, 'test/kernel-import.fixture.ts'],
    {
      cwd: GATEWAY,
      encoding: 'utf8',
    },
  );
  expect(JSON.parse(output)).toEqual({ accountRight: 'function', isBootstrapperRoles: 'function' });
});
