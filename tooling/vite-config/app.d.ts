import type { PluginOption, UserConfig } from 'vite';

export function appConfig(options: { devPort: number; apiPort: number; plugins?: PluginOption[] }): UserConfig;
