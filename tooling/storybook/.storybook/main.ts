import react from '@vitejs/plugin-react';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

/** The designers' Storybook: every story of the packages and apps in one place. */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // Globs are relative to this folder (tooling/storybook/.storybook).
  stories: [
    '../../../packages/*/src/**/*.stories.@(ts|tsx)',
    '../../../apps/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs'],
  // Serves public/mockServiceWorker.js, the worker msw-storybook-addon registers.
  staticDirs: ['../public'],
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [react()],
      // Quiet, faster CI builds: no per-asset listing, no gzip size pass, no warning for the big preview chunk.
      logLevel: 'warn',
      build: { chunkSizeWarningLimit: 4000, reportCompressedSize: false },
    }),
};

export default config;
