import { defineConfig } from 'tsup';

// The server runs as plain Node: workspace packages (TypeScript sources) are bundled in, and so are kysely (with its
// PGlite dialect, one copy for both), zod and luxon: loading kysely's and zod's hundreds of module files one by one cost
// about 0.35 s of CPU at every start (issue 17). The other npm dependencies stay external.
export default defineConfig({
  entry: ['src/main.ts', 'src/index.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@luggage\//, /^kysely/, 'zod', 'luxon'],
});
