import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/server.ts', 'src/server/start.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  clean: true,
});
