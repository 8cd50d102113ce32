import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import node from '@luggage/vitest-config/node';

// The integration suite runs on PGlite always, and again on a real Postgres when TEST_DATABASE_URL is set.
const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default mergeConfig(
  node,
  defineConfig({
    test: {
      // Each integration file opens its own PGlite (~0.4 s from the template, ~400 MB): at most two at a time on this machine.
      maxWorkers: 2,
      // Each project's files start from databases made once per run.
      globalSetup: ['src/test/database-templates.ts'],
      // The server keeps no module state (every test file builds its own server and database), so a worker
      // loads the modules once for all its files: a third of the time of isolated files.
      isolate: false,
      projects: databases.map((kind) => ({
        extends: true,
        test: {
          name: kind,
          env: { TEST_DATABASE_KIND: kind },
          // *.postgres.test.ts races many connections, which PGlite (one connection) cannot have.
          exclude: kind === 'pglite' ? [...configDefaults.exclude, 'src/**/*.postgres.test.ts'] : configDefaults.exclude,
        },
      })),
    },
  }),
);
