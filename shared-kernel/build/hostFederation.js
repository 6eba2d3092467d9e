/* global __KONTOR_REMOTE_FEDERATION__ -- the global's name, from webpack.cjs (DefinePlugin) */
// A production remote's federation bundler runtime, taken from the host (host API 1.1) instead of the copy the
// federation plugin would put in every remoteEntry.js: webpack.cjs (hostBundlerRuntime) puts this module in place
// of `@module-federation/webpack-bundler-runtime/bundler`. The host provides a function that makes the
// container's own federation object (host/src/federation/remoteRuntime.ts, containerFederation) before it loads a
// remote; a host without it refuses this remote by its hostApi range before it gets here.
const makeFederation = globalThis[__KONTOR_REMOTE_FEDERATION__];
if (typeof makeFederation !== 'function') {
  throw new Error(`RUNTIME-001 the host provides no federation runtime (${__KONTOR_REMOTE_FEDERATION__})`);
}

export default makeFederation();
