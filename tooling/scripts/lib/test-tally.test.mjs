import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countsOfLine, createTally } from './test-tally.mjs';

describe('countsOfLine', () => {
  const cases = [
    ['@luggage/ui:test: \x1b[2m      Tests \x1b[22m \x1b[1m\x1b[32m73 passed\x1b[39m\x1b[22m\x1b[90m (73)\x1b[39m', { passed: 73, failed: 0 }],
    ['@luggage/consumer:test:       Tests  1 failed | 26 passed (27)', { passed: 26, failed: 1 }],
    ['@luggage/x:test:       Tests  2 failed (2)', { passed: 0, failed: 2 }],
    ['@luggage/geodata:test: # pass 12', { passed: 12, failed: 0 }],
    ['@luggage/geodata:test: # fail 1', { passed: 0, failed: 1 }],
    ['@luggage/e2e:e2e:   6 passed (11.9s)', { passed: 6, failed: 0 }],
    ['@luggage/e2e:e2e:   1 failed', { passed: 0, failed: 1 }],
    ['@luggage/server:test: [2m   Duration [22m 4.20s', null],
    [' Tasks:    34 successful, 34 total', null],
    ['@luggage/scripts:test:     # Subtest: "@luggage/x:test:       Tests  2 failed ("', null],
    ['@luggage/scripts:test:     ok 5 - "@luggage/geodata:test: # fail 1"', null],
    ['@luggage/x:test:       Tests  2 skipped (2)', null],
  ];
  for (const [line, expected] of cases) {
    it(JSON.stringify(line.slice(0, 40)), () => assert.deepEqual(countsOfLine(line), expected));
  }
});

describe('createTally', () => {
  it('adds counts across chunks split anywhere', () => {
    const tally = createTally();
    tally.add('a:test:       Tests  3 pass');
    tally.add('ed (3)\nb:test: # pass 2\nc:e2e:   1 passed (1s)');
    assert.deepEqual(tally.finish(), { passed: 6, failed: 0 });
  });
});
