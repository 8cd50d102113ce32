import { createHash } from 'node:crypto';
import { resolve } from 'node:path';

/**
 * A Vite plugin for the screens a page is often opened on (a shared link, the home): `routes` maps a pattern of
 * the location's hash (a RegExp source, tested against '#/…'; an empty hash counts as '#/') to the modules that
 * screen loads lazily (its route module, the lazy texts it waits for). The build emits a small script, loaded
 * async from index.html, that preloads the chunks (and their CSS) of the screen the hash names: they then download
 * alongside the entry instead of after it has been fetched and run. Only what the entry does not load is listed.
 * A script file, not inline: the pages' Content-Security-Policy allows scripts from 'self' only.
 */
export function routePreloads(routes) {
  let base = '/';
  let root = process.cwd();
  return {
    name: 'luggage-route-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    generateBundle(_, bundle) {
      if (Object.keys(routes).length === 0) return;
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const staticClosure = (chunk, seen = new Set()) => {
        if (seen.has(chunk.fileName)) return seen;
        seen.add(chunk.fileName);
        for (const imported of chunk.imports) if (byFile.has(imported)) staticClosure(byFile.get(imported), seen);
        return seen;
      };
      const entryFiles = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...staticClosure(chunk)]));
      const filesOf = (module) => {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === resolve(root, module));
        if (!chunk) throw new Error(`route preloads: no chunk is made of ${module}`);
        return [...staticClosure(chunk)].filter((file) => !entryFiles.has(file)).flatMap((file) => [file, ...(byFile.get(file).viteMetadata?.importedCss ?? [])]);
      };
      const table = Object.entries(routes).map(([pattern, modules]) => [pattern, [...new Set(modules.flatMap(filesOf))].map((file) => base + file)]);
      const source = `(function(){var t=${JSON.stringify(table)},h=location.hash||'#/';for(var i=0;i<t.length;i++){if(!new RegExp(t[i][0]).test(h))continue;for(var j=0;j<t[i][1].length;j++){var f=t[i][1][j],l=document.createElement('link');if(/\\.css$/.test(f)){l.rel='preload';l.as='style'}else{l.rel='modulepreload'}l.href=f;document.head.appendChild(l)}return}})();\n`;
      const fileName = `assets/route-preloads-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const html = bundle['index.html'];
      if (!html || typeof html.source !== 'string') throw new Error('route preloads: the build has no index.html');
      if (!html.source.includes('<script type="module"')) throw new Error('route preloads: index.html has no entry script');
      html.source = html.source.replace('<script type="module"', `<script async src="${base}${fileName}"></script>\n    <script type="module"`);
    },
  };
}
