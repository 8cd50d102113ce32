// Adds up the test counts the runners print (Vitest, node:test, Playwright) as their output streams by.

const ANSI = /\x1b\[[0-9;]*m/g;

/**
 * Counts from one line of Turborepo's output ('<package>:<task>: <runner output>'), if it is a runner's
 * closing summary: Vitest's 'Tests  1 failed | 26 passed (27)', node:test's '# pass 12' / '# fail 0',
 * Playwright's '6 passed (11.9s)' / '1 failed'. Anything else, test names included, gives null.
 */
export function countsOfLine(rawLine) {
  const match = rawLine.replace(ANSI, '').match(/^\S+:(test|e2e): +(.*)$/);
  if (!match) return null;
  const [, task, text] = match;
  if (task === 'e2e') {
    const playwright = text.match(/^(\d+) (passed|failed)(?: \(|$)/);
    if (!playwright) return null;
    const count = Number(playwright[1]);
    return playwright[2] === 'passed' ? { passed: count, failed: 0 } : { passed: 0, failed: count };
  }
  const vitest = text.match(/^Tests +(?:(\d+) failed(?: \| |\s*\())?(?:\d+ skipped \| )?(?:(\d+) passed)?/);
  if (vitest && (vitest[1] || vitest[2])) return { passed: Number(vitest[2] ?? 0), failed: Number(vitest[1] ?? 0) };
  const node = text.match(/^# (pass|fail) (\d+)$/);
  if (!node) return null;
  const count = Number(node[2]);
  return node[1] === 'pass' ? { passed: count, failed: 0 } : { passed: 0, failed: count };
}

/** A running total fed with chunks of output. */
export function createTally() {
  const total = { passed: 0, failed: 0 };
  let pending = '';
  const addLine = (line) => {
    const counts = countsOfLine(line);
    if (counts) {
      total.passed += counts.passed;
      total.failed += counts.failed;
    }
  };
  return {
    add(chunk) {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(addLine);
    },
    finish() {
      addLine(pending);
      pending = '';
      return total;
    },
  };
}
