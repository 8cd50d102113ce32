import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { bootShell } from './boot-shell.js';
import { inlineFavicon } from './inline-favicon.js';
import { routePreloads } from './route-preloads.js';

/**
 * Vite config of an app: React, the boot shell painted before any script runs (boot-shell.js), a dev
 * server whose /api is proxied to the running server (the app's own port there, so the API sees the same
 * origin rules as in production), and a dist/ build. `plugins` are the app's own additions; `preloadedRoutes`
 * the screens whose chunks load alongside the entry when the page opens on them (route-preloads.js).
 */
/** The version a build says it is in its client log: VITE_BUILD_VERSION, else the commit, else 'dev'. */
function buildVersion() {
  if (process.env.VITE_BUILD_VERSION) return process.env.VITE_BUILD_VERSION;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || 'dev';
  } catch {
    return 'dev';
  }
}

/** Source bytes (before minifying) under which a chunk shared by several screens is inlined into each of them. */
const INLINED_COMMON_CHUNK_MAX_BYTES = 6000;
/** Modules whose module-level state must exist once per page, never copied into several chunks. */
const ONE_PER_PAGE_MODULES = /[\\/]wechat-sdk[\\/]load-wechat-sdk\.ts$/;

export function appConfig({ devPort, apiPort, plugins = [], preloadedRoutes = {} }) {
  const apiTarget = process.env.API_DEV_TARGET ?? `http://127.0.0.1:${apiPort}`;
  return defineConfig({
    // Brotli and gzip copies of the text files, made once at build time, which the server sends to clients
    // that accept them (@fastify/static preCompressed): a phone on slow Wi-Fi loads a fraction of the bytes.
    plugins: [
      react(),
      bootShell(),
      inlineFavicon(),
      routePreloads(preloadedRoutes),
      ...plugins,
      compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|mjs|css|html|svg|json|webmanifest)$/, threshold: 1024 }),
    ],
    define: { 'import.meta.env.VITE_BUILD_VERSION': JSON.stringify(buildVersion()) },
    // '/connect': the server's local WeChat authorisation page (at WeChat's own path) when no WX_* settings are given.
    server: { port: devPort, proxy: { '/api': { target: apiTarget }, '/connect': { target: apiTarget } } },
    // Every import of 'zod' gets zod with its eval off (zod-without-eval imports zod itself as 'zod/v4').
    resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('../../packages/api/src/client/zod-without-eval.ts', import.meta.url)) }] },
    build: {
      outDir: 'dist',
      sourcemap: true,
      // dist/.vite/manifest.json: which chunks each entry and route loads, read by the bundle budget check.
      manifest: true,
      // mapbox-gl (≈1.9 MB) is a lazy chunk, loaded only when a Mapbox token is configured.
      chunkSizeWarningLimit: 2000,
      rollupOptions: {
        // Lets Rolldown inline small common chunks (below): the app has no exports for anyone to import.
        preserveEntrySignatures: false,
        output: {
          codeSplitting: {
            groups: [
              // zod and the module that turns its eval off (@luggage/api/zod-without-eval, which 'zod' resolves to)
              // in one chunk: there the setting runs before any schema of any chunk is made.
              { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]zod-without-eval\.ts$/ },
              // Everything the entry imports statically in one chunk: the page loads all of it before anything
              // shows, so as one request rather than ten.
              { name: 'app', tags: ['$initial'] },
            ],
            // Small pieces shared by some screens (a formatter, a dialog) go into each screen's chunk instead of a
            // chunk of their own: a screen was 30 to 60 requests over a phone's HTTP/1.1 connections, six at a
            // time, each a round trip on station Wi-Fi; now it is a handful. The cost, a few KiB repeated across
            // screens and modules run in source order (strictExecutionOrder, which this turns on), is small.
            // Rolldown marks this experimental: its version is pinned by the lockfile, and the browser tests cover it.
            // An inlined module runs once per chunk that holds it: a module whose state must be one per page (the
            // WeChat SDK's config per URL: wx.config once) is excluded, and so stays in a chunk of its own.
            experimentalInlineCommonChunks: { maxSize: INLINED_COMMON_CHUNK_MAX_BYTES, exclude: [ONE_PER_PAGE_MODULES] },
          },
        },
      },
    },
  });
}
