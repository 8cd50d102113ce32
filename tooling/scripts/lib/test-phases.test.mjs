import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatPhaseTimings, TEST_PHASES } from './test-phases.mjs';

describe('TEST_PHASES', () => {
  it('runs every test task once, static checks first and browser tests last', () => {
    const tasks = TEST_PHASES.flatMap((phase) => phase.tasks);
    assert.deepEqual([...tasks].sort(), ['budget', 'build', 'build-storybook', 'e2e', 'lint', 'test', 'typecheck']);
    assert.deepEqual(TEST_PHASES[0].tasks, ['typecheck', 'lint']);
    assert.ok(TEST_PHASES.at(-1).tasks.includes('e2e'));
  });
});

describe('formatPhaseTimings', () => {
  it('gives a row per step, rounded seconds, the result and the total', () => {
    const text = formatPhaseTimings([
      { name: 'install', seconds: 12.4, ok: true },
      { name: 'unit + integration', seconds: 141.6, ok: false },
    ]);
    assert.equal(text, ['install               12 s  ok', 'unit + integration   142 s  FAILED', 'total                154 s'].join('\n'));
  });
});
