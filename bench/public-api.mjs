// `pnpm bench`: public read throughput (issue 23). Starts the platform as `pnpm start` runs it (bench/server.mjs) on
// a fresh PGlite and, when DATABASE_URL is set, on a fresh PostgreSQL database, and drives each read with wrk
// (50 connections) from a second process, in interleaved rounds with a bare Hono route of the same process: the
// ratio to that route is the figure that travels between machines. Then one run of the 5,000-shop read while a
// shop is saved every second (p99 through the rebuilds; every save must be in the next answer), and the server's
// RSS after start and after the runs. Writes bench/results/public-api.json.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { onEachServerDatabase } from './bench-databases.mjs';
import { rssMb } from './latency.mjs';
import { BenchFailure, reportFailure, writeResults } from './report.mjs';
import { createWrk } from './wrk.mjs';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3299);
// BENCH_ONLY=<regex>: only the reads whose name matches (and the baseline), for a quick look while working
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
const base = `http://127.0.0.1:${PORT}`;
const PRODUCTION_MALLOC = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '262144',
  MALLOC_TRIM_THRESHOLD_: '1048576',
};

if (spawnSync('wrk', ['--version']).error) {
  console.error('pnpm bench needs wrk (Debian: apt-get install wrk)');
  process.exit(1);
}

const scratch = mkdtempSync(join(tmpdir(), 'cp-bench-'));
const wrk = createWrk(scratch, base, CONNECTIONS);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function startServer(env) {
  const started = performance.now();
  // with the memory settings of `pnpm start` (package.json)
  const server = spawn(process.execPath, ['--max-semi-space-size=4', 'bench/server.mjs'], {
    env: { ...process.env, ...PRODUCTION_MALLOC, ...env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const rssAfterStartMb = await new Promise((resolve, reject) => {
    server.stdout.on('data', (d) => {
      const ready = /ready \S+ rss=(\d+)/.exec(String(d));
      if (ready) resolve(Number(ready[1]));
    });
    server.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return { server, rssAfterStartMb, startMs: Math.round(performance.now() - started) };
}

async function stopServer(server) {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}

/** Saves shop-0 every second during `seconds` and checks each save is in the very next answer of `path`. */
async function saveEverySecond(path, seconds) {
  let saves = 0;
  const missed = [];
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const text = `saved ${Date.now()}`;
    const saved = await fetch(`${base}/__bench/save-shop?text=${encodeURIComponent(text)}`, { method: 'POST' });
    if (!saved.ok) throw new BenchFailure(`the bench save answered ${saved.status}`);
    saves++;
    const body = await (await fetch(base + path, { headers: { 'accept-encoding': 'gzip' } })).text();
    if (!body.includes(text)) missed.push(text);
    await sleep(1000);
  }
  return { saves, missed };
}

async function measure(kind, env) {
  const { server, rssAfterStartMb, startMs } = await startServer(env);
  try {
    const center = await (await fetch(`${base}/api/centers/by-slug/demo-center`)).json();
    const large = await (await fetch(`${base}/api/centers/by-slug/bench-center`)).json();
    const shops50 = `/api/centers/${center.id}/shops?limit=50`;
    const shops5000 = `/api/centers/${large.id}/shops?limit=5000`;
    const gzip = { 'Accept-Encoding': 'gzip' };
    const etag = (await fetch(base + shops50)).headers.get('etag');
    const reads = [
      ['bare Hono route (baseline)', '/__baseline', {}],
      ['visitor surface (gzip)', `/api/centers/${center.id}/public-visitor-surface`, gzip],
      ['shops limit=50 (gzip)', shops50, gzip],
      ['shops limit=50, If-None-Match -> 304', shops50, { ...gzip, 'If-None-Match': etag }],
      ['by-slug', '/api/centers/by-slug/demo-center', gzip],
      ['shops limit=5000 (raw)', shops5000, {}],
      ['shops limit=5000 (gzip)', shops5000, gzip],
      ['shops limit=5000 (brotli)', shops5000, { 'Accept-Encoding': 'br, gzip' }],
    ];
    if (only) reads.splice(1, reads.length, ...reads.slice(1).filter(([name]) => only.test(name)));
    const runs = reads.map(() => []);
    for (const [, path, headers] of reads) await wrk(path, headers, 1); // warm-up: caches filled, JIT warm
    for (let round = 0; round < ROUNDS; round++)
      for (const [i, [, path, headers]] of reads.entries()) runs[i].push(await wrk(path, headers, DURATION));

    const results = reads.map(([name, path, headers], i) => {
      const medianRps = median(runs[i].map((r) => r.requestsPerSecond));
      const baselineRps = median(runs[0].map((r) => r.requestsPerSecond));
      return {
        name,
        path,
        acceptEncoding: headers['Accept-Encoding'] ?? null,
        requestsPerSecond: medianRps,
        ratioToBaseline: Number((medianRps / baselineRps).toFixed(3)),
        p50ms: median(runs[i].map((r) => r.p50ms)),
        p99ms: median(runs[i].map((r) => r.p99ms)),
        failed: runs[i].reduce((n, r) => n + r.non2xx + r.errors, 0),
      };
    });

    let underWrites;
    const underWritesName = 'shops limit=5000 (gzip), a save every second';
    if (!only || only.test(underWritesName)) {
      await wrk(shops5000, gzip, 1); // warm, as after the reads above (BENCH_ONLY may have skipped them)
      await fetch(`${base}/__bench/event-loop`, { method: 'POST' }); // from here
      const [load, writes] = await Promise.all([wrk(shops5000, gzip, 10), saveEverySecond(shops5000, 10)]);
      const eventLoopDelayMs = await (await fetch(`${base}/__bench/event-loop`, { method: 'POST' })).json();
      underWrites = { name: underWritesName, ...load, ...writes, eventLoopDelayMs };
    }
    const memory = await (await fetch(`${base}/__bench/memory`)).json();
    const rssAfterRunMb = rssMb(server.pid);

    console.log(
      `\n${kind}: start (with the bench center) ${startMs} ms, RSS ${rssAfterStartMb} MB after start, ${rssAfterRunMb} MB after`,
    );
    console.log(
      `  after: ${Object.entries(memory)
        .map(([k, v]) => `${k} ${v} MB`)
        .join(', ')}`,
    );
    console.log(`${'read'.padEnd(38)} |   req/s | vs bare | p50 ms | p99 ms | failed`);
    for (const r of underWrites ? [...results, underWrites] : results)
      console.log(
        [
          r.name.padEnd(38),
          String(r.requestsPerSecond).padStart(7),
          r.ratioToBaseline === undefined ? '       ' : `${(r.ratioToBaseline * 100).toFixed(0)} %`.padStart(7),
          r.p50ms.toFixed(1).padStart(6),
          r.p99ms.toFixed(1).padStart(6),
          String(r.failed ?? r.non2xx + r.errors).padStart(6),
        ].join(' | '),
      );
    if (underWrites) {
      const { saves, missed } = underWrites;
      console.log(`saves during the load: ${saves}, not in the next answer: ${missed.length}`);
      const { p99, max } = underWrites.eventLoopDelayMs;
      console.log(`event loop held up during it: p99 ${p99.toFixed(1)} ms, longest ${max.toFixed(1)} ms`);
      if (missed.length) throw new BenchFailure(`saves not visible to the next request: ${missed}`);
    }
    return { database: kind, startMs, rssAfterStartMb, rssAfterRunMb, memoryAfterRunMb: memory, results, underWrites };
  } finally {
    await stopServer(server);
  }
}

const { measured, failure } = await onEachServerDatabase('bench_public', scratch, measure);
rmSync(scratch, { recursive: true, force: true });
writeResults('public-api', {
  measuredAt: new Date().toISOString(),
  tool: 'wrk -t2 -c50',
  connections: CONNECTIONS,
  durationSeconds: DURATION,
  rounds: ROUNDS,
  node: process.version,
  databases: measured,
});
reportFailure('public API bench', failure);
