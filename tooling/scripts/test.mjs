// `npm test`: every test of the repository — typecheck, lint, unit and integration tests, the
// Storybook build and its story tests, and the browser tests against the built apps and real server.
import { spawn } from 'node:child_process';
import { ensureChromium } from './lib/chromium.mjs';
import './lib/check-node.mjs';
import { ensurePnpm, installWorkspace, repoRoot } from './lib/pnpm.mjs';
import { createTally } from './lib/test-tally.mjs';

const env = await ensurePnpm();
await installWorkspace(env);
env.CHROMIUM_PATH = await ensureChromium();

const tasks = ['typecheck', 'lint', 'test', 'build-storybook', 'e2e'];
const turbo = spawn(
  'pnpm',
  ['exec', 'turbo', 'run', ...tasks, '--concurrency=2', '--output-logs=new-only', ...process.argv.slice(2)],
  { cwd: repoRoot, env, stdio: ['inherit', 'pipe', 'inherit'] },
);
const tally = createTally();
turbo.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  tally.add(chunk.toString());
});
const code = await new Promise((resolve) => turbo.on('close', (exitCode) => resolve(exitCode ?? 1)));
const { passed, failed } = tally.finish();
// Tests of tasks replayed from Turborepo's cache are not counted: they did not run this time.
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(code);
