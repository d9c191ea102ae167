import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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
/**
 * Outside the modules: plugins/ and ops/ (and the composition root, app.ts) use modules through their faces
 * only; lib/ is code with no domain and never imports a module, not even a face.
 */
const outsideModuleZones = [
  ...apiModules.map((name) => ({
    target: ['./apps/api/src/plugins/**', './apps/api/src/ops/**', './apps/api/src/app.ts'],
    from: `./apps/api/src/modules/${name}`,
    except: [`./${name}.public.ts`],
    message: `Import the ${name} module through ${name}/${name}.public.ts, not its internals.`,
  })),
  {
    target: './apps/api/src/lib/**',
    from: './apps/api/src/modules',
    message: 'lib/ has no domain and never imports a module: pass what it needs in, or move the piece into a module.',
  },
];

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
    files: [
      'apps/api/src/plugins/**/*.ts',
      'apps/api/src/ops/**/*.ts',
      'apps/api/src/lib/**/*.ts',
      'apps/api/src/app.ts',
    ],
    rules: { 'import/no-restricted-paths': ['error', { zones: outsideModuleZones }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['**/apps/api/**', '@shringar/api*'],
          // Any use keeps these components in the router code every store page loads (vite/lean-router.plugin.ts).
          paths: [
            {
              name: 'react-router',
              importNames: ['Form', 'NavLink', 'useSubmit', 'useFetcher'],
              message: 'Every store page would load it: use a form with navigate (admin/kit/query-form.tsx) or Link.',
            },
          ],
        },
      ],
    },
  },
  // ── Web zones (apps/web): module faces ──────────────────────────────────────────────────────────────────────
  // Each feature under apps/web/app/features/<name>/ is used by others only through <name>.public.ts; ui/ and
  // lib/ are below the features and never import one. `~/` is resolved by apps/web/eslint-alias-resolver.cjs.
  ...(() => {
    const web = (p) => fileURLToPath(new URL(`./apps/web/${p}`, import.meta.url));
    const features = readdirSync(web('app/features'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    const outside = ['app/routes', 'app/ui', 'app/lib', 'app/root.tsx', 'app/entry.server.tsx', 'app/admin'].map(web);
    // The operator app (app/admin): areas beside a shared kit, shell, rich-text editor and route modules.
    const adminShared = new Set(['kit', 'shell', 'routes', 'rich-text']);
    const adminAreas = readdirSync(web('app/admin'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && !adminShared.has(d.name))
      .map((d) => d.name);
    return [
      {
        files: ['apps/web/**/*.{ts,tsx}'],
        settings: {
          'import/resolver': {
            node: { extensions: ['.ts', '.tsx', '.js'] },
            [web('eslint-alias-resolver.cjs')]: {},
          },
        },
        rules: {
          'import/no-restricted-paths': [
            'error',
            {
              zones: [
                ...features.map((name) => ({
                  target: [...outside, ...features.filter((f) => f !== name).map((f) => web(`app/features/${f}`))],
                  from: web(`app/features/${name}`),
                  except: [`./${name}.public.ts`],
                  message: `Use what the ${name} feature exposes in features/${name}/${name}.public.ts.`,
                })),
                {
                  target: [web('app/ui'), web('app/lib')],
                  from: web('app/features'),
                  message: 'ui/ and lib/ sit below the features: move the shared piece down, or into a feature.',
                },
                {
                  target: [web('app/features'), web('app/routes'), web('app/ui'), web('app/lib'), web('app/root.tsx')],
                  from: web('app/admin'),
                  message: 'The store never loads the operator app (app/admin): it is its own bundle.',
                },
                ...adminAreas.map((name) => ({
                  target: [
                    web('app/admin/kit'),
                    web('app/admin/rich-text'),
                    ...adminAreas.filter((a) => a !== name).map((a) => web(`app/admin/${a}`)),
                  ],
                  from: web(`app/admin/${name}`),
                  message: `Admin areas do not import each other or reach up from the kit: move what ${name}/ shares into admin/kit/.`,
                })),
                {
                  target: web('app/admin/kit'),
                  from: [web('app/admin/shell'), web('app/admin/routes')],
                  message: 'admin/kit sits below the shell and the routes.',
                },
                {
                  target: web('app/admin/routes'),
                  from: web('app/admin'),
                  except: ['./admin.public.ts', './routes'],
                  message: 'Admin route modules use what app/admin/admin.public.ts offers.',
                },
              ],
            },
          ],
        },
      },
    ];
  })(),
  // ── End of web zones ────────────────────────────────────────────────────────────────────────────────────────
  {
    // Playwright's waitForFunction treats the promise an async predicate returns as truthy and resolves at once:
    // such a wait waits for nothing. Poll an asynchronous condition from the test instead (expect.poll).
    files: ['e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='waitForFunction'] > :matches(ArrowFunctionExpression, FunctionExpression)[async=true]",
          message: 'waitForFunction does not await an async predicate (its promise is truthy): use expect.poll.',
        },
      ],
    },
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
