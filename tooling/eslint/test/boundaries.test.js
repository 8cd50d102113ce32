// The boundary rules, proven on fixture files that break them (and on files that keep them).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import base from '../base.js';
import { appLayers, serverLayers, workspaceImports } from '../boundaries.js';
import react from '../react.js';

const fixtures = join(import.meta.dirname, 'fixtures');

/** The rule ids and messages ESLint reports for each file of `dir` under `config`, by file path from `dir`. */
async function problemsOf(dir, config) {
  const eslint = new ESLint({ cwd: join(fixtures, dir), overrideConfigFile: true, overrideConfig: config, ignore: false });
  const results = await eslint.lintFiles(['src/**/*.{ts,tsx}']);
  return Object.fromEntries(
    results.map((result) => [result.filePath.slice(join(fixtures, dir).length + 1), result.messages.map((message) => message.ruleId ?? message.message)]),
  );
}

describe('an app’s layers', async () => {
  const problems = await problemsOf('app', [...react, appLayers(join(fixtures, 'app'))]);

  it('refuses a feature importing another feature', () => {
    assert.deepEqual(problems['src/features/alpha/imports-other-feature.ts'], ['import-x/no-restricted-paths']);
  });
  it('refuses a feature importing a route', () => {
    assert.deepEqual(problems['src/features/alpha/imports-route.ts'], ['import-x/no-restricted-paths']);
  });
  it('refuses shared code importing a feature', () => {
    assert.deepEqual(problems['src/shared/imports-feature.ts'], ['import-x/no-restricted-paths']);
  });
  it('refuses the plain useDispatch and useSelector', () => {
    assert.deepEqual(problems['src/features/alpha/uses-plain-dispatch.tsx'], ['@typescript-eslint/no-restricted-imports', '@typescript-eslint/no-restricted-imports']);
  });
  it('lets a feature import shared code and a route import a feature', () => {
    assert.deepEqual(problems['src/features/alpha/imports-shared.ts'], []);
    assert.deepEqual(problems['src/routes/route.ts'], []);
  });
});

describe('the server’s layers', async () => {
  const problems = await problemsOf('server', [...base, serverLayers(join(fixtures, 'server'))]);

  it('refuses a service importing the HTTP layer', () => {
    assert.deepEqual(problems['src/services/imports-http.ts'], ['import-x/no-restricted-paths']);
  });
  it('lets a test reach across layers', () => {
    assert.deepEqual(problems['src/services/imports-http.test.ts'], []);
  });
});

describe('a package’s imports', async () => {
  const problems = await problemsOf('package', [...base, workspaceImports(['@luggage/api/contract', '@luggage/domain'])]);

  it('refuses import cycles', () => {
    assert.deepEqual(problems['src/cycle-a.ts'], ['import-x/no-cycle']);
    assert.deepEqual(problems['src/cycle-b.ts'], ['import-x/no-cycle']);
  });
  it('refuses workspace packages it may not import, and any app', () => {
    const file = 'src/imports-workspace.ts';
    assert.deepEqual(problems[file], ['no-restricted-imports', 'no-restricted-imports']);
  });
});
