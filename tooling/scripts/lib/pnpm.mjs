// Makes the pinned pnpm available without touching the user's global setup: if the right version is
// not on PATH, it is installed once with npm into a cache folder outside the repository and put first
// on PATH for this process and its children (turbo runs `pnpm run …` in every package).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { runOrExit } from './run.mjs';

export const repoRoot = new URL('../../../', import.meta.url).pathname;

function pinnedVersion() {
  const { packageManager } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  return packageManager.replace(/^pnpm@/, '');
}

function versionOnPath(env) {
  const result = spawnSync('pnpm', ['--version'], { env, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Returns an environment whose PATH has the pinned pnpm, installing it if needed. */
export async function ensurePnpm() {
  const version = pinnedVersion();
  const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', COREPACK_ENABLE_STRICT: '0' };
  if (versionOnPath(env) === version) return env;
  const prefix = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'luggage-storage', `pnpm-${version}`);
  const bin = join(prefix, 'node_modules', '.bin');
  if (!existsSync(join(bin, 'pnpm'))) {
    console.log(`→ installing pnpm ${version} into ${prefix}`);
    await runOrExit('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', `pnpm@${version}`]);
  }
  env.PATH = `${bin}${delimiter}${env.PATH}`;
  return env;
}

/** Installs the workspace exactly as locked. */
export async function installWorkspace(env) {
  await runOrExit('pnpm', ['install', '--frozen-lockfile', '--reporter=append-only'], { cwd: repoRoot, env });
}
