// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** One-way imports between packages (docs/architecture.md). A group is a gitignore-style string or a `{ regex }`. */
const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: groups.map((group) => ({
        ...(typeof group === 'string' ? { group: [group] } : group),
        message: 'Imports go one way: see docs/architecture.md.',
      })),
    },
  ],
});
/**
 * The engine, except its pure vocabulary (`@cyr/rules/vocabulary`) and calendar (`@cyr/rules/dates`),
 * which schemas, i18n and web share.
 */
const RULES_BUT_VOCABULARY = { regex: '^@cyr/rules(?!/(vocabulary|dates)$)' };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/screenshots/**',
      'e2e/artifacts/**',
      'bench/out/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // rules → nothing
  {
    files: ['packages/rules/src/**'],
    rules: forbid('@cyr/*', '**/harris-data/**', '**/schemas/**', '**/i18n/**', '**/apps/**', 'node:*', 'fs', 'path'),
  },
  // inside rules, the engine never imports the sections (they import it; what it needs from 411.074 is passed in)
  {
    files: ['packages/rules/src/engine/**'],
    rules: forbid(
      '@cyr/*',
      '**/harris-data/**',
      '**/schemas/**',
      '**/i18n/**',
      '**/apps/**',
      'node:*',
      'fs',
      'path',
      '**/sections/**',
    ),
  },
  // harris-data → rules (types only via `import type`, enforced by review) and nothing else of ours
  {
    files: ['packages/harris-data/src/**'],
    rules: forbid('@cyr/schemas', '@cyr/i18n', '@cyr/api', '@cyr/web', '**/apps/**'),
  },
  {
    files: ['packages/schemas/src/**'],
    rules: forbid(RULES_BUT_VOCABULARY, '@cyr/harris-data', '@cyr/i18n', '@cyr/api', '@cyr/web', '**/apps/**'),
  },
  {
    files: ['packages/i18n/src/**'],
    rules: forbid(RULES_BUT_VOCABULARY, '@cyr/harris-data', '@cyr/schemas', '@cyr/api', '@cyr/web', '**/apps/**'),
  },
  // web → schemas, i18n only
  {
    files: ['apps/web/src/**'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: forbid(RULES_BUT_VOCABULARY, '@cyr/harris-data', '@cyr/api', '**/apps/api/**', 'node:*'),
  },
  // web tests run in Node and may read the files they check (node:fs, node:path)
  {
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: forbid(RULES_BUT_VOCABULARY, '@cyr/harris-data', '@cyr/api', '**/apps/api/**'),
  },
  // web features never import each other. From a file `depth` folders below features/ (features/<a>/x.ts is 1),
  // a path that climbs exactly `depth` levels lands in features/ and names a feature; climbing further reaches
  // src/ (components/, lib/, app/), which is allowed, unless it comes back down into features/.
  ...[1, 2, 3, 4, 5].map((depth) => ({
    files: [`apps/web/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth}}[^./][^/]*(/|$)`,
              message: 'No cross-feature imports: share through components/, lib/ or app/.',
            },
            {
              group: ['@cyr/harris-data', '@cyr/api', '**/features/**'],
              message:
                'web features import only schemas, i18n, the rules vocabulary and calendar, and shared web code.',
            },
            {
              ...RULES_BUT_VOCABULARY,
              message: 'web imports only schemas, i18n and the rules vocabulary and calendar.',
            },
          ],
        },
      ],
    },
  })),
  { files: ['apps/api/src/**'], rules: forbid('@cyr/web', '**/apps/web/**') },
);
