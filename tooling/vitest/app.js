import { configDefaults, defineConfig } from 'vitest/config';
import dom from './dom.js';

/** The test that plays every story of an app (playEveryStory). */
const STORIES = 'src/stories.test.tsx';

/**
 * Vitest preset for an app: the dom preset, with the app's test files run one after another in one jsdom
 * and one module graph (`isolate: false`) instead of a new worker, jsdom and import of the app for each
 * file, which cost most of the run on a 2-core machine. So a file must leave nothing behind: Testing
 * Library unmounts after each test, setUpMsw resets handlers, storage, clock, stubbed globals and spies,
 * and whatever else a test changes (a prototype, a navigator property) it puts back itself. The stories
 * test runs isolated, in a project of its own: Storybook keeps the last story mounted and its project
 * annotations set. One side alone: `vitest run --project app` or `--project stories`.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { ...dom.test, name: 'app', isolate: false, exclude: [...configDefaults.exclude, STORIES] } },
      { test: { ...dom.test, name: 'stories', include: [STORIES] } },
    ],
  },
});
