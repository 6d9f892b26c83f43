// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

/**
 * One-way imports between packages (docs/architecture.md), checked on the resolved file of every import by
 * eslint-plugin-import-x's `no-restricted-paths` (docs/decisions/0051-import-zones-in-eslint.md).
 */
const ZONE_MESSAGE = 'Imports go one way: see docs/architecture.md.';
const WEB_COUNTY_MESSAGE = "The web reads its county's facts through apps/web/src/lib/county.ts (docs/decisions/0080).";
/** The rules package except its pure vocabulary and calendar, which schemas, i18n and web share. */
const RULES_ENGINE = {
  from: './packages/rules/src',
  except: ['./vocabulary.ts', './dates.ts'],
  message: 'Only @cyr/rules/vocabulary and @cyr/rules/dates are shared outside the api: see docs/architecture.md.',
};
const OTHER = (...dirs) => ({ from: dirs, message: ZONE_MESSAGE });
const FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const zones = [
  // rules → nothing
  {
    target: './packages/rules/src',
    ...OTHER('./packages/harris-data', './packages/schemas', './packages/i18n', './apps'),
  },
  // inside rules, the engine never imports the sections (they import it; what it needs from 411.074 is passed in)
  {
    target: './packages/rules/src/engine',
    from: './packages/rules/src/sections',
    message: 'The engine never imports the sections: they import it (packages/rules/README.md).',
  },
  // harris-data → rules (types only, and the calendar: see the no-restricted-imports rule below)
  { target: './packages/harris-data/src', ...OTHER('./packages/schemas', './packages/i18n', './apps') },
  // schemas, i18n → the rules vocabulary and calendar
  { target: './packages/schemas/src', ...OTHER('./packages/harris-data', './packages/i18n', './apps') },
  { target: './packages/schemas/src', ...RULES_ENGINE },
  { target: './packages/i18n/src', ...OTHER('./packages/harris-data', './packages/schemas', './apps') },
  { target: './packages/i18n/src', ...RULES_ENGINE },
  // web → schemas, i18n, the rules vocabulary and calendar
  { target: './apps/web/src', ...OTHER('./packages/harris-data', './apps/api') },
  { target: './apps/web/src', ...RULES_ENGINE },
  // web features never import each other: they share through components/, lib/ and app/
  ...FEATURES.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'No cross-feature imports: share through components/, lib/ or app/.',
  })),
  // api → not the web app
  { target: './apps/api/src', ...OTHER('./apps/web') },
];
/**
 * The api's floors (docs/architecture.md "One-way imports"), each importing only the floors below it: the
 * foundation (db, config, clock, repeat, http, mail, limits); the domain (services, sync, documents, presenters, outbox,
 * texts, reminders, outcomes, retention); the HTTP surface (routes, web); the app (app.ts, deps.ts); the entry
 * points (main.ts, cli/). Only tests import the test helpers (test/).
 */
const API = './apps/api/src';
const API_FOUNDATION = ['db', 'config.ts', 'clock.ts', 'repeat.ts', 'http', 'mail', 'limits'].map((d) => `${API}/${d}`);
const API_DOMAIN = [
  'services',
  'sync',
  'documents',
  'presenters',
  'outbox',
  'texts',
  'reminders',
  'outcomes',
  'retention',
];
const API_SURFACE = ['routes', 'web'];
const API_ENTRY = [`${API}/main.ts`, `${API}/cli`];
const API_FLOORS = [
  ...API_FOUNDATION.map((target) => ({
    target,
    from: [...API_DOMAIN, ...API_SURFACE, 'app.ts', 'deps.ts'].map((d) => `${API}/${d}`).concat(API_ENTRY),
    message: 'The api imports down its floors only: see docs/architecture.md.',
  })),
  {
    target: API_DOMAIN.map((d) => `${API}/${d}`),
    from: [...API_SURFACE.map((d) => `${API}/${d}`), `${API}/app.ts`, ...API_ENTRY],
    message: 'The api imports down its floors only: see docs/architecture.md.',
  },
  {
    target: API_SURFACE.map((d) => `${API}/${d}`),
    from: [`${API}/app.ts`, ...API_ENTRY],
    message: 'The api imports down its floors only: see docs/architecture.md.',
  },
  { target: API, from: `${API}/test`, message: 'Only tests import the test helpers (apps/api/src/test).' },
];
/** The api's source files (not its tests or their helpers), where the floors hold. */
const API_SOURCE = { files: ['apps/api/src/**/*.ts'], ignores: ['apps/api/src/**/*.test.ts', 'apps/api/src/test/**'] };

/** The api's routes call services, which hold the queries (route tests may read the database). */
const ROUTES_CALL_SERVICES = {
  target: './apps/api/src/routes',
  from: './apps/api/src/db',
  message: 'Routes call services (apps/api/src/services), which query the database.',
};

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
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // The engine and the web pages read no files and open no sockets.
  {
    files: ['packages/rules/src/**', 'apps/web/src/**'],
    ignores: ['packages/rules/src/cli/**', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  // The web app reads its county through one place (apps/web/src/lib/county.ts, docs/decisions/0080): no page or
  // component imports a county's profile, or the i18n helpers that default to Harris County's, by name.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/county.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@cyr/i18n',
              importNames: [
                'harrisCounty',
                'harrisExpunction',
                'countyHolidays',
                'HARRIS_COURTS',
                'courtCodeOf',
                'courtLabel',
                'isCourtCode',
                'contentValues',
                'contentLink',
                'costLines',
                'sectionNeedsPetition',
                'sectionFormUrl',
                'nondisclosureForms',
              ],
              allowTypeImports: true,
              message: WEB_COUNTY_MESSAGE,
            },
            {
              name: '@cyr/i18n/county/courts',
              importNames: ['HARRIS_COURTS', 'courtCodeOf', 'courtLabel', 'isCourtCode'],
              allowTypeImports: true,
              message: WEB_COUNTY_MESSAGE,
            },
          ],
          patterns: [
            {
              group: ['harris', 'expunction', 'holidays', 'partners', 'values', 'links', 'costs'].map(
                (f) => `@cyr/i18n/county/${f}`,
              ),
              allowTypeImports: true,
              message: WEB_COUNTY_MESSAGE,
            },
          ],
        },
      ],
    },
  },
  // harris-data uses the engine's types, never its code; the calendar is shared
  {
    files: ['packages/harris-data/src/**'],
    ignores: ['packages/harris-data/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['@cyr/rules', '@cyr/rules/vocabulary'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'harris-data imports only types from @cyr/rules (and the calendar @cyr/rules/dates).',
          })),
        },
      ],
    },
  },
  // The api's floors (tests and their helpers may reach any floor).
  { ...API_SOURCE, rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, ...API_FLOORS] }] } },
  // Routes call services: no query builder in a route file.
  {
    files: ['apps/api/src/routes/**/*.ts'],
    ignores: ['apps/api/src/routes/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...API_FLOORS, ROUTES_CALL_SERVICES] }],
      'no-restricted-imports': ['error', { paths: [{ name: 'kysely', message: 'Queries live in services/.' }] }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|transaction|executeQuery)$/]',
          message: 'Routes call services (apps/api/src/services), which query the database.',
        },
      ],
    },
  },
);
