// Small process helpers shared by the start and test scripts.
import { spawn, spawnSync } from 'node:child_process';

/** Runs a command with inherited stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and stops the script with its exit code when it fails. */
export async function runOrExit(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}

/** True when `command --version` runs. */
export function hasCommand(command, env = process.env) {
  return spawnSync(command, ['--version'], { stdio: 'ignore', env }).status === 0;
}
