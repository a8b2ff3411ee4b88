// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Package direction (docs/architecture.md): domain and ml import nothing of ours; web imports only domain;
 * server imports domain and ml. A wrong import is a lint error, not a review comment.
 */
const ours = (allowed) =>
  ['@sentio/domain', '@sentio/ml', '@sentio/server', '@sentio/web']
    .filter((p) => !allowed.includes(p))
    .flatMap((p) => [p, `${p}/*`]);
const boundary = (allowed) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: ours(allowed), message: 'This package may not import that one (see docs/architecture.md).' },
        { group: ['**/packages/*/src/**', '../../*/src/**'], message: 'Import other packages by name, not by path.' },
      ],
    },
  ],
});

/**
 * Two layering rules of the server, as a tiny local plugin so each can be switched off on its own for a file:
 * - `sql-in-repositories`: Kysely builders and the `sql` template belong in `*repository.ts` files (and migrations,
 *   tests); a service that needs data asks a repository, so the SQL of a table is found in one place.
 * - `routes-through-contract`: API routes are declared with `route`/`publicRoute` over an endpoint of the domain
 *   contract (checked permissions, validation, OpenAPI); a raw `app.get(...)` would bypass all of that.
 */
const kyselyBuilders = /^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/;
const fastifyMethods = /^(get|post|put|patch|delete|head|options|all|route)$/;
const layering = {
  rules: {
    'sql-in-repositories': {
      meta: {
        type: 'problem',
        schema: [],
        messages: { sql: "SQL belongs in a *repository.ts file: move this query into the area's repository." },
      },
      create: (context) => {
        const report = (node) => context.report({ node, messageId: 'sql' });
        return {
          CallExpression(node) {
            const callee = node.callee;
            if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
            if (kyselyBuilders.test(callee.property.name)) report(node);
            // sql.ref / sql.raw / sql.join / sql.lit / sql.table: fragments of a query.
            else if (callee.object.type === 'Identifier' && callee.object.name === 'sql') report(node);
          },
          TaggedTemplateExpression(node) {
            if (node.tag.type === 'Identifier' && node.tag.name === 'sql') report(node);
          },
        };
      },
    },
    'routes-through-contract': {
      meta: {
        type: 'problem',
        schema: [],
        messages: { raw: 'Declare API routes with route()/publicRoute() over a contract endpoint, not on the Fastify instance.' },
      },
      create: (context) => ({
        CallExpression(node) {
          const callee = node.callee;
          if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
          if (callee.object.type !== 'Identifier' || !/^(app|fastify|server|instance)$/.test(callee.object.name)) return;
          if (fastifyMethods.test(callee.property.name)) context.report({ node, messageId: 'raw' });
        },
      }),
    },
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.mjs', 'scripts/*.mjs', 'packages/server/bench/*.mjs', 'packages/ml/bin/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'error',
    },
  },
  { files: ['packages/domain/**'], rules: boundary([]) },
  { files: ['packages/ml/**'], rules: boundary([]) },
  { files: ['packages/server/**'], rules: boundary(['@sentio/domain', '@sentio/ml']) },
  {
    files: ['packages/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...boundary(['@sentio/domain']), ...reactHooks.configs.recommended.rules },
  },
  // Web features import another feature only through its index.ts (`../../<feature>`) and shared code from
  // packages/web/src/shared; a deep import (`../../<feature>/components/X`) is an error (see docs/web.md). An import
  // path does not say how deep the importing file sits, so there is one block per depth: at depth d, `(../)×d`
  // reaches features/ and anything below a feature's folder is its inside. The package boundary patterns are
  // repeated because a later block's no-restricted-imports replaces the earlier options.
  ...[1, 2, 3, 4].map((depth) => ({
    files: [`packages/web/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...boundary(['@sentio/domain'])['no-restricted-imports'][1].patterns,
            {
              regex: `^(\\.\\./){${depth}}(?!\\.\\.)[^/]+/.+`,
              message: "Import another feature through its index.ts ('../../<feature>'), or move shared code to src/shared.",
            },
          ],
        },
      ],
    },
  })),
  // shared/ is below the features: its code never imports one. Its test harnesses (shared/test) render feature
  // screens, so they may import a feature — through its index.ts only (see docs/web.md).
  {
    files: ['packages/web/src/shared/**/*.{ts,tsx}'],
    ignores: ['packages/web/src/shared/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...boundary(['@sentio/domain'])['no-restricted-imports'][1].patterns,
            {
              regex: '^(\\.\\./)+features(/|$)',
              message: 'shared/ may not import a feature: move the code into shared/ instead.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/src/shared/test/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...boundary(['@sentio/domain'])['no-restricted-imports'][1].patterns,
            {
              regex: '^(\\.\\./)+features/[^/]+/.+',
              message: "A test harness imports a feature through its index.ts ('../../features/<feature>').",
            },
          ],
        },
      ],
    },
  },
  { files: ['**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['packages/server/src/**/*.ts'],
    plugins: { layering },
    rules: { 'layering/sql-in-repositories': 'error', 'layering/routes-through-contract': 'error' },
  },
  {
    // Where SQL is the point: repositories, the database platform (connection, dialect, migrations), tests and
    // their fixtures. Benchmarks (packages/server/bench) are outside the rule on purpose: they load data and time
    // queries directly, as the peer they are compared with does.
    files: [
      'packages/server/src/**/*repository.ts',
      'packages/server/src/platform/db/**',
      'packages/server/src/**/*.test.ts',
      'packages/server/src/**/test-support.ts',
      'packages/server/src/**/test-fixtures.ts',
      'packages/server/src/test/**',
    ],
    rules: { 'layering/sql-in-repositories': 'off' },
  },
  {
    // The only places that register routes on Fastify itself: the route helper every contract route goes
    // through, and the non-API files served beside it (the OpenAPI docs, the tenant's public config). The built
    // web app is served by @fastify/static and the SPA fallback in app.ts's not-found handler, not by routes.
    files: [
      'packages/server/src/platform/http/route.ts',
      'packages/server/src/platform/http/docs.ts',
      'packages/server/src/features/tenant/routes.ts',
      'packages/server/src/**/*.test.ts',
      'packages/server/src/test/**',
    ],
    rules: { 'layering/routes-through-contract': 'off' },
  },
);
