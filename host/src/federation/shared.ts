/**
 * The host's half of the shared table (shared-kernel/build/shared.cjs): each shared package as the host's
 * own build has it. The host is no federation container; its runtime puts these in the share scope, so a
 * remote gets the very module instances the host runs (one React, one bus, one i18n), loaded on first use.
 * The dynamic imports keep the whole package for the remotes out of the login's code (issue 17); they load with
 * the app's chunk, which index.html's early script preloads on every other path (every screen there is a remote's
 * and needs them), instead of as a wave of small chunks once the app has run.
 */
import type { UserOptions } from '@module-federation/runtime-core';

export const SHARED_MODULES: Readonly<Record<string, () => Promise<unknown>>> = {
  react: () => import(/* webpackChunkName: "app" */ 'react'),
  'react/jsx-runtime': () => import(/* webpackChunkName: "app" */ 'react/jsx-runtime'),
  'react-dom': () => import(/* webpackChunkName: "app" */ 'react-dom'),
  'react-dom/client': () => import(/* webpackChunkName: "app" */ 'react-dom/client'),
  i18next: () => import(/* webpackChunkName: "app" */ 'i18next'),
  'shared-kernel/bus': () => import(/* webpackChunkName: "app" */ 'shared-kernel/bus'),
  'shared-kernel/i18n': () => import(/* webpackChunkName: "app" */ 'shared-kernel/i18n'),
  'shared-kernel/router': () => import(/* webpackChunkName: "app" */ 'shared-kernel/router'),
  'shared-kernel/ui': () => import(/* webpackChunkName: "app" */ 'shared-kernel/ui'),
};

/** The `shared` option of the host's federation runtime: every package of the table, versions as built. */
export function hostShared(table = __KONTOR_SHARED__): NonNullable<UserOptions['shared']> {
  return Object.fromEntries(
    Object.entries(table).map(([name, config]) => {
      const load = SHARED_MODULES[name];
      if (!load) throw new Error(`shared package ${name} has no loader in host/src/federation/shared.ts`);
      return [
        name,
        {
          version: config.version,
          scope: 'default',
          shareConfig: {
            singleton: config.singleton,
            requiredVersion: config.requiredVersion,
            strictVersion: config.strictVersion,
          },
          get: () => load().then((module) => () => module),
        },
      ];
    }),
  );
}
