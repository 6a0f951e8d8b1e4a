// One lint configuration for every workspace. Import boundaries follow docs/ARCHITECTURE.md:
// contract depends on nobody; web and server never import each other; in the web app code
// flows lib/components -> features -> app, and a feature never imports another feature.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import { reactRefresh } from 'eslint-plugin-react-refresh';
import globals from 'globals';
import localRules from './scripts/eslint/no-stateful-regex.mjs';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const featuresDir = new URL('./apps/web/src/features/', import.meta.url);
const featureNames = existsSync(featuresDir) ? readdirSync(featuresDir) : [];
const webFeatureZones = featureNames.map((name) => ({
  target: `./apps/web/src/features/${name}`,
  from: './apps/web/src/features',
  except: [`./${name}`],
  message: 'A feature never imports another feature; compose them in app/.',
}));

// Server: platform/ imports no module (its API tests may start the whole app through
// test-app.ts); a module never imports another module's repository or schema (a schema file may
// name another module's table in a foreign key, and a test may set rows up directly); route
// files never import a repository (docs/decisions/0009-server-modules.md). Beyond that a module
// reaches another only through its service types (`*.service.ts`, `*.types.ts`) or its factory
// (`*.module.ts`); its schema, seeds, tests and test fixtures may use more (decision 0042).
const serverSrc = './apps/server/src';
const modulesDir = new URL('./apps/server/src/modules/', import.meta.url);
const moduleNames = existsSync(modulesDir) ? readdirSync(modulesDir) : [];
const modulesPath = fileURLToPath(modulesDir);
const serverModuleZones = moduleNames.flatMap((name) => {
  const others = moduleNames.filter((other) => other !== name);
  return others.length === 0
    ? []
    : [
        {
          target: `${serverSrc}/modules/${name}/**/!(*.schema|*.test).ts`,
          from: others.flatMap((other) => [
            `${serverSrc}/modules/${other}/**/*.repository.ts`,
            `${serverSrc}/modules/${other}/**/*-repositories.ts`,
            `${serverSrc}/modules/${other}/**/*.schema.ts`,
          ]),
          message: "A module never imports another module's repository or schema: ask its service.",
        },
        ...others.map((other) => ({
          target: `${serverSrc}/modules/${name}/**/!(*.schema|*.seed|*.test|*-fixtures|*-test-kit).ts`,
          from: `${modulesPath}${other}/**/*.ts`,
          except: [`${modulesPath}${other}/**/*.@(service|types|module).ts`],
          message:
            'A module imports of another only its service types (*.service.ts, *.types.ts) or its factory (*.module.ts).',
        })),
      ];
});
const serverZones = [
  {
    target: `${serverSrc}/platform/**/!(*.test).ts`,
    from: [
      `${serverSrc}/modules`,
      `${serverSrc}/app.ts`,
      `${serverSrc}/modules.ts`,
      `${serverSrc}/main.ts`,
      `${serverSrc}/test-app.ts`,
    ],
    message: 'platform/ imports no module; modules.ts wires modules to it.',
  },
  {
    target: `${serverSrc}/platform/**/*.test.ts`,
    from: `${serverSrc}/modules`,
    message: 'platform/ imports no module (its tests start the app through test-app.ts).',
  },
  {
    target: `${serverSrc}/**/*.@(route|routes).ts`,
    from: [`${serverSrc}/**/*.repository.ts`, `${serverSrc}/**/*-repositories.ts`],
    message: 'Route files never import a repository: call a service.',
  },
  ...serverModuleZones,
];

const readPackage = (dir) =>
  JSON.parse(readFileSync(new URL(`./${dir}/package.json`, import.meta.url), 'utf8'));
const workspaceNames = readPackage('.').workspaces.map((dir) => readPackage(dir).name);
/** The other workspaces that `dir`'s package.json does not depend on. */
function undeclaredWorkspaces(dir) {
  const pkg = readPackage(dir);
  const declared = { ...pkg.dependencies, ...pkg.devDependencies };
  return workspaceNames.filter((name) => name !== pkg.name && !(name in declared));
}

// Each workspace imports only what its own package.json declares (the root's devDependencies
// are the shared tooling: vitest, typescript, eslint). Tests, test harnesses, build and config
// files may use devDependencies; e2e and bench are development-only workspaces.
const workspaceDependencyRules = [
  ['packages/contract', ['**/*.test.ts', 'vitest.config.ts']],
  [
    'apps/server',
    [
      '**/*.test.ts',
      '**/testing/**',
      'src/test-*.ts',
      'build.mjs',
      'scripts/**',
      '*.config.ts',
      'vitest.global-setup.ts',
    ],
  ],
  ['apps/web', ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', 'vite*.ts', 'vitest.config.ts']],
  ['e2e', ['**']],
  ['bench', ['**']],
].map(([dir, devFiles]) => ({
  files: [`${dir}/**/*.{ts,tsx,js,mjs}`],
  rules: {
    // The resolver cannot follow a workspace's `exports` map, so the rule below never sees an
    // @yzfk/* import: those are checked here against the same package.json.
    'no-restricted-imports': [
      'error',
      {
        patterns: undeclaredWorkspaces(dir).map((name) => ({
          group: [name, `${name}/*`],
          message: `${dir}/package.json does not declare ${name}.`,
        })),
      },
    ],
    'import/no-extraneous-dependencies': [
      'error',
      {
        packageDir: [new URL(`./${dir}/`, import.meta.url).pathname, import.meta.dirname],
        devDependencies: devFiles.map((glob) => `${dir}/${glob}`),
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      '**/*.config.js',
      '.ci/**',
      '**/*.tmp.*',
    ],
  },
  js.configs.recommended,
  // Every eslint-disable says why after `--`, names its rules and is still needed.
  eslintComments.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: { '@eslint-community/eslint-comments/require-description': 'error' },
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { import: importPlugin, local: localRules },
    settings: {
      // Relative imports resolve to .ts/.tsx files; workspace packages (@yzfk/*) are separate
      // packages whose boundaries the zones below state by folder.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // Validation must not change with the previous request (issue 27).
      'local/no-stateful-regex': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-self-import': 'error',
      'import/no-duplicates': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/contract',
              from: './apps',
              message: 'contract depends on no app',
            },
            { target: './apps/server', from: './apps/web', message: 'server never imports web' },
            { target: './apps/web', from: './apps/server', message: 'web never imports server' },
            {
              target: ['./apps/web/src/lib', './apps/web/src/components', './apps/web/src/hooks'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code flows one way: lib/components -> features -> app.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the app; the app composes features.',
            },
            ...webFeatureZones,
            ...serverZones,
          ],
        },
      ],
    },
  },
  ...workspaceDependencyRules,
  {
    // Plain JavaScript build scripts are linted without type information.
    files: ['**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // `npm run dev` hot-swaps a changed component only when its file exports nothing but
    // components (docs/decisions/0001-monorepo-and-tooling.md): helpers live in .ts files. Tests
    // and their harness are never hot-swapped.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/testing/**'],
    ...reactRefresh.configs.vite(),
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
