// The federation plugin's bundler runtime ships declarations for some of its modules only. remoteRuntime.ts
// imports the ones a remote container needs one by one (the package's root would bring the remotes handler,
// which remotes do not use); these are typed by the package's own Federation interface.
declare module '@module-federation/webpack-bundler-runtime/dist/consumes.js' {
  import type { Federation } from '@module-federation/webpack-bundler-runtime';
  export const consumes: NonNullable<Federation['bundlerRuntime']>['consumes'];
}
declare module '@module-federation/webpack-bundler-runtime/dist/getSharedFallbackGetter.js' {
  import type { Federation } from '@module-federation/webpack-bundler-runtime';
  export const getSharedFallbackGetter: NonNullable<Federation['bundlerRuntime']>['getSharedFallbackGetter'];
}
declare module '@module-federation/webpack-bundler-runtime/dist/init.js' {
  import type { Federation } from '@module-federation/webpack-bundler-runtime';
  export const init: NonNullable<Federation['bundlerRuntime']>['init'];
}
declare module '@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js' {
  import type { Federation } from '@module-federation/webpack-bundler-runtime';
  export const installInitialConsumes: NonNullable<Federation['bundlerRuntime']>['installInitialConsumes'];
}
