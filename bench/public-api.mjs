// `pnpm bench`: public API throughput on the demo data (public API issue, point 8). Starts the platform
// on a fresh data folder, warms each route up, then drives it with autocannon (50 connections, 10 s) and
// compares requests/s with a bare Hono route in the same process. Writes bench/results/public-api.json.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { writeResults } from './report.mjs';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3299);
const base = `http://127.0.0.1:${PORT}`;

const build = spawnSync(
  'pnpm',
  ['exec', 'turbo', 'run', 'build', '--filter=@center-platform/dashboard...', '--output-logs=errors-only'],
  { stdio: 'inherit' },
);
if (build.status !== 0) process.exit(1);

const dataDir = mkdtempSync(join(tmpdir(), 'cp-bench-'));
const server = spawn(process.execPath, ['bench/server.mjs'], {
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (d) => String(d).includes('ready') && resolve());
  server.once('exit', (code) => reject(new Error(`server exited ${code}`)));
});

try {
  const center = await (await fetch(`${base}/api/centers/by-slug/demo-center`)).json();
  const large = await (await fetch(`${base}/api/centers/by-slug/bench-center`)).json();
  const routes = [
    ['bare Hono route (baseline)', '/__baseline'],
    ['visitor surface', `/api/centers/${center.id}/public-visitor-surface`],
    ['shops limit=50', `/api/centers/${center.id}/shops?limit=50`],
    ['shops limit=5000 (5,000 shops)', `/api/centers/${large.id}/shops?limit=5000`],
    ['by-slug', '/api/centers/by-slug/demo-center'],
  ];
  const run = (path, duration) => autocannon({ url: base + path, connections: CONNECTIONS, duration });
  const results = [];
  for (const [name, path] of routes) {
    const bytes = (await (await fetch(base + path)).arrayBuffer()).byteLength;
    await run(path, 2); // warm-up: caches filled, JIT warm
    const r = await run(path, DURATION);
    results.push({
      name,
      path,
      bytes,
      requestsPerSecond: Math.round(r.requests.average),
      p50ms: r.latency.p50,
      p99ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
    });
  }
  const baseline = results[0].requestsPerSecond;
  for (const r of results) r.ratioToBaseline = Number((r.requestsPerSecond / baseline).toFixed(3));

  const rows = results.map((r) =>
    [
      r.name.padEnd(30),
      String(r.requestsPerSecond).padStart(8),
      `${r.p50ms}`.padStart(7),
      `${r.p99ms}`.padStart(7),
      `${(r.ratioToBaseline * 100).toFixed(1)}%`.padStart(8),
      String(r.bytes).padStart(9),
      String(r.non2xx + r.errors).padStart(6),
    ].join(' | '),
  );
  console.log(`\n${'route'.padEnd(30)} |    req/s | p50 ms | p99 ms | vs base |     bytes | errors`);
  console.log(rows.join('\n'));
  writeResults('public-api', {
    measuredAt: new Date().toISOString(),
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    node: process.version,
    results,
  });
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
