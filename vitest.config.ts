// `pnpm test`: every package's tests in one vitest run: one module graph and one worker limit for the whole
// machine (a package's own vitest.config.ts still runs its tests alone: `pnpm --filter <package> test`).

import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { preset } from '@center-platform/vitest-config';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that run the build's output wait for the build beside the tests (scripts/test.mjs, core's
 * testing/build-output.ts). Among the longest, vitest started them first, and they held most workers idle while the
 * build ran; they start once the first round of the other files is under way.
 */
class BuildWaitersAfterFirstRound extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const waits = new Set(sorted.filter((file) => readFileSync(file.moduleId, 'utf8').includes('untilBuilt')));
    const others = sorted.filter((file) => !waits.has(file));
    const round = this.ctx.config.maxWorkers;
    return [...others.slice(0, round), ...waits, ...others.slice(round)];
  }
}

export default defineConfig({
  ...preset,
  test: {
    ...preset.test,
    include: ['{packages,apps}/*/{src,test}/**/*.test.ts', 'tooling/stand-ins/test/*.test.mjs'],
    // one worker per core and one more for the files that wait on a child process, a socket or a timer. Measured
    // on two cores (PostgreSQL, warm): four workers 154.0 and 158.5 s (167 and 170 CPU-s in the test processes),
    // three 133.5 and 136.4 s (135, 137); two 162.7 s (the waits no longer overlap). PGlite: 171.4 s against 165.7.
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: BuildWaitersAfterFirstRound },
  },
});
