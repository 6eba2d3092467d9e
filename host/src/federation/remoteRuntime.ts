import * as runtimeCore from '@module-federation/runtime-core';
import * as runtime from '@module-federation/runtime';
import { attachShareScopeMap } from '@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js';
import { consumes } from '@module-federation/webpack-bundler-runtime/dist/consumes.js';
import { getSharedFallbackGetter } from '@module-federation/webpack-bundler-runtime/dist/getSharedFallbackGetter.js';
import { init } from '@module-federation/webpack-bundler-runtime/dist/init.js';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { initializeSharing } from '@module-federation/webpack-bundler-runtime/dist/initializeSharing.js';
import { installInitialConsumes } from '@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js';

/**
 * A remote container's own federation object, made from the host's one copy of the federation plugin's bundler
 * runtime: what `@module-federation/webpack-bundler-runtime`'s default export is in a remoteEntry.js that carries
 * its own copy, with the container's own instance, init options and share scope slots. A production
 * remoteEntry.js calls this once (shared-kernel/build/hostFederation.js). A remote loads no remotes itself
 * (webpack.cjs: disableRemote), so the remotes handler is left out, as the plugin leaves it out there.
 */
export function containerFederation() {
  return {
    runtime,
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime: {
      remotes: undefined,
      consumes,
      I: initializeSharing,
      S: {},
      installInitialConsumes,
      initContainerEntry,
      init,
      getSharedFallbackGetter,
    },
    attachShareScopeMap,
    bundlerRuntimeOptions: {},
  };
}

/**
 * Production remotes are built without the federation runtime (shared-kernel/build/webpack.cjs, host API 1.1):
 * the host provides runtime-core and the bundler runtime once, before it loads the first remote, instead of
 * every remoteEntry.js carrying its own copy (issue 17: remoteEntry ≤ 6 KB gzip). Each container's init makes
 * its own federation instance through the shared `@module-federation/runtime` module, which then names that
 * instance its module-wide default; the host never uses that default, only the instance its own init returned
 * (runtime.ts).
 */
export function provideRemoteRuntime(): void {
  const global = runtimeCore.Global as Record<string, unknown> & {
    _FEDERATION_RUNTIME_CORE?: unknown;
    _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
  };
  global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
  global._FEDERATION_RUNTIME_CORE_FROM ??= { name: 'kontor_host', version: __KONTOR_FEDERATION_RUNTIME__ };
  global[__KONTOR_REMOTE_FEDERATION__] ??= containerFederation;
}
