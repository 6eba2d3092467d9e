// Shared jest setup: every package's jest.config.cjs spreads this (swc transform, jsdom, Testing Library).
const path = require('node:path');

module.exports = {
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
      },
    ],
  },
  moduleNameMapper: { '\\.css$': path.join(__dirname, 'scripts', 'jest-style-stub.cjs') },
  setupFilesAfterEnv: [path.join(__dirname, 'scripts', 'jest-setup.cjs')],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  // axe and full-screen renders are slow on 2 loaded cores; 5 s flakes there.
  testTimeout: 30_000,
};
