import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';
import { remoteShapePlugin } from './eslint/remote-shape.js';

const REMOTES = ['mfe-ventas', 'mfe-resto', 'mfe-productos', 'mfe-caja', 'mfe-admin', 'mfe-reportes'];
const BROWSER_SHARED = ['api-client', 'session', 'bus', 'ui', 'sales-ui', 'federation', 'build', 'query', 'hooks', 'printing'];

const signalrOnlyInBus = {
  name: '@microsoft/signalr',
  message: 'Only shared/src/bus talks to SignalR: use getRealtimeBus() from @resto/shared/bus.',
};
const rxjsOnlyInBus = {
  name: 'rxjs',
  message: 'Only shared/src/bus uses rxjs: subscribe through @resto/shared/bus.',
};
const rxjsSubpaths = { group: ['rxjs/*'], message: rxjsOnlyInBus.message };
/** Bus-only libraries, refused everywhere else (each block below repeats them: a later block replaces the rule's options). */
const BUS_ONLY_PATHS = [signalrOnlyInBus, rxjsOnlyInBus];

/**
 * `app/src/features/<name>` folders: a feature reaches another only through its `index.ts` (and
 * import-x/no-cycle refuses two features importing each other); test-support is shared test code.
 */
function featureZones(app) {
  const dir = path.join(import.meta.dirname, app, 'src', 'features');
  if (!fs.existsSync(dir)) return [];
  const features = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'test-support')
    .map((d) => d.name);
  return features.map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features/*/**`,
    except: [`${dir}/${feature}/**`, `${dir}/*/index.ts`, `${dir}/test-support/**`],
    message: "A feature imports another feature only through its index.ts: add what it needs to that feature's public entry.",
  }));
}

/**
 * `api/src/modules/<name>` folders: a module is reached only through its `index.ts`, by the other
 * modules and by the rest of the api (app, seed, plugins). Two modules importing each other is a
 * cycle, which import-x/no-cycle refuses.
 */
function apiModuleZones() {
  const src = path.join(import.meta.dirname, 'api', 'src');
  const modules = fs
    .readdirSync(path.join(src, 'modules'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const outside = fs
    .readdirSync(src)
    .filter((entry) => entry !== 'modules')
    .map((entry) => `./api/src/${entry}`);
  return modules.map((name) => ({
    target: [...outside, ...modules.filter((other) => other !== name).map((other) => `./api/src/modules/${other}`)],
    from: `./api/src/modules/${name}`,
    except: ['./index.ts'],
    message: `Import the ${name} module through its public entry (api/src/modules/${name}/index.ts), never its files.`,
  }));
}

// Isomorphic parts of shared run in the api too; the browser parts need a DOM, storage or React.
const ISOMORPHIC_SHARED = ['contracts', 'rules', 'format', 'i18n', 'asistente'];
const BROWSER_SHARED_SRC = ['api-client', 'session', 'bus', 'ui', 'sales-ui', 'federation', 'query', 'hooks', 'printing'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.__mf__temp/**', '**/__mf__temp/**', 'data/**', 'e2e/test-results/**', 'e2e/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: REMOTES.map((remote) => `${remote}/src/**/*.{ts,tsx,js}`),
    plugins: { resto: remoteShapePlugin(import.meta.dirname, REMOTES) },
    rules: { 'resto/remote-shape': 'error' },
  },
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // Without a parser for TypeScript, import-x reads no .ts file and no-cycle sees no import at all.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 8 }],
      'no-restricted-imports': ['error', { paths: BUS_ONLY_PATHS, patterns: [rxjsSubpaths] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...['shell', ...REMOTES].flatMap(featureZones),
            ...apiModuleZones(),
            ...ISOMORPHIC_SHARED.map((part) => ({
              target: `./shared/src/${part}`,
              from: BROWSER_SHARED_SRC.map((browser) => `./shared/src/${browser}`),
              message: 'Isomorphic shared code (contracts, rules, format, i18n) never imports the browser parts of shared.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', 'shell/**/*.ts', 'mfe-*/**/*.ts', 'shared/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // eslint-plugin-react-hooks v7 recommended (React Compiler rules included), warnings as errors.
      ...Object.fromEntries(Object.keys(reactHooks.configs.flat.recommended.rules).map((rule) => [rule, 'error'])),
    },
  },
  // Type-aware checks: promises are awaited or handled, never passed where a void callback goes,
  // and a switch over a union handles every member.
  {
    files: ['api/**/*.ts', 'shared/src/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  // A remote never imports another remote: what two remotes need goes to shared, the bus or a route.
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: BUS_ONLY_PATHS,
          patterns: [
            rxjsSubpaths,
            {
              group: REMOTES.filter((r) => r !== remote).flatMap((r) => [`**/${r}/**`, `@resto/${r}`, `@resto/${r}/**`]),
              message: 'A remote never imports another remote: move what both need to @resto/shared, or use the bus or a route.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: BUS_ONLY_PATHS,
          patterns: [
            rxjsSubpaths,
            {
              group: REMOTES.flatMap((r) => [`**/${r}/**`, `@resto/${r}`, `@resto/${r}/**`]),
              message: 'The shell loads remotes at run time through the federation registry, never by import.',
            },
          ],
        },
      ],
    },
  },
  // The api may use only the isomorphic parts of shared (contracts, rules, format, i18n resources).
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: BUS_ONLY_PATHS,
          patterns: [
            rxjsSubpaths,
            {
              group: BROWSER_SHARED.flatMap((p) => [`@resto/shared/${p}`, `@resto/shared/${p}/**`, `**/shared/src/${p}/**`]),
              message: 'The api imports only the isomorphic parts of shared: contracts, rules, format, i18n resources, asistente.',
            },
            // The page's i18n module (stored language, document lang) is the browser's; the texts are isomorphic.
            { regex: '^@resto/shared/i18n$', message: 'Use @resto/shared/i18n/resources: the texts, without the browser i18n module.' },
            { group: ['react', 'react-dom', '@chakra-ui/*'], message: 'The api has no UI.' },
          ],
        },
      ],
    },
  },
  // No source file over 400 lines: a file that grows past it is split by what a reader looks for.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/test/**', 'e2e/**'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  // Queries live in repositories: a module's services and routes call them, never build SQL themselves.
  {
    files: ['api/src/modules/**/*.ts'],
    ignores: ['api/src/modules/**/*.repository.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto)$/]',
          message: 'Queries live in repositories (*.repository.ts): move this one there and call it.',
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'Queries live in repositories (*.repository.ts): move this SQL there.' },
        { selector: "MemberExpression[object.name='sql']", message: 'Queries live in repositories (*.repository.ts): move this SQL there.' },
      ],
    },
  },
  // Migrations are frozen in time, so typed Kysely<any>: they describe the schema of their day, not today's.
  {
    files: ['api/src/db/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // A migration imports no live code: a later change to a repository must not change what it did.
  {
    files: ['api/src/db/migrations/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!kysely(/|$)|\\./helpers$)', message: 'A migration is frozen: it imports only kysely and ./helpers, never live code.' }] },
      ],
    },
  },
  {
    files: ['api/test/**/*.ts', 'shared/src/bus/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['api/test/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@resto/shared/ui', '@resto/shared/session', '@resto/shared/api-client'], message: 'Browser-only.' }] }],
    },
  },
);
