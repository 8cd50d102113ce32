// `npm start`: install, build, then serve both apps with the API (migrating and seeding the embedded
// database on first run). Ctrl-C stops the server cleanly.
import { join } from 'node:path';
import './lib/check-node.mjs';
import { ensurePnpm, installWorkspace, repoRoot } from './lib/pnpm.mjs';
import { run, runOrExit } from './lib/run.mjs';

const env = await ensurePnpm();
await installWorkspace(env);
await runOrExit(
  'pnpm',
  ['exec', 'turbo', 'run', 'build', '--filter=@luggage/server', '--filter=@luggage/consumer', '--filter=@luggage/business', '--output-logs=errors-only'],
  { cwd: repoRoot, env },
);

// Signals reach the server directly (same process group); this script only waits for it to finish.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {});
const code = await run(process.execPath, [join(repoRoot, 'apps/server/dist/main.js')], { cwd: repoRoot, env });
process.exit(code);
