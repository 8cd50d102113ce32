import { defineConfig } from 'tsup';

// The server runs as plain Node: workspace packages (TypeScript sources) are bundled in, npm dependencies stay external.
export default defineConfig({
  entry: ['src/main.ts', 'src/index.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@luggage\//],
});
