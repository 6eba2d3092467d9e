// Gateway tests run in node (no DOM): unit tests beside the code and platform/domain tests under test/.
const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  moduleNameMapper: {
    '^@electric-sql/pglite$': '<rootDir>/test/native/pglite.cjs',
    '^@fastify/cookie$': '<rootDir>/test/native/fastify-cookie.cjs',
    '^file-type$': '<rootDir>/test/native/file-type.cjs',
  },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  // kysely 0.29 and cookie 2 (light-my-request) ship ESM only: let swc compile it to CommonJS like our sources.
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/(kysely|cookie)@|(kysely|cookie)/)'],
  // PGlite's first open and the seed of the shared test template take long on a busy 2-core machine.
  testTimeout: 180_000,
};
