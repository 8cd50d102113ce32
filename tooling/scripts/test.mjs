// `npm test`: every test of the repository — typecheck, lint, unit and integration tests, the
// Storybook build and its story tests, and the browser tests against the built apps and real server.
import { ensureChromium } from './lib/chromium.mjs';
import './lib/check-node.mjs';
import { ensurePnpm, installWorkspace, repoRoot } from './lib/pnpm.mjs';
import { run } from './lib/run.mjs';

const env = await ensurePnpm();
await installWorkspace(env);
env.CHROMIUM_PATH = await ensureChromium();

const code = await run(
  'pnpm',
  ['exec', 'turbo', 'run', 'typecheck', 'lint', 'test', 'build-storybook', 'e2e', '--concurrency=2', '--output-logs=new-only', ...process.argv.slice(2)],
  { cwd: repoRoot, env },
);
process.exit(code);
