// Host unit tests: the shared preset plus the build-time constants the webpack DefinePlugin injects.
const preset = require('../jest.preset.cjs');
const { sharedConfig, sharedVersions, installedVersion, ENFORCED } = require('shared-kernel/build/shared');
const { HOST_API_VERSION, REMOTE_FEDERATION_GLOBAL } = require('shared-kernel/build/webpack');

const builtWith = Object.fromEntries(
  Object.entries(sharedVersions(__dirname)).filter(([name]) => ENFORCED.includes(name)),
);

module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // remoteRuntime.ts imports the bundler runtime's ES modules one by one; each has a CommonJS twin for jest.
    '^(@module-federation/webpack-bundler-runtime/dist/.+)\\.js$': '$1.cjs',
  },
  globals: {
    __KONTOR_APP__: 'host',
    __KONTOR_VERSION__: require('./package.json').version,
    __KONTOR_BUILT_WITH__: builtWith,
    __KONTOR_HOST_API__: HOST_API_VERSION,
    __KONTOR_REMOTE_FEDERATION__: REMOTE_FEDERATION_GLOBAL,
    __KONTOR_FEDERATION_RUNTIME__: installedVersion('@module-federation/runtime-core', __dirname),
    __KONTOR_SHARED__: sharedConfig(__dirname),
  },
};
