// `pnpm start`: builds what the server needs (turbo, cached), then runs the server in this very process,
// so SIGTERM from a process manager reaches it directly.
import { spawnSync } from 'node:child_process';

process.env.TURBO_TELEMETRY_DISABLED ??= '1';
process.env.DO_NOT_TRACK ??= '1';
const build = spawnSync(
  'pnpm',
  ['exec', 'turbo', 'run', 'build', '--filter=@center-platform/dashboard...', '--output-logs=errors-only'],
  {
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);
await import('../apps/dashboard/dist/server.js');
