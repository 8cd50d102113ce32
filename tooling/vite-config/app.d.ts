import type { PluginOption, UserConfig } from 'vite';

/** Hash pattern (a RegExp source, e.g. '^#/shop/') → the modules that screen loads lazily (see route-preloads.js). */
export type PreloadedRoutes = Record<string, string[]>;

export function appConfig(options: { devPort: number; apiPort: number; plugins?: PluginOption[]; preloadedRoutes?: PreloadedRoutes }): UserConfig;
