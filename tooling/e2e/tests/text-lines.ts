import type { Locator } from '@playwright/test';

/** On how many lines the browser draws the text of `element`: 1 when a button's label does not wrap. */
export async function textLines(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}
