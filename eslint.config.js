import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import checkFile from 'eslint-plugin-check-file';
import fs from 'node:fs';

const serverRouteFolders = fs
  .readdirSync('server/routes', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// server/: routes → services → db; plugins are infrastructure; lib and i18n sit below them all.
const serverZones = [
  // One zone per route folder: what two route folders share moves down into a service.
  ...serverRouteFolders.map((folder) => ({
    target: `./server/routes/${folder}`,
    from: './server/routes',
    except: [`./${folder}`],
    message: 'A route folder never imports another: share through a service.',
  })),
  {
    target: './server/routes',
    from: './server/db',
    message: 'A route never touches the database, not even its types: its queries live in a service.',
  },
  {
    target: ['./server/services', './server/db', './server/lib', './server/i18n'],
    from: ['./server/routes', './server/plugins'],
    message: 'Services, db, lib and i18n never import routes or plugins: pass what they need in.',
  },
  {
    // The seed included: what it shares with a service (password hashing) sits in lib.
    target: './server/db',
    from: './server/services',
    message: 'db never imports services: move what both need into server/lib.',
  },
  {
    target: ['./server/lib', './server/i18n'],
    from: ['./server/services', './server/db'],
    message: 'lib and i18n sit below services and db.',
  },
];

// Imports flow one way: src and server may use schemas and machines, never each other.
const partZones = [
  { target: './src', from: './server', message: 'The browser app never imports the server.' },
  { target: './server', from: './src', message: 'The server never imports the browser app.' },
  { target: './schemas', from: ['./src', './server', './machines'], message: 'schemas/ is pure data and validation.' },
  { target: './machines', from: ['./src', './server'], message: 'machines/ are framework-free.' },
  ...serverZones,
];

// Inside src, as bulletproof-react: app (and the entry files) → features → components → lib → config, i18n.
const features = fs
  .readdirSync(`${import.meta.dirname}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const top = [
  './src/app',
  './src/admin-app',
  './src/verify',
  './src/main.tsx',
  './src/admin-main.tsx',
  './src/entry-server.tsx',
];
const shared = ['./src/components', './src/lib', './src/config', './src/i18n'];
const srcZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another: move what both need into src/lib or src/components.',
  })),
  {
    target: ['./src/features', ...shared],
    from: top,
    message: 'Only the app shell composes the app: move what is shared below it.',
  },
  { target: shared, from: './src/features', message: 'Shared code never imports a feature.' },
  {
    // components draw with lib (reads, titles); what lib's form renderer draws with sits in lib too.
    target: './src/lib',
    from: './src/components',
    message: 'lib sits below components: move what both need into src/lib.',
  },
  {
    target: ['./src/config', './src/i18n'],
    from: ['./src/components', './src/lib'],
    message: 'config/ and i18n/ are the bottom floor.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'dist-ssr',
      'node_modules',
      'data',
      'coverage',
      'schemas/.generated',
      'server/db/migrations',
      'bench/.tmp',
      'bench/.cache',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      // import/no-cycle follows imports through the files it can parse, packages left out: ignoreExternal skips
      // them, but the rule's shortcut (below) would still parse every package the code imports.
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/ignore': ['node_modules'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import/no-restricted-paths': ['error', { zones: partZones, basePath: import.meta.dirname }],
      // React's Node builds keep an AsyncLocalStorage: once it runs, Node 20's promise hooks slow every
      // promise of the server for good. The edge builds render the same HTML without it.
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-dom/server', 'react-dom/server.node', 'react-dom/static', 'react-dom/static.node'].map(
            (name) => ({
              name,
              message: 'Render with react-dom/static.edge: the Node build slows every request of the server.',
            }),
          ),
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    settings: { 'import/parsers': { '@typescript-eslint/parser': ['.ts'] } },
    // Its shortcut (strongly connected components, on by default) looks no further at an import outside any
    // circle; it needs the linted file on disk, so the architecture tests lint text probes without the rule.
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Tests are left out of the floors: they may assemble the whole app (providers, router, toasts) around what they drive.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...partZones, ...srcZones], basePath: import.meta.dirname }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Plain Node scripts (npm start's launcher).
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // kebab-case file and folder names, as bulletproof-react enforces.
    files: [
      'src/**/*.{ts,tsx}',
      'server/**/*.ts',
      'machines/**/*.ts',
      'schemas/**/*.ts',
      'tests/**/*.{ts,tsx}',
      'bench/**/*.ts',
    ],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
);
