// `pnpm test [vitest arguments]`: the build that a few tests need (the dashboard's server entry and SPA, the worker's
// CLIs) and vitest start together. Only the files that run the build's output wait for it
// (packages/core/src/testing/build-output.ts); the others run meanwhile.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const folder = mkdtempSync(join(tmpdir(), 'cp-test-build-'));
const status = join(folder, 'status');

const run = (command, args, env = {}) => spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
const exited = (child) =>
  new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

const build = run(
  'turbo',
  [
    'run',
    'build',
    '--filter=@center-platform/dashboard',
    '--filter=@center-platform/worker',
    '--output-logs=errors-only',
  ],
  { SKIP_DECLARATIONS: '1' },
);
const built = exited(build).then((code) => {
  writeFileSync(status, String(code));
  return code;
});
const tests = run('vitest', ['run', ...process.argv.slice(2)], { CENTER_PLATFORM_TEST_BUILD: status });

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    build.kill(signal);
    tests.kill(signal);
  });
}

const code = await exited(tests);
// vitest may end before the build (a filter that matched no file): the build's outcome still counts
const buildCode = await built;
rmSync(folder, { recursive: true, force: true });
process.exit(code || buildCode);
