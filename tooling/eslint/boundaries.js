// The monorepo's import boundaries (DESIGN.md §2): which workspace packages a package may import, the
// layers inside an app and inside the server, and no import cycles.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';

/** The apps of the workspace: never imported. */
const APPS = ['consumer', 'business', 'server'];

/**
 * The workspace packages this package may import (e.g. `['@luggage/api', '@luggage/ui']`; a name allows
 * its subpaths, `'@luggage/api/contract'` only that subpath): any other `@luggage/…`, any app, and a
 * relative path into another package's src are errors.
 */
export function workspaceImports(allowed) {
  // Apps have a message of their own: the other packages' pattern leaves them out.
  const passed = [...allowed.map((name) => name.replace('@luggage/', '')), ...APPS];
  return {
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../*/src/*', '../../../*/src/*'], message: 'Import another package by its @luggage/ name.' },
            { regex: `^@luggage/(?!(${passed.join('|')})(/|$))`, message: `This package may import only ${allowed.join(', ') || 'no other workspace package'} (DESIGN.md §2).` },
            { regex: `^@luggage/(${APPS.join('|')})(/|$)`, message: 'Apps are never imported.' },
          ],
        },
      ],
    },
  };
}

/** No import cycles between a package's own files (cross-package cycles are ruled out by workspaceImports). */
export const noImportCycles = {
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    // The rule reads the imported files too, which are TypeScript.
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

/**
 * The layers of an app in `appDir` (DESIGN.md §4): a feature imports no other feature and no route;
 * `src/shared` imports no feature, route or the app's route table; `src/app` is the wiring above them.
 */
export function appLayers(appDir) {
  const featuresDir = join(appDir, 'src/features');
  const features = existsSync(featuresDir) ? readdirSync(featuresDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()) : [];
  return {
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: appDir,
          zones: [
            ...features.map(({ name }) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`],
              message: 'A feature does not import another feature: move what both need to src/shared.',
            })),
            { target: './src/features', from: './src/routes', message: 'Features do not import routes: routes compose features.' },
            {
              target: './src/shared',
              from: ['./src/features', './src/routes', './src/app/routes.tsx'],
              message: 'Shared code does not import features or routes.',
            },
          ],
        },
      ],
    },
  };
}

/** The server's layers: routes → services → db; a service never imports the HTTP layer or a route (tests aside). */
export function serverLayers(serverDir) {
  return {
    // A test may reach across layers to set up or check what it tests.
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: serverDir,
          zones: [
            {
              target: './src/services',
              from: ['./src/http', './src/routes'],
              message: 'Services do not import the HTTP layer or routes: pass what they need as parameters.',
            },
            { target: './src/db', from: ['./src/services', './src/http', './src/routes'], message: 'The database layer imports no service, HTTP or route code.' },
          ],
        },
      ],
    },
  };
}
