// Host unit tests: the shared preset plus the build-time constants the webpack DefinePlugin injects.
const preset = require('../jest.preset.cjs');
const { sharedConfig, sharedVersions, ENFORCED } = require('shared-kernel/build/shared');
const { HOST_API_VERSION } = require('shared-kernel/build/webpack');

const builtWith = Object.fromEntries(
  Object.entries(sharedVersions(__dirname)).filter(([name]) => ENFORCED.includes(name)),
);

module.exports = {
  ...preset,
  globals: {
    __KONTOR_APP__: 'host',
    __KONTOR_VERSION__: require('./package.json').version,
    __KONTOR_BUILT_WITH__: builtWith,
    __KONTOR_HOST_API__: HOST_API_VERSION,
    __KONTOR_SHARED__: sharedConfig(__dirname),
  },
};
