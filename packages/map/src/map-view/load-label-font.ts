/**
 * Loads the 'Noto Sans SC' faces that cover `text` before the map draws labels on a canvas: a canvas
 * does not wait for web fonts and maplibre caches each glyph once drawn. Failure is harmless (labels
 * fall back to system fonts), so it never rejects.
 */
export async function loadLabelFont(text: string): Promise<void> {
  await import('@fontsource/noto-sans-sc/400.css');
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  await document.fonts.load("400 16px 'Noto Sans SC'", text).catch(() => undefined);
}
