// Run by test/platform/kernel-import.test.ts with the start script's tsx flags: named imports from shared-kernel.
import { accountRight, isBootstrapperRoles } from 'shared-kernel/domain';

console.log(
  JSON.stringify({ accountRight: typeof accountRight, isBootstrapperRoles: typeof isBootstrapperRoles }),
);
