// `npm test`: every test of the repository — typecheck, lint, unit and integration tests, the
// Storybook build and its story tests, and the browser tests against the built apps and real server —
// in phases (see lib/test-phases.mjs), ending with the time each phase took and the tests counted.
import { spawn } from 'node:child_process';
import { ensureChromium } from './lib/chromium.mjs';
import './lib/check-node.mjs';
import { ensurePnpm, installWorkspace, repoRoot } from './lib/pnpm.mjs';
import { createTally } from './lib/test-tally.mjs';
import { formatPhaseTimings, TEST_PHASES } from './lib/test-phases.mjs';

const steps = [];
/** Runs `work` as a step of the closing table; resolves with whether it succeeded. */
async function step(name, work) {
  const started = performance.now();
  const ok = await work();
  steps.push({ name, seconds: (performance.now() - started) / 1000, ok });
  return ok;
}

let env;
await step('install', async () => {
  env = await ensurePnpm();
  await installWorkspace(env);
  env.CHROMIUM_PATH = await ensureChromium();
  return true;
});

const tally = createTally();
/** One phase: its tasks through Turborepo, two at a time, the output streamed and its test counts tallied. */
function runPhase(phase) {
  const turbo = spawn(
    'pnpm',
    ['exec', 'turbo', 'run', ...phase.tasks, '--concurrency=2', '--output-logs=new-only', ...process.argv.slice(2)],
    { cwd: repoRoot, env, stdio: ['inherit', 'pipe', 'inherit'] },
  );
  turbo.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    tally.add(chunk.toString());
  });
  return new Promise((resolve) => turbo.on('close', (exitCode) => resolve(exitCode === 0)));
}

let ok = true;
for (const phase of TEST_PHASES) {
  console.log(`\n→ ${phase.name}: ${phase.tasks.join(', ')}`);
  ok = await step(phase.name, () => runPhase(phase));
  if (!ok) break;
}

const { passed, failed } = tally.finish();
console.log(`\n${formatPhaseTimings(steps)}`);
// Tests of tasks replayed from Turborepo's cache are not counted: they did not run this time.
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
