import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Vitest preset for React code: jsdom, Testing Library matchers, cleanup between tests. */
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [fileURLToPath(new URL('./dom-setup.js', import.meta.url))],
    testTimeout: 20_000,
  },
});
