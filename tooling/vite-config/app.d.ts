import type { UserConfig } from 'vite';

export function appConfig(options: { devPort: number; apiPort: number }): UserConfig;
