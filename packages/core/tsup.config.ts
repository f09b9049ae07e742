import { defineConfig } from 'tsup';

export default defineConfig({
  entry: [
    // the area entries: @center-platform/core/<area>
    'src/*/index.ts',
    'src/cli/migrate.ts',
    'src/cli/email-test.ts',
    'src/cli/import-legacy.ts',
    'src/cli/import-reporting.ts',
    'src/testing/test-database.ts',
    // run by piscina in worker threads (svg-pool.ts finds it next to the bundle)
    'src/centerplan/sanitize-svg.worker.ts',
  ],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  clean: true,
});
