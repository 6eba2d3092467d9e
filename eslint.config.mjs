import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './shared-kernel/build/boundaries.cjs';

/** The base rule has no allowTypeImports (only the TypeScript one). */
const withoutTypeOption = (pattern) =>
  Object.fromEntries(Object.entries(pattern).filter(([key]) => key !== 'allowTypeImports'));

/** Import boundaries between the packages (shared-kernel/build/boundaries.cjs, docs/architecture.md). */
const boundaryConfigs = boundaries.BOUNDARIES.flatMap(({ name, files, patterns }) => [
  {
    name: `kontor/boundaries/${name}`,
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: patterns.map(withoutTypeOption) }],
    },
  },
  {
    name: `kontor/boundaries/${name}/ts`,
    files: files.map((glob) => glob.replace(/\.\{[^}]*\}$/, '.{ts,tsx}')),
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
    },
  },
]);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.kontor/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...boundaryConfigs,
);
