// `tsx --import ./loader/kernel-as-esm.mjs ...` (the package scripts): shared-kernel is consumed as TypeScript
// source, and its package declares no "type", so tsx would compile it to CommonJS, where Node cannot see the
// names re-exported through its barrels (`export * from './rules'`): `import { accountRight } from
// 'shared-kernel/domain'` would fail. These hooks have tsx compile shared-kernel's sources as ES modules.
import { register } from 'node:module';

register('./kernel-as-esm-hooks.mjs', import.meta.url);
