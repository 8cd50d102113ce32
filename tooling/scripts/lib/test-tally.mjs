// Adds up the test counts the runners print (Vitest, node:test, Playwright) as their output streams by.

const ANSI = /\x1b\[[0-9;]*m/g;

/** Counts from one line of output, if it is a runner's summary line. */
export function countsOfLine(rawLine) {
  const line = rawLine.replace(ANSI, '');
  const vitest = line.match(/\bTests\s+(?:(\d+) failed \| )?(?:\d+ skipped \| )?(\d+) passed/);
  if (vitest) return { passed: Number(vitest[2]), failed: Number(vitest[1] ?? 0) };
  const vitestFailedOnly = line.match(/\bTests\s+(\d+) failed \(/);
  if (vitestFailedOnly) return { passed: 0, failed: Number(vitestFailedOnly[1]) };
  const nodePass = line.match(/# pass (\d+)$/);
  if (nodePass) return { passed: Number(nodePass[1]), failed: 0 };
  const nodeFail = line.match(/# fail (\d+)$/);
  if (nodeFail) return { passed: 0, failed: Number(nodeFail[1]) };
  const playwrightPassed = line.match(/:e2e:\s+(\d+) passed \(/);
  if (playwrightPassed) return { passed: Number(playwrightPassed[1]), failed: 0 };
  const playwrightFailed = line.match(/:e2e:\s+(\d+) failed$/);
  if (playwrightFailed) return { passed: 0, failed: Number(playwrightFailed[1]) };
  return null;
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
