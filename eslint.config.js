// Lint: typescript-eslint strict rules, React hooks, and the import boundaries of ARCHITECTURE.md:
// front-end features never import each other (app/ composes them), server features likewise
// (scripts/eslint/feature-boundaries.js), packages/domain imports no framework, no I/O and no
// contract, packages/contract imports no app.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './scripts/eslint/feature-boundaries.js';

const DRIVER_LAYER = {
  group: ['**/db/driver', '**/db/driver/**', 'pg-protocol', 'pg-protocol/*'],
  message:
    'Only apps/server/src/db/ uses the driver layer: import db/client.ts, db/statements.ts or db/transaction.ts.',
};

const FRAMEWORKS = [
  'react',
  'react-dom',
  'react-*',
  '@reduxjs/*',
  'fastify',
  '@fastify/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  '@electric-sql/*',
  'node:*',
  'i18next',
  'zod',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'e2e/artifacts/**',
      'test-results/**',
      'apps/server/drizzle/**',
      '**/*.config.*',
      '**/build.mjs',
      'scripts/typecheck.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { fairway: { rules: { 'feature-boundaries': featureBoundaries } } },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'fairway/feature-boundaries': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: FRAMEWORKS, message: 'packages/domain is pure TypeScript: no framework, no I/O.' },
            {
              group: ['@fairway/contract/*', '@fairway/server*', '@fairway/web*', '@fairway/admin*', '@fairway/embed*'],
              message: 'The domain knows neither the contract nor the apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts', 'packages/ui/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@fairway/server*', '@fairway/web*', '@fairway/admin*', '@fairway/embed*'],
              message: 'Packages never import apps.',
            },
          ],
        },
      ],
    },
  },
  {
    // The driver's patches of node-postgres and drizzle stay behind db/'s own modules (client,
    // statements, transaction), so a driver upgrade touches one folder.
    files: ['apps/server/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['apps/server/src/db/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DRIVER_LAYER] }] },
  },
  {
    // How a transaction's statements travel (together, with the COMMIT) is a repository's concern:
    // services call repository functions that hide it.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/**', 'apps/server/src/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            DRIVER_LAYER,
            {
              group: ['**/db/transaction.ts'],
              message: 'Only repositories (*.repository.ts) shape round trips: call a repository function.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests and their fixtures may assert with `!` what they have just checked (an
    // expect(x).toBeDefined(), a row they inserted): a wrong guess fails the test where it stands.
    files: [
      '**/*.test.{ts,tsx}',
      'e2e/**/*.ts',
      'apps/server/src/test/**/*.ts',
      'apps/server/src/hardening/**/*.ts',
      '**/testing/**/*.{ts,tsx}',
      '**/*-test-helpers.ts',
    ],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
