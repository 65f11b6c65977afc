// Lint: typescript-eslint strict rules, React hooks, and the import boundaries of ARCHITECTURE.md:
// web features never import each other (app/ composes them), server features likewise,
// packages/domain imports no framework and no I/O, packages/contract imports no app.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FRAMEWORKS = ['react', 'react-dom', 'react-*', '@reduxjs/*', 'fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'node:*', 'i18next', 'zod'];

/** One zone per feature: files of a feature may not import another feature's files. */
function featureZones(root, features) {
  return features.map((feature) => ({
    target: `${root}/${feature}`,
    from: root,
    except: [`./${feature}`],
    message: 'Features do not import each other; compose them in app/ or move the shared part to shared/ or packages/.',
  }));
}

import { readdirSync } from 'node:fs';
const dirs = (path) => {
  try {
    return readdirSync(path, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return [];
  }
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/artifacts/**', 'test-results/**', 'apps/server/drizzle/**', '**/*.config.*', '**/build.mjs', 'scripts/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones('./apps/web/src/features', dirs('apps/web/src/features')),
            ...featureZones('./apps/server/src/features', dirs('apps/server/src/features')),
            { target: './packages', from: './apps', message: 'Packages never import apps.' },
            { target: './packages/domain', from: './packages/contract', message: 'The domain does not know the contract.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: FRAMEWORKS, message: 'packages/domain is pure TypeScript: no framework, no I/O.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
