import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import signet from './scripts/lint/type-errors.js';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The server's domain folders in layers, lowest first. A folder may import folders on
 * lower layers only: never a sibling on its own layer, never one above. So the domain
 * has no import cycles, and the agreement core stays below the sender's operations
 * and signing; completion, on top, is the one that may use both.
 */
const domainLayers = [
  ['rate-limit', 'one-time-code', 'plan'],
  // Who may do what in which workspace (issue 32): everything that holds a sender's work asks it.
  ['company'],
  ['session', 'billing', 'api-keys', 'webhooks'],
  // Two-factor sign-in (issue 35): second factors, passkeys, sign-in tickets; sign-in and re-checks ask it.
  ['two-factor'],
  ['account'],
  // Page images (issue 37): drawn for uploads, linked from the signer's view.
  ['page-images'],
  // Who a recipient is and how they prove it (issue 35): stored by drafts, checked by signing, said by completion.
  ['documents', 'branding', 'signer-verification'],
  // Text tags (issue 38): fields written in a document's text, found and hidden; the one-call send uses them.
  ['text-tags'],
  ['agreement-core'],
  // Reminders and expiry: built on the core, booked by sending and signing.
  ['follow-up', 'embedding'],
  ['agreements', 'signing'],
  // Company seals (issue 34): used on the signing page, drawn at completion.
  ['company-seals'],
  // Kept signatures (issue 36): the account's own, offered on the signing page.
  ['kept-signatures'],
  ['completion', 'templates'],
  // One call to send (issue 38): receives documents, then creates, places and sends as the editor would, or uses a template.
  ['signature-requests'],
];
const domainFolders = readdirSync(new URL('./apps/server/src/domain', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const unplaced = domainFolders.filter((folder) => !domainLayers.flat().includes(folder));
if (unplaced.length > 0) throw new Error(`Place every domain folder in eslint.config.js domainLayers: ${unplaced.join(', ')}`);
const noHttp = { group: ['fastify', '**/http/*', '**/routes/*', '**/worker/*'], message: 'Domain code must not depend on HTTP or on the job handlers above it.' };

export default tseslint.config(
  { ignores: ['.tmp/**', 'screenshots/**', '**/dist/**', '**/dist-signer/**', '**/node_modules/**', 'apps/server/drizzle/**', 'data/**', 'vitest.config.ts', 'eslint.config.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['packages/contracts/tsconfig.test.json', 'packages/sdk/tsconfig.test.json', 'packages/embed-react/tsconfig.test.json', 'apps/server/tsconfig.test.json', 'apps/web/tsconfig.json', 'e2e/tsconfig.json'],
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
  // TypeScript's errors from the programs built above, so the full run type-checks once (decision 026).
  { files: ['**/*.ts', '**/*.tsx'], plugins: { signet }, rules: { 'signet/type-errors': 'error' } },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/embed-react/**/*.{ts,tsx}'],
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
    files: ['apps/server/src/domain/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noHttp] }] },
  },
  // Business rules know nothing of HTTP, and domain folders import only the layers below them.
  ...domainLayers.flatMap((layer, level) =>
    layer.map((folder) => {
      const forbidden = [...layer.filter((other) => other !== folder), ...domainLayers.slice(level + 1).flat()];
      return {
        files: [`apps/server/src/domain/${folder}/**/*.ts`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                noHttp,
                ...forbidden.map((other) => ({
                  group: [`../${other}`, `../${other}/**`, `**/domain/${other}/**`],
                  message: `domain/${folder} must not import domain/${other}: domain folders import only the layers below them (eslint.config.js domainLayers).`,
                })),
              ],
            },
          ],
        },
      };
    }),
  ),
  {
    // The queue knows nothing of the work: handlers that call the domain live in worker/.
    files: ['apps/server/src/jobs/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/domain/**', '**/worker/**', '**/routes/**', '**/http/**'], message: 'jobs/ is only the queue; job handlers that call the domain belong in worker/.' }] }],
    },
  },
  {
    // Every server log line is JSON through the process's logger (observability/logger.ts), so log
    // collectors can parse them; the admin command-line tool talks to a person and may print.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/admin/**', '**/*.test.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    // Tests run in Node and may read the sources; what ships stays browser-safe.
    ignores: ['**/*.test.ts'],
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
