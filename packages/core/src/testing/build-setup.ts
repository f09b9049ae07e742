// Part of the vitest globalSetup (run-setup.ts): under `pnpm test` the build runs beside vitest (scripts/test.mjs),
// and the tests, some of which start the built server or CLIs, begin once it has ended well.
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** names the file in which scripts/test.mjs (which sets it) writes the build's exit code */
const BUILD_STATUS_VARIABLE = 'CENTER_PLATFORM_TEST_BUILD';

export default async function setup(): Promise<() => Promise<void>> {
  // without it (vitest run by hand, a package's own run), the tests use whatever dist/ holds
  const status = process.env[BUILD_STATUS_VARIABLE];
  if (status) {
    while (!existsSync(status)) await sleep(100);
    const code = readFileSync(status, 'utf8').trim();
    if (code !== '0') throw new Error(`the build before the tests failed (exit ${code}); its output is above`);
  }
  return async () => undefined;
}
