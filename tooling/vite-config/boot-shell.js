/**
 * What the browser paints before any script runs: the app's frame (the top bar, titled with the page's <title>,
 * on the page's grey) and a skeleton of grey lines, inside #root, which React replaces when the screen renders.
 * Its style is inline, so the first paint waits for nothing, and the title is text: the traveller reads which app
 * this is while its code loads (the page's first contentful paint). Colours and fonts are the theme's
 * (packages/ui/src/theme.css).
 */
const STYLE = `<style>
.boot-shell{min-height:100vh;background:#f5f6f7}
.boot-shell__bar{display:flex;align-items:center;justify-content:center;height:44px;background:#fff;border-bottom:1px solid #e5e6eb;color:#1f2329;font:600 16px/1 -apple-system,BlinkMacSystemFont,'PingFang SC','Hiragino Sans GB','HarmonyOS Sans SC','Noto Sans CJK SC','Microsoft YaHei',sans-serif}
.boot-shell__card{margin:12px 16px;padding:16px;border-radius:12px;background:#fff}
.boot-shell__line{height:14px;margin:0 0 12px;border-radius:4px;background:#e5e6eb}
.boot-shell__line:nth-child(1){width:60%;height:18px}
.boot-shell__line:nth-child(3){width:40%;margin:0}
@media (prefers-reduced-motion:no-preference){.boot-shell__line{animation:boot-shell-pulse 1.2s ease-in-out infinite alternate}}
@keyframes boot-shell-pulse{to{opacity:.5}}
</style>`;

const CARD = '<div class="boot-shell__card"><div class="boot-shell__line"></div><div class="boot-shell__line"></div><div class="boot-shell__line"></div></div>';
/** The shell with `title` (HTML text, as in index.html's <title>) in its bar. */
const shell = (title) => `<div class="boot-shell" aria-busy="true"><div class="boot-shell__bar">${title}</div>${CARD}${CARD}</div>`;

/** A Vite plugin: puts the boot shell into index.html (its style in the head, its markup in the empty #root). */
export function bootShell() {
  return {
    name: 'luggage-boot-shell',
    transformIndexHtml(html) {
      if (!html.includes('<div id="root"></div>')) throw new Error('boot shell: index.html has no empty <div id="root"></div>');
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      return html.replace('</head>', `${STYLE}\n  </head>`).replace('<div id="root"></div>', `<div id="root">${shell(title)}</div>`);
    },
  };
}
