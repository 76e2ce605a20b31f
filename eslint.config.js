// One lint config for the whole tree. Package boundaries (core stays framework-free, ui stays
// domain-free) are enforced here rather than by convention.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import unicorn from 'eslint-plugin-unicorn';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// `import { z }` pulls all of zod (locales included) into a browser bundle; the namespace import
// lets the bundler keep only what is used.
const zodNamespaceOnly = {
  selector:
    "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z'][importKind!='type']",
  message: "Use `import * as z from 'zod'` so bundles keep only the zod they use.",
};

const browserOnlyGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator'];

// Import zones, on resolved paths so `import type` and relative paths count too. Routes compose
// features; a feature that reached into another (or into the router that composes it) would make
// the storefront one knot again.
const root = import.meta.dirname;
const storefrontSrc = `${root}/apps/storefront/src`;
const features = readdirSync(`${storefrontSrc}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const storefrontZones = [
  ...features.map((feature) => ({
    target: `${storefrontSrc}/features/${feature}`,
    from: `${storefrontSrc}/features`,
    except: [`./${feature}`],
    message: 'A feature imports no other feature: the route composes them (pass a slot or a prop).',
  })),
  {
    target: `${storefrontSrc}/features`,
    from: [
      `${storefrontSrc}/app`,
      `${storefrontSrc}/routes`,
      `${storefrontSrc}/router.tsx`,
      `${storefrontSrc}/routeTree.gen.ts`,
    ],
    message: 'A feature imports neither app/, the routes nor the router; AppContext is in lib/.',
  },
  {
    target: `${storefrontSrc}/features`,
    from: `${storefrontSrc}/layouts`,
    message:
      'A feature imports no layout: layouts compose the features (what both use lives in lib/).',
  },
  {
    target: `${storefrontSrc}/copy`,
    from: `${storefrontSrc}/features`,
    message: 'copy/ is words only: it imports no feature (the feature imports the copy).',
  },
];
/** Zones keeping `target` off every app and every package but `keptPackages`. */
const oursOnly = (target, keptPackages, message) => [
  { target, from: `${root}/apps`, message },
  {
    target,
    from: `${root}/packages`,
    except: keptPackages.map((name) => `./${name}`),
    message,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/.data/**',
      '**/node_modules/**',
      '**/routeTree.gen.ts',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX, unicorn },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json'].map(
            (pattern) => `${import.meta.dirname}/${pattern}`,
          ),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-default-export': 'error',
      'unicorn/filename-case': [
        'error',
        { case: 'kebabCase', ignore: [/^\$/, /^__root/, /^-/, /\.gen\./, /^\(/] },
      ],
    },
  },
  {
    files: [
      '**/*.config.{js,ts,mjs}',
      '**/vite.config.*',
      '**/vitest.config.*',
      '**/playwright.config.*',
      '**/tsup.config.*',
    ],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/store-api/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(prepare|exec)$/] > TemplateLiteral[expressions.length>0]',
          message: 'SQL is parameterised (L3): pass values as parameters, never in the SQL text.',
        },
      ],
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', zodNamespaceOnly],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', '@tanstack/*', 'xstate', '@xstate/*'],
              message: 'core is framework-free.',
            },
            {
              group: ['ky', 'hono', 'hono/*', 'node:http', 'node:https', 'undici', 'axios'],
              message: 'core does no HTTP.',
            },
            { group: ['@vitrina/*'], message: 'core depends on nothing of ours.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...browserOnlyGlobals, 'fetch', 'XMLHttpRequest'],
    },
  },
  {
    files: ['packages/api-client/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', zodNamespaceOnly],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '@tanstack/*', '@vitrina/ui', '@vitrina/storefront'],
              message: 'api-client never touches the UI.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'localStorage', 'sessionStorage'],
    },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@vitrina/core', '@vitrina/api-client', '@tanstack/react-query', 'ky'],
              message: 'ui takes plain props: no domain types, no fetching.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/storefront/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', zodNamespaceOnly],
      'import-x/no-restricted-paths': ['error', { zones: storefrontZones }],
    },
  },
  {
    // The shop server reaches the store only through the api-client's resources, so the contract
    // suite (packages/contract) runs the very calls the shop makes against both stores. The proxy
    // relays raw calls by design.
    files: ['apps/storefront/server/**/*.ts'],
    ignores: ['apps/storefront/server/proxy/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='request'] > ObjectExpression > Property[key.name='path']",
          message:
            'Call the store through an api-client resource (packages/api-client/src/resources), not by hand: the contract suite runs those calls against both stores.',
        },
      ],
    },
  },
  {
    files: ['packages/api-client/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: oursOnly(
            `${root}/packages/api-client/src`,
            ['core', 'api-client'],
            'api-client imports nothing of ours but core.',
          ),
        },
      ],
    },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: oursOnly(`${root}/packages/ui/src`, ['ui'], 'ui imports nothing of ours.'),
        },
      ],
    },
  },
  {
    files: ['apps/storefront/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    // Playwright fixtures call their own `use`, which the React hooks rules would mistake for React's.
    ignores: ['apps/storefront/e2e/**'],
    plugins: {
      'react-hooks': reactHooks,
      '@tanstack/query': pluginQuery,
      '@tanstack/router': pluginRouter,
    },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
      ...pluginRouter.configs.recommended.rules,
    },
  },
);
