// Finds the system Chromium that the browser tests drive through Playwright. When none is found it
// installs Debian's package where it can (as root with apt-get), and otherwise says what to install.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { runOrExit } from './run.mjs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

function canInstallWithApt() {
  return process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** Path of a usable Chromium, installing Debian's `chromium` (and a CJK font) when possible. */
export async function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (!canInstallWithApt()) {
    console.error(
      '\n✖ The browser tests need Chromium and none was found.\n' +
        '  Install it (Debian/Ubuntu: sudo apt-get install chromium fonts-noto-cjk)\n' +
        '  or point CHROMIUM_PATH at a Chromium or Chrome binary, then run npm test again.',
    );
    process.exit(1);
  }
  console.log('→ installing Debian chromium and a CJK font for the browser tests');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await runOrExit('apt-get', ['update', '-qq'], { env });
  await runOrExit('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-cjk'], { env });
  const installed = findChromium();
  if (!installed) {
    console.error('✖ chromium was installed but not found at /usr/bin/chromium');
    process.exit(1);
  }
  return installed;
}
