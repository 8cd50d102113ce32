import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { budgetReport, firstScreenFiles, gzipKiB } from './bundle-budget.mjs';

/** A Vite manifest: the entry imports a vendor chunk; the home route imports a list and loads the map lazily. */
const manifest = {
  'index.html': { file: 'assets/index-a.js', imports: ['_vendor.js'], dynamicImports: ['src/routes/home-route.tsx', 'src/routes/shop-route.tsx'] },
  '_vendor.js': { file: 'assets/vendor-b.js' },
  'src/routes/home-route.tsx': { file: 'assets/home-route-c.js', imports: ['_vendor.js', '_shop-list.js'], dynamicImports: ['_map.js'], css: ['assets/home-d.css'] },
  '_shop-list.js': { file: 'assets/shop-list-e.js' },
  '_map.js': { file: 'assets/map-f.js' },
  'src/routes/shop-route.tsx': { file: 'assets/shop-route-g.js' },
};

describe('firstScreenFiles', () => {
  it('takes the entry and the route with what they import statically, not the lazy map or other routes', () => {
    assert.deepEqual(firstScreenFiles(manifest, 'src/routes/home-route.tsx'), ['assets/home-route-c.js', 'assets/index-a.js', 'assets/shop-list-e.js', 'assets/vendor-b.js']);
  });

  it('refuses a route the build does not have', () => {
    assert.throws(() => firstScreenFiles(manifest, 'src/routes/gone-route.tsx'), /no chunk for src\/routes\/gone-route\.tsx/);
  });
});

describe('budgetReport', () => {
  it('passes a screen within its budget and fails one over it', () => {
    const distDir = mkdtempSync(join(tmpdir(), 'budget-'));
    // Random-looking text does not compress: 30 KiB stays about 30 KiB gzip.
    let text = '';
    for (let index = 0; text.length < 30 * 1024; index += 1) text += Math.sin(index).toString(36);
    writeFileSync(join(distDir, 'big.js'), text);
    const kiB = gzipKiB(distDir, ['big.js']);
    assert.ok(kiB > 15 && kiB < 31, `gzip of 30 KiB of digits: ${kiB}`);
    const { lines, over } = budgetReport([
      { app: 'consumer', screen: 'home', budgetKiB: 100, kiB },
      { app: 'business', screen: 'login', budgetKiB: 10, kiB },
    ]);
    assert.deepEqual(over.map((measure) => measure.app), ['business']);
    assert.match(lines[1], /^business login: \d+\.\d KiB of 10 KiB {2}OVER BUDGET$/);
    assert.doesNotMatch(lines[0], /OVER/);
  });
});
