// The shared vitest settings of every package. Database tests copy a template that the globalSetup migrates once
// per run (PGlite's data folder, or a PostgreSQL database; tooling/test-db), so the timeouts leave room for a cold
// WebAssembly start. Workspace packages resolve to their TypeScript source through the `source` export condition,
// so a test sees an edit of another package without a build.
import { fileURLToPath } from 'node:url';

const coreTesting = (file) => fileURLToPath(new URL(`../../packages/core/src/testing/${file}`, import.meta.url));

/** @type {import('vitest/config').UserConfig} */
export const preset = {
  // added to vitest's own conditions
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: [coreTesting('run-setup.ts')],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // a worker reuses the modules it imported for the next file: no test file mutates module state or mocks a
    // module (a file that must, belongs in a project of its own with isolate: true)
    isolate: false,
    restoreMocks: true,
    // transformed modules kept on disk between runs (node_modules/.experimental-vitest-cache): a one-file run of
    // an api test spent 3.4 of its 13 s transforming
    experimental: { fsModuleCache: true },
    env: { TZ: 'UTC' },
  },
};
