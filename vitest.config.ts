// `pnpm test`: every package's tests in one vitest run: one module graph and one worker limit for the whole
// machine (a package's own vitest.config.ts still runs its tests alone: `pnpm --filter <package> test`).

import { availableParallelism } from 'node:os';
import { preset } from '@center-platform/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...preset,
  test: {
    ...preset.test,
    include: ['{packages,apps}/*/{src,test}/**/*.test.ts', 'tooling/stand-ins/test/*.test.mjs'],
    // most test time waits on the database, a child process or a socket: two workers per core
    maxWorkers: availableParallelism() * 2,
  },
});
