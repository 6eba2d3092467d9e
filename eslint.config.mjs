import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './shared-kernel/build/boundaries.cjs';

/** The rule's options take no `except` (ours: files a pattern does not cover); the base rule no allowTypeImports. */
const asOption = (pattern) => Object.fromEntries(Object.entries(pattern).filter(([key]) => key !== 'except'));
const withoutTypeOption = (pattern) =>
  Object.fromEntries(Object.entries(asOption(pattern)).filter(([key]) => key !== 'allowTypeImports'));

/** The two configs of one set of files: the base rule for scripts, the TypeScript one for .ts/.tsx. */
const boundaryConfig = (name, files, patterns) => [
  {
    name: `kontor/boundaries/${name}`,
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: patterns.map(withoutTypeOption) }],
    },
  },
  {
    name: `kontor/boundaries/${name}/ts`,
    files: files.map((glob) =>
      Array.isArray(glob)
        ? glob.map((part) => part.replace(/\.\{[^}]*\}$/, '.{ts,tsx}'))
        : glob.replace(/\.\{[^}]*\}$/, '.{ts,tsx}'),
    ),
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: patterns.map(asOption) }],
    },
  },
];

/**
 * Import boundaries between the packages (shared-kernel/build/boundaries.cjs, docs/architecture.md). A pattern
 * with `except` globs: the files of the package that match one get the package's other patterns only (a later
 * config replaces the rule's options; a files entry that is an array matches files matching all of its globs).
 */
const boundaryConfigs = boundaries.BOUNDARIES.flatMap(({ name, files, patterns }) => {
  // A file matching two globs gets the later config's patterns: the globs that exempt from more patterns (the
  // tests', the testing kit's) come last, so a room's test file is as free as any test file.
  const exempted = (glob) => patterns.filter((pattern) => (pattern.except ?? []).includes(glob)).length;
  const except = [...new Set(patterns.flatMap((pattern) => pattern.except ?? []))].sort(
    (a, b) => exempted(a) - exempted(b),
  );
  return [
    ...boundaryConfig(name, files, patterns),
    ...except.flatMap((glob, index) =>
      boundaryConfig(
        `${name}/except-${index}`,
        files.map((packageGlob) => [packageGlob, glob]),
        patterns.filter((pattern) => !(pattern.except ?? []).includes(glob)),
      ),
    ),
  ];
});

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
