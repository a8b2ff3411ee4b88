// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Package direction (ARCHITECTURE.md): domain and ml import nothing of ours; web imports only domain;
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
        { group: ours(allowed), message: 'This package may not import that one (see ARCHITECTURE.md).' },
        { group: ['**/packages/*/src/**', '../../*/src/**'], message: 'Import other packages by name, not by path.' },
      ],
    },
  ],
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.mjs', 'scripts/*.mjs', 'packages/server/bench/*.mjs'] },
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
  { files: ['**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
