import { beforeEach } from 'vitest';

/**
 * A list for a test file's mock handlers to record what they received (`log.push(params)` in a handler,
 * `expect(log).toEqual(…)` in a test). Call at the top of the file: the list is emptied before each test,
 * so no test sees another's requests, not even a late one of the test before.
 */
export function requestLog<Entry = Record<string, unknown>>(): Entry[] {
  const log: Entry[] = [];
  beforeEach(() => {
    log.length = 0;
  });
  return log;
}
