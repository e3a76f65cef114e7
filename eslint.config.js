import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/**
 * Dependencies point one way (decision 0031). For each part, its folders (or files) from the top
 * down: one may import those listed after it, never one listed before it. A folder left out is not
 * checked. To cover another part (the web), add its source folder and its list.
 */
const layers = {
  // Every folder and top-level file: the two composition roots, the domains, then what they share.
  'rest-api/src': [
    'main.ts',
    'serve.ts',
    'app.ts',
    'storefront-jobs.ts',
    'support',
    'discord',
    'campaigns',
    'payments',
    'orders',
    'basket',
    'users',
    'catalog',
    'payment-provider.ts',
    'emails',
    'jobs',
    'auth',
    'http',
    'seed',
    'db',
    'observability',
    'crash-point.ts',
    'lifecycle.ts',
    'config.ts',
    'env.ts',
    'clock.ts',
    'generated',
  ],
  // The generated files are not linted; listed, they keep the others from importing upwards.
  'graphql-server/src': [
    'main.ts',
    'server.ts',
    'resolvers',
    'generated/graphql.ts',
    'context.ts',
    'loaders.ts',
    'rest',
    'naming.ts',
    'cache',
    'rate-limit.ts',
    'viewer.ts',
    'http',
    'observability',
    'compiled-execution.ts',
    'format-error.ts',
    'limits.ts',
    'schema.ts',
    'well-formed-text.ts',
    'config.ts',
    'env.ts',
    'generated/rest-api.ts',
  ],
  // The web (decision 0032): pages, then features from the shell down, then what they all share.
  'web/src': [
    'app',
    'proxy.ts',
    'features/shell',
    'features/help',
    'features/orders',
    'features/checkout',
    'features/account',
    'features/catalog',
    'features/basket',
    'features/auth',
    'features/analytics',
    'graphql',
    'security',
    'ui',
    'theme',
    'i18n',
    'cache',
    'observability',
    'config.ts',
    'env.ts',
  ],
};

/** The zones of import-x's no-restricted-paths that forbid each upward import of `layers`. */
const oneWayZones = Object.entries(layers).flatMap(([root, order]) =>
  order.slice(1).map((lower, index) => ({
    target: `./${root}/${lower}`,
    from: order.slice(0, index + 1).map((upper) => `./${root}/${upper}`),
    message: `dependencies in ${root} point one way (${order.join(' → ')}): hand it in from the composition root or move the shared piece down (decisions 0031, 0032).`,
  })),
);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.next*/**',
      'web/next-env.d.ts',
      'locales/*/*.ts',
      '**/generated/**',
      '**/node_modules/**',
      '.data/**',
      'rest-api/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly' },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: Object.keys(layers).map((root) => `${root}/**/*.{ts,tsx}`),
    plugins: { 'import-x': importX },
    settings: {
      // Each part's own tsconfig resolves its imports (`./x.js` is `./x.ts`).
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: Object.keys(layers).map((root) => `${root.split('/')[0]}/tsconfig.json`),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: oneWayZones }] },
  },
  {
    // A part's image installs its own package.json's dependencies and no more (the Dockerfiles'
    // `npm ci --omit=dev --workspace`): what its code imports at run time must be listed there,
    // not only in the root's development dependencies that the repository's installs hoist.
    files: ['graphql-server/src/**/*.ts', 'rest-api/src/**/*.{ts,tsx}', 'web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-extraneous-dependencies': ['error', { devDependencies: false }] },
  },
  {
    // Links prefetch when reached for, not when seen (decision 0037); selects are native (0039).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/ui/PrefetchOnIntent.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: "Use IntentLink from '@/ui/PrefetchOnIntent' (decision 0037)." },
            { name: 'next/form', message: "Use IntentForm from '@/ui/PrefetchOnIntent' (decision 0037)." },
            {
              name: '@mui/material/Select',
              message: 'Use a TextField select with nativeSelectSlotProps (decision 0039).',
            },
            {
              name: '@mui/material',
              importNames: ['Select'],
              message: 'Use a TextField select with nativeSelectSlotProps (decision 0039).',
            },
          ],
        },
      ],
    },
  },
  {
    // MUI's menu select picks the option under a late-released press: every select is native
    // (decision 0039).
    files: ['web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement:has(> JSXAttribute[name.name='select']):not(:has(JSXAttribute[name.name='slotProps'] > JSXExpressionContainer > Identifier[name='nativeSelectSlotProps']))",
          message:
            "A `select` field takes `slotProps={nativeSelectSlotProps}` from '@/ui/nativeSelect' (decision 0039).",
        },
      ],
    },
  },
  {
    // Tests poke at raw JSON answers.
    files: ['tests/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The fixtures' `test` watches every page for a text shown without its message.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import `test` from './support/fixtures'.",
            },
          ],
        },
      ],
    },
  },
);
