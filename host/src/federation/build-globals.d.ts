/** Injected by shared-kernel/build/webpack.cjs (DefinePlugin) and by host/jest.config.cjs in tests. */
declare const __KONTOR_BUILT_WITH__: Record<string, string>;
declare const __KONTOR_HOST_API__: string;
/** The global under which the host provides a production remote's federation runtime (webpack.cjs). */
declare const __KONTOR_REMOTE_FEDERATION__: string;
/** The installed version of @module-federation/runtime-core, which the host provides to production remotes. */
declare const __KONTOR_FEDERATION_RUNTIME__: string;
/** The shared table (shared-kernel/build/shared.cjs sharedConfig): package → version and accepted range. */
declare const __KONTOR_SHARED__: Record<
  string,
  { singleton: boolean; version: string; requiredVersion: string; strictVersion: boolean }
>;
