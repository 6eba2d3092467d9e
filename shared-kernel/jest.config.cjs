// shared-kernel unit tests: the workspace preset (swc, jsdom, Testing Library), plus the build config's tests.
const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  testMatch: [...preset.testMatch, '<rootDir>/build/**/*.test.ts'],
};
