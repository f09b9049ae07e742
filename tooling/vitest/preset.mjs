// The shared vitest settings of every package. Database tests start PGlite or create a PostgreSQL
// database per file (tooling/test-db), so the timeouts leave room for a cold WebAssembly start.
/** @type {import('vitest/config').UserConfig} */
export const preset = {
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    restoreMocks: true,
    env: { TZ: 'UTC' },
  },
};
