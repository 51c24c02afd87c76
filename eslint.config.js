import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['.tmp/**', 'screenshots/**', '**/dist/**', '**/node_modules/**', 'apps/server/drizzle/**', 'data/**', '**/*.config.*', 'eslint.config.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['packages/contracts/tsconfig.test.json', 'apps/server/tsconfig.test.json', 'apps/web/tsconfig.json', 'e2e/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Features stay independent: share through src/lib, src/components or src/hooks, never feature to feature.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: webFeatures
            .filter((other) => other !== feature)
            .map((other) => ({
              group: [`**/features/${other}`, `**/features/${other}/**`, `../../${other}/**`, `../../../${other}/**`],
              message: `Feature "${feature}" must not import feature "${other}"; move shared code to src/lib or src/components.`,
            })),
        },
      ],
    },
  })),
  {
    files: ['apps/server/src/domain/**/*.ts'],
    rules: {
      // Business rules know nothing of HTTP.
      'no-restricted-imports': ['error', { patterns: [{ group: ['fastify', '**/http/*', '**/routes/*'], message: 'Domain code must not depend on HTTP.' }] }],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@signet/server', '@signet/web', 'node:*'], message: 'Contracts are shared by browser and server: no server or web imports.' }] }],
    },
  },
  { files: ['**/*.mjs', '**/*.js'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.e2e.ts', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
