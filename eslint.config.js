import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const ROOT = import.meta.dirname;
const WEB_SRC = 'apps/web/src';

/**
 * Every folder of apps/web/src/features is a feature, read from the disk so a new one is guarded from its
 * first file. public/ is one feature, the public website: its site/ and contact/ share the layout, the
 * office block and its styles.
 */
const FEATURES = fs
  .readdirSync(path.join(ROOT, WEB_SRC, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The only ways through the boundary (tooling/feature-doors.json, which tooling/lint-boundaries.test.ts reads
 * too), all the back office's, whose chunks no public or client page loads (`adminCodeOutsideAdmin`): it reads an
 * application with the applicant's own "Check your answers" (intake/form/staff-answers.ts, the three parts it
 * uses), so staff and applicant read the same answers in the same words; its assisted mode (issue 12) shows the clients' onboarding wizard itself, through the
 * one module that wraps it; and it mounts finance (the client money, its own feature) through finance's route table
 * and shows finance's counts on its home page. What the back office and finance both use lives in
 * components/back-office and lib/back-office, which, like the rest of components/ and lib/, import no feature.
 */
const FEATURE_DOORS = JSON.parse(fs.readFileSync(path.join(ROOT, 'tooling/feature-doors.json'), 'utf8'));

/**
 * Boundaries as path zones (import-x/no-restricted-paths): imports are resolved first, so a relative
 * `../account/money` and `@/features/account/money` are the same file and the same error.
 * Shared code flows one way: contract -> components/ and lib/ -> features -> app.
 */
const BOUNDARY_ZONES = [
  ...FEATURES.map((feature) => ({
    target: `./${WEB_SRC}/features/${feature}`,
    from: `./${WEB_SRC}/features`,
    except: [`./${feature}`, ...(FEATURE_DOORS[feature] ?? [])],
    message: 'A feature never imports another feature: move what both need to components/ or lib/.',
  })),
  {
    target: [`./${WEB_SRC}/components`, `./${WEB_SRC}/lib`],
    from: [`./${WEB_SRC}/features`, `./${WEB_SRC}/app`],
    message: 'components/ and lib/ are shared by every feature, so they never import a feature or app/.',
  },
  {
    target: './packages/contract',
    from: './apps',
    message: 'The contract is shared by the web app and the API, so it never imports either.',
  },
  {
    target: './e2e',
    from: './apps',
    message:
      "The journeys check what a user or the API sees: they never import the apps' code (the contract and content packages are theirs too).",
  },
];

const API_SRC = 'apps/api/src';

/** Every folder of apps/api/src/modules is a module, read from the disk as the web's features are. */
const API_MODULES = fs
  .readdirSync(path.join(ROOT, API_SRC, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A module's public entry: what it offers the other modules and the plugins. */
const moduleEntry = (name) => `./${name}/index.ts`;

/**
 * The API's layers, from the ground up: lib/ (shared helpers), db/ (the database, its schema and migrations) and
 * mail/ (templates and the SMTP transport) -> modules/ -> plugins/ -> app.ts, cli/ and seed/ (the demo seed).
 * A module offers what others may use in its index.ts, and no two modules need each other (the import graph
 * test, tooling/api-import-graph.test.ts, proves that part).
 */
const API_BOUNDARY_ZONES = [
  {
    target: [`./${API_SRC}/lib`, `./${API_SRC}/db`, `./${API_SRC}/mail`],
    from: [`./${API_SRC}/modules`, `./${API_SRC}/plugins`, `./${API_SRC}/app.ts`, `./${API_SRC}/cli`, `./${API_SRC}/seed`],
    message: 'lib/, db/ and mail/ sit below every module: they never import a module, a plugin, the app, a command or the demo seed.',
  },
  ...API_MODULES.map((name) => ({
    target: `./${API_SRC}/modules/${name}`,
    from: `./${API_SRC}/modules`,
    except: [`./${name}`, ...API_MODULES.filter((other) => other !== name).map(moduleEntry)],
    message: 'A module reaches another module only through its index.ts (what that module offers the others), never its files.',
  })),
  {
    target: `./${API_SRC}/plugins`,
    from: `./${API_SRC}/modules`,
    except: API_MODULES.map(moduleEntry),
    message: "A plugin reaches a module only through the module's index.ts.",
  },
];

const WEB_RESTRICTED_PATHS = [{ name: 'react-toastify', message: 'Use @/lib/toast (and react-toastify/unstyled).' }];

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/dist-ssr/',
    '**/dist-catalogue/',
    'data/',
    '**/test-results/',
    '**/playwright-report/',
    'bench/results/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    extends: [jsxA11y.flatConfigs.strict],
    rules: {
      ...reactHooks.configs.recommended.rules,
      // react-toastify's default entry injects a <style> at run time, which the CSP blocks; and the
      // unstyled entry keeps its own toast list, so every toast goes through @/lib/toast.
      'no-restricted-imports': ['error', { paths: WEB_RESTRICTED_PATHS }],
    },
  },
  {
    files: [`${WEB_SRC}/**/*.{ts,tsx}`, 'packages/contract/**/*.ts', 'e2e/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(ROOT, 'apps/web/tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: BOUNDARY_ZONES }],
    },
  },
  {
    files: [`${API_SRC}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(ROOT, 'apps/api/tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: API_BOUNDARY_ZONES }],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      // Packages by name (their subpaths too): the contract runs in the browser and on the server alike. It may
      // import @payee/content, where the words of its messages live.
      'no-restricted-imports': ['error', { patterns: ['@payee/api', '@payee/web', 'react', 'react-dom'] }],
    },
  },
  {
    files: ['packages/content/**/*.ts'],
    rules: {
      // Content is a leaf that the contract and both apps import: it imports neither app, nor React, and from the
      // contract only types (a value import would make the two packages load each other).
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@payee/api', '@payee/api/*', '@payee/web', '@payee/web/*', 'react', 'react-dom'],
              message: 'Content imports no app and no React.',
            },
            {
              group: ['@payee/contract', '@payee/contract/*'],
              allowTypeImports: true,
              message: 'Content imports only types from the contract: the contract imports content.',
            },
          ],
        },
      ],
    },
  },
]);
