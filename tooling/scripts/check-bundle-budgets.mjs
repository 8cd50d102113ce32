// `pnpm --filter @luggage/scripts budget`: measures each app's first-screen JS in its build (apps/*/dist)
// against lib/bundle-budget.mjs and fails when one is over. Run by `npm test` after the builds.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { budgetReport, FIRST_SCREEN_BUDGETS, firstScreenFiles, gzipKiB } from './lib/bundle-budget.mjs';

const measures = FIRST_SCREEN_BUDGETS.map((budget) => {
  const distDir = fileURLToPath(new URL(`../../apps/${budget.app}/dist/`, import.meta.url));
  const manifest = JSON.parse(readFileSync(`${distDir}.vite/manifest.json`, 'utf8'));
  return { ...budget, kiB: gzipKiB(distDir, firstScreenFiles(manifest, budget.route)) };
});
const { lines, over } = budgetReport(measures);
process.stdout.write(`${lines.join('\n')}\n`);
if (over.length > 0) {
  process.stderr.write(`First-screen JavaScript over budget: ${over.map((measure) => `${measure.app} ${measure.screen}`).join(', ')}\n`);
  process.exit(1);
}
