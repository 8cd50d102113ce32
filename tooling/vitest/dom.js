import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/** The test that plays every story of a package (playEveryStory). */
const STORIES = 'src/stories.test.tsx';

/** jsdom, Testing Library matchers, cleanup between tests. */
const domTest = {
  environment: 'jsdom',
  include: ['src/**/*.test.{ts,tsx}'],
  setupFiles: [fileURLToPath(new URL('./dom-setup.js', import.meta.url))],
  testTimeout: 20_000,
  restoreMocks: true,
  unstubGlobals: true,
};

/**
 * Vitest preset for React code (apps and the packages they share): a package's test files run one after
 * another in one jsdom and one module graph (`isolate: false`) instead of a new worker, jsdom and import of
 * the package for each file, which cost most of the run on a 2-core machine (the four shared packages' tests:
 * 47 s alone, 12 s shared). So a file must leave nothing behind: Testing Library unmounts after each test,
 * setUpMsw resets handlers, storage, clock, stubbed globals and spies, and whatever else a test changes (a
 * prototype, a navigator property) it puts back itself. The stories test runs isolated, in a project of its
 * own: Storybook keeps the last story mounted and its project annotations set. One side alone:
 * `vitest run --project unit` or `--project stories`.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { ...domTest, name: 'unit', isolate: false, exclude: [...configDefaults.exclude, STORIES] } },
      { test: { ...domTest, name: 'stories', include: [STORIES] } },
    ],
  },
});
