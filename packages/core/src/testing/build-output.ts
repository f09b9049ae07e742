// Under `pnpm test` the build runs beside the tests (scripts/test.mjs) and writes its exit code to the file that
// CENTER_PLATFORM_TEST_BUILD names. Most test files run the TypeScript source and start at once; a file that runs
// what the build makes (a spawned CLI or server, the dashboard's dist/web) waits for it first:
//
//   beforeAll(untilBuilt, BUILD_WAIT_MS);
//
// `pnpm test` starts such files after the first round of the others (the sequencer in the root vitest.config.ts).
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const BUILD_STATUS_VARIABLE = 'CENTER_PLATFORM_TEST_BUILD';

/** How long a file may wait for the build: it took 14.7 s alone on an idle 2-core machine, longer beside the tests. */
export const BUILD_WAIT_MS = 240_000;

/**
 * Resolves once the build of this `pnpm test` has ended well; throws its exit code when it failed. Without the
 * variable (vitest run by hand, a package's own run) the tests use whatever dist/ holds.
 */
export async function untilBuilt(): Promise<void> {
  const status = process.env[BUILD_STATUS_VARIABLE];
  if (!status) return;
  while (!existsSync(status)) await sleep(100);
  const code = readFileSync(status, 'utf8').trim();
  if (code !== '0') throw new Error(`the build beside the tests failed (exit ${code}); its output is above`);
}
