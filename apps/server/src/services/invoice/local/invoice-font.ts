import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Noto Sans SC Regular (SIL Open Font License), a TrueType file of the npm package
 * @expo-google-fonts/noto-sans-sc, so a clean install has it without any system font. pdfkit embeds only
 * the glyphs a document uses (a one-page invoice carries ≈ 10 kB of it).
 */
const FONT_FILE = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';

let font: Promise<Buffer> | undefined;

/** The invoice font's bytes, read once per process (≈ 10 MB); a failed read is tried again next time. */
export function invoiceFont(): Promise<Buffer> {
  font ??= readFile(createRequire(import.meta.url).resolve(FONT_FILE)).catch((error: unknown) => {
    font = undefined;
    throw error;
  });
  return font;
}
