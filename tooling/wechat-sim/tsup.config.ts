import { defineConfig } from 'tsup';

// The simulator runs as plain Node (`node dist/main.js`); its npm dependencies stay external.
export default defineConfig({
  entry: ['src/main.ts', 'src/index.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
});
