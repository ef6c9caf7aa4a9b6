import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const FEATURES = ['public', 'auth', 'intake', 'onboarding', 'account', 'admin'];
const WEB_RESTRICTED_PATHS = [{ name: 'react-toastify', message: 'Use @/lib/toast (and react-toastify/unstyled).' }];

export default defineConfig([
  globalIgnores(['**/node_modules/', '**/dist/', '**/dist-ssr/', 'data/', '**/test-results/', '**/playwright-report/', 'bench/results/']),
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
  // Shared code flows one way: contract -> app code; a feature never imports another feature.
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/apps/**', '@payee/api', '@payee/web', 'react', 'react-dom'] }],
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: WEB_RESTRICTED_PATHS,
          patterns: FEATURES.filter((other) => other !== feature).flatMap((other) => [
            `**/features/${other}/**`,
            `@/features/${other}/**`,
          ]),
        },
      ],
    },
  })),
]);
