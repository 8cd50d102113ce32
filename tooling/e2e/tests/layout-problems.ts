import type { Page } from '@playwright/test';

/**
 * What a traveller would see wrong on the page as it is now, each as a readable sentence naming the element:
 * a button whose label wraps onto a second line; an element reaching past the right edge of the screen
 * with nothing to scroll it; a raw status code ('paid (30)') or an app route ('#/send/bind') in the text;
 * the word 'boots' (goods 1 is a suitcase).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewportWidth = document.documentElement.clientWidth;

    /** A short name of an element for a message: its tag, class and the start of its text or label. */
    const describe = (element: Element) => {
      const classes = typeof element.className === 'string' && element.className.trim() ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
      const label = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}${classes}>${label ? ` "${label}"` : ''}`;
    };
    const isShown = (element: Element) => element.checkVisibility({ visibilityProperty: true }) && element.getClientRects().length > 0;

    /** The text boxes of the text inside `element`, as the browser lays them out. */
    const textRects = (element: Element) => {
      const rects: DOMRect[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0));
      }
      return rects;
    };
    /** On how many lines boxes sit: a box that starts below the current line's bottom opens a new line. */
    const lineCount = (rects: DOMRect[]) => {
      let lines = 0;
      let bottom = Number.NEGATIVE_INFINITY;
      for (const rect of [...rects].sort((a, b) => a.top - b.top)) {
        if (rect.top >= bottom - 2) lines += 1;
        bottom = Math.max(rect.top >= bottom - 2 ? rect.top : bottom, rect.bottom);
      }
      return lines;
    };

    // A button's label is one line. A button laid out as a card (several blocks of text, e.g. a shop row)
    // is checked per block instead: each of its texts must not wrap. A disclosure as wide as its container
    // (a question of the FAQ that opens its answer) is a heading, whose sentence may wrap.
    for (const button of document.querySelectorAll('button, [role="button"], input[type="submit"], input[type="button"], a.lg-button')) {
      if (!isShown(button)) continue;
      const container = button.parentElement?.getBoundingClientRect();
      if (button.hasAttribute('aria-expanded') && container && button.getBoundingClientRect().width >= container.width - 1) continue;
      const blocks = [...button.querySelectorAll('*')].filter((child) => {
        const display = getComputedStyle(child).display;
        return child.children.length === 0 && child.textContent?.trim() && !display.startsWith('inline') && display !== 'contents';
      });
      const pieces = blocks.length > 1 ? blocks : [button];
      for (const piece of pieces) {
        const lines = lineCount(textRects(piece));
        if (lines > 1) problems.push(`button label wraps onto ${lines} lines: ${describe(piece)}`);
      }
    }

    // Nothing reaches past the right edge unless an ancestor scrolls it sideways (or clips it inside the screen).
    const scrollsOrClipsInside = (element: Element) => {
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        const overflowX = getComputedStyle(ancestor).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
        if ((overflowX === 'hidden' || overflowX === 'clip') && ancestor.getBoundingClientRect().right <= viewportWidth + 0.5) return true;
      }
      return false;
    };
    const wide: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.right <= viewportWidth + 0.5 || rect.width === 0 || rect.height === 0 || !isShown(element)) continue;
      if (wide.some((outer) => outer.contains(element)) || scrollsOrClipsInside(element)) continue;
      wide.push(element);
      problems.push(`element reaches ${Math.round(rect.right)} px, past the ${viewportWidth} px screen, and nothing scrolls it: ${describe(element)}`);
    }

    // Text cut off at the side (a long shop name) ends in an ellipsis, so the reader sees that something is missing.
    for (const element of document.body.querySelectorAll('*')) {
      const hasOwnText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      if (!hasOwnText || element.clientWidth <= 1 || element.scrollWidth <= element.clientWidth + 1 || !isShown(element)) continue;
      const style = getComputedStyle(element);
      if ((style.overflowX === 'hidden' || style.overflowX === 'clip') && style.textOverflow !== 'ellipsis') {
        problems.push(`text cut off without an ellipsis: ${describe(element)}`);
      }
    }

    // The words a traveller reads or hears: the visible text and the accessible labels.
    const labels = [...document.querySelectorAll('[aria-label], img[alt]')].filter(isShown).map((element) => element.getAttribute('aria-label') ?? element.getAttribute('alt') ?? '');
    const words = [document.body.innerText, ...labels].join('\n');
    const lineWith = (pattern: RegExp) => words.split('\n').find((line) => pattern.test(line))?.trim().slice(0, 80);
    const rawCode = /[\p{L}）)]\s*[(（]\d+[)）]/u;
    const route = /#\/[a-z]/i;
    const boots = /\bboots?\b/i;
    if (rawCode.test(words)) problems.push(`raw status code in the text: "${lineWith(rawCode)}"`);
    if (route.test(words)) problems.push(`app route in the text: "${lineWith(route)}"`);
    if (boots.test(words)) problems.push(`'boots' in the text: "${lineWith(boots)}"`);
    return problems;
  });
}
