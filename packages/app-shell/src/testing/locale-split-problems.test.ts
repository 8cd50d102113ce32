import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeSplitProblems } from './locale-split-problems';

const texts = (word: string) => ({ en: { word }, 'zh-CN': { word } });
const all = { app: texts('app'), voucher: texts('voucher'), orders: texts('orders') };

/** A src/ folder holding `files` (path → text). */
function sourceDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'locale-split-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('localeSplitProblems', () => {
  it('finds nothing wrong with a whole split whose screens ask for the lazy namespaces they write', async () => {
    const dir = sourceDir({
      'voucher/voucher.tsx': "const { t } = useTranslation(['voucher', 'orders']); t('orders:title');",
      // A comment that names a key is not a use, and neither is a test.
      'orders/orders.ts': "// the 'orders:title' key\nexport const x = 1;",
      'orders/orders.test.ts': "t('orders:title');",
    });
    const problems = await localeSplitProblems({
      all,
      firstScreen: { app: all.app },
      lazy: { voucher: async () => all.voucher, orders: async () => all.orders },
      sourceDir: dir,
    });
    expect(problems).toEqual([]);
  });

  it('names a namespace left out or split twice, a loader of other texts, and a file writing a lazy key it does not ask for', async () => {
    const dir = sourceDir({ 'helpers/order-text.ts': 'export const text = (t) => t(`orders:title`);' });
    const problems = await localeSplitProblems({
      all,
      firstScreen: { app: all.app, voucher: all.voucher },
      lazy: { voucher: async () => all.voucher, orders: async () => all.app },
      sourceDir: dir,
    });
    expect(problems).toEqual([
      'namespace voucher is both bundled and lazy',
      'lazy namespace orders loads other texts',
      "helpers/order-text.ts writes orders: keys without useTranslation('orders')",
    ]);
    const missing = await localeSplitProblems({ all, firstScreen: { app: all.app }, lazy: {}, sourceDir: dir });
    expect(missing).toEqual(['namespace voucher is neither bundled nor lazy', 'namespace orders is neither bundled nor lazy']);
  });
});
