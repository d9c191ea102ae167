import { readdirSync } from 'node:fs';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Module faces: a file in one API module may import another module only through that module's
 * <domain>.public.ts. One zone per module folder, read from disk, so a new module is covered without editing this.
 */
const apiModules = readdirSync(new URL('./apps/api/src/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleFaceZones = apiModules.map((name) => ({
  target: `./apps/api/src/modules/!(${name})/**`,
  from: `./apps/api/src/modules/${name}`,
  except: [`./${name}.public.ts`],
  message: `Import the ${name} module through ${name}/${name}.public.ts, not its internals.`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      '**/.data-test/**',
      'apps/api/src/db/migrations/**',
      'apps/api/public/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-cycle': ['error', { maxDepth: 3 }],
      'import/no-self-import': 'error',
    },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/ignore': ['node_modules'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },
  {
    // Boundaries: the API never imports the web app, the web app never imports the API, contracts import neither.
    files: ['apps/api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/web/**', '@shringar/web*'] }] },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: moduleFaceZones }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/api/**', '@shringar/api*'] }] },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/**', '@shringar/api*', '@shringar/web*'] }] },
  },
  {
    files: ['apps/web/**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
