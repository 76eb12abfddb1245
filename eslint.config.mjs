// ESLint: correctness rules only (type-aware where types decide); layout is Prettier's job.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import { officeRules } from '@office/lint/eslint-rules';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.turbo/**',
      '**/coverage/**',
      // Generated: TanStack Router's route tree and drizzle-kit's migrations.
      '**/routeTree.gen.ts',
      'packages/db/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'apps/*/scripts/*.mjs', 'bench/src/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { office: officeRules },
    rules: {
      // Packages import each other by name, never by path, and use no dependency's private parts (decision 0033).
      'office/no-relative-import-across-packages': 'error',
      'office/no-private-dependency-symbols': 'error',
      'office/no-library-internals': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      // React event handlers may be async (they handle their own errors); everywhere else a
      // promise where a void callback is expected is an error.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // TanStack Router's notFound() and redirect() are thrown on purpose.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['NotFoundError', 'Redirect'] }] },
      ],
      // Fastify plugins and hooks are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      // Input validation matches control characters on purpose (storable text, file names).
      'no-control-regex': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: false }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/console/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    // The two classic rules; the React Compiler's rules (set-state-in-effect, immutability …) are
    // for code the compiler rewrites, which this code is not.
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The contracts' main entry carries the zod schemas (~25 KB compressed): browser code takes
      // values from '@office/contracts/browser' and only types from the main entry (decision 0006).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@office/contracts',
              allowTypeImports: true,
              message: "Browser code imports values from '@office/contracts/browser' (the main entry bundles zod).",
            },
          ],
        },
      ],
    },
  },
  {
    // A module that exports anything but components cannot be hot-swapped by React Refresh: an edit
    // to it (or to a style it imports) reloads the whole page in `pnpm dev`.
    files: ['apps/web/src/**/*.tsx', 'apps/console/src/**/*.tsx'],
    plugins: { 'react-refresh': reactRefresh },
    rules: { 'react-refresh/only-export-components': ['error', { allowConstantExport: true }] },
  },
  {
    // Route files export their `Route`; TanStack Router's plugin splits their components into
    // modules of their own and hot-swaps those.
    files: ['apps/web/src/routes/**'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    // Tests, their support package and the bench read JSON bodies of their own making and poke at internals on purpose.
    files: ['**/test/**', 'bench/**', 'packages/testing/**'],
    rules: {
      // The fuzz and the access tests enumerate every tRPC procedure and zod schema on purpose.
      'office/no-library-internals': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
