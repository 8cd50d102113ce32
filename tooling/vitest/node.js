import { defineConfig } from 'vitest/config';

/** Vitest preset for Node code (server, pure packages). */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
