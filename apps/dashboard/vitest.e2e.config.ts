import { defineConfig } from 'vitest/config';

// Browser tests (`pnpm test:e2e`): one file at a time, each starting the platform and Chromium.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
