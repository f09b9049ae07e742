// `pnpm bench:changes` (and `pnpm bench`): the change stream across processes (issue 27.5). Two API processes (the
// production entry, `apps/dashboard/dist/server.js`) on one fresh PostgreSQL database (DATABASE_URL names the
// server; without it the bench says so and measures nothing). Over HTTP:
// 1. latency: 100 saves of a shop through API A (tRPC, signed in), each timed until a client of API B's change
//    stream has its `change` event: p50 / p99 / max;
// 2. held streams: 1,000 streams on API B (20 per address from 50 addresses, the per-address bound, behind a trusted
//    proxy), RSS of B before and after, then 10 saves through A, each timed until every stream has it.
// Every event is checked (kind, record); a missing one fails the run (exit 1). Writes bench/results/changes.json.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshPostgresDatabase } from './bench-databases.mjs';
import { latencyStats, printLatencyTable, rssMb } from './latency.mjs';
import { BenchFailure, reportFailure, writeResults } from './report.mjs';

const ENTRY = new URL('../apps/dashboard/dist/server.js', import.meta.url).pathname;
const PORTS = { a: 3441, b: 3442 };
const SAVES = 100;
const ADDRESSES = 50;
const PER_ADDRESS = 20;
const FAN_OUT_SAVES = 10;

if (!process.env.DATABASE_URL) {
  console.log('bench:changes needs DATABASE_URL (a PostgreSQL server): two API processes share its database. Skipped.');
  process.exit(0);
}

/** One API process; resolves with its output once it answers /api/health. */
async function startApi(name, env) {
  const child = spawn(process.execPath, [ENTRY], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const origin = `http://127.0.0.1:${env.PORT}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new BenchFailure(`${name} exited: ${output}`);
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, origin, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new BenchFailure(`${name} did not answer: ${output}`);
}

/** The `change` events of one stream, in order: `next()` resolves with the next one and when it arrived. */
async function openStream(url, headers = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  if (res.status !== 200) throw new BenchFailure(`stream: ${res.status} ${await res.text()}`);
  const arrived = [];
  let wake;
  let ready;
  const opened = new Promise((resolve) => (ready = resolve));
  (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          if (event === 'ready') ready();
          if (event !== 'change') continue;
          arrived.push({ at: performance.now(), change: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}') });
          wake?.();
        }
      }
    } catch {
      // aborted
    }
  })();
  await opened;
  return {
    async next(timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      while (arrived.length === 0) {
        if (Date.now() > until) throw new BenchFailure(`a change was not streamed within ${timeoutMs} ms`);
        await new Promise((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
      return arrived.shift();
    },
    close: () => controller.abort(),
  };
}

async function main() {
  const database = await freshPostgresDatabase('bench_changes');
  const dir = mkdtempSync(join(tmpdir(), 'bench-changes-'));
  const apis = [];
  const results = {};
  try {
    const common = {
      DATABASE_URL: database.target.url,
      MEDIA_DIR: join(dir, 'media'),
      DATA_DIR: join(dir, 'data'),
      APP_BASE_URL: 'http://127.0.0.1:3441',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      TRUST_PROXY: 'true',
      RUN_JOB_WORKERS: 'false',
    };
    const a = await startApi('API A', { ...common, PORT: String(PORTS.a) });
    apis.push(a);
    const b = await startApi('API B', { ...common, PORT: String(PORTS.b) });
    apis.push(b);
    const token = /\/auth\/activate\?token=([\w-]+)/.exec(a.output())?.[1];
    if (!token) throw new BenchFailure('API A printed no setup link');
    const headers = { origin: common.APP_BASE_URL, 'content-type': 'application/json' };
    const password = 'bench password for changes 2026';
    await fetch(`${a.origin}/api/auth/activate`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ token, password }),
    });
    const signIn = await fetch(`${a.origin}/api/auth/sign-in`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'admin@example.com', password }),
    });
    if (signIn.status !== 200) throw new BenchFailure(`sign-in: ${signIn.status}`);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
    const center = await (await fetch(`${a.origin}/api/centers/by-slug/demo-center`)).json();
    const shops = await (await fetch(`${a.origin}/api/centers/${center.id}/shops?limit=1`)).json();
    const shopId = shops.data[0].id;
    const stream = `${b.origin}/api/centers/${center.id}/changes`;
    /** saves through A; answers when it was sent */
    const save = async (i) => {
      const sent = performance.now();
      const res = await fetch(`${a.origin}/trpc/centerWork.shops.update`, {
        method: 'POST',
        headers: { ...headers, cookie },
        body: JSON.stringify({ centerId: center.id, id: shopId, data: { name: `Bench ${i} ${Date.now()}` } }),
      });
      if (res.status !== 200) throw new BenchFailure(`save ${i}: ${res.status} ${await res.text()}`);
      return sent;
    };
    const check = ({ change }) => {
      if (!change.ids.shops?.includes(shopId))
        throw new BenchFailure(`a change without the shop: ${JSON.stringify(change)}`);
    };

    const client = await openStream(stream);
    const latencies = [];
    for (let i = 0; i < SAVES; i++) {
      const sent = await save(i);
      const got = await client.next();
      check(got);
      latencies.push(got.at - sent);
    }
    client.close();
    results.saveToEvent = latencyStats(latencies);
    printLatencyTable('save on A -> event on B, ms', [['one client', results.saveToEvent]], 28);

    const rssBefore = rssMb(b.child.pid);
    const held = [];
    for (let ip = 0; ip < ADDRESSES; ip++)
      held.push(
        ...(await Promise.all(
          Array.from({ length: PER_ADDRESS }, () => openStream(stream, { 'x-forwarded-for': `198.51.100.${ip + 1}` })),
        )),
      );
    const rssHeld = rssMb(b.child.pid);
    const fanOut = [];
    for (let i = 0; i < FAN_OUT_SAVES; i++) {
      const sent = await save(`fan-out ${i}`);
      const arrived = await Promise.all(held.map((s) => s.next(10_000)));
      for (const got of arrived) check(got);
      fanOut.push(Math.max(...arrived.map((got) => got.at)) - sent);
    }
    for (const s of held) s.close();
    results.heldStreams = {
      streams: held.length,
      rssBeforeMB: rssBefore,
      rssHeldMB: rssHeld,
      perStreamKB: Math.round(((rssHeld - rssBefore) * 1024) / held.length),
      saveToLastOfAll: latencyStats(fanOut),
    };
    console.log(
      `\n${held.length} streams held on API B: RSS ${rssBefore} -> ${rssHeld} MB; a save reaches all of them in`,
      `p50 ${results.heldStreams.saveToLastOfAll.p50} ms, max ${results.heldStreams.saveToLastOfAll.max} ms`,
    );
    writeResults('changes', { measuredAt: new Date().toISOString(), ...results });
  } finally {
    for (const api of apis) api.child.kill('SIGTERM');
    await Promise.all(
      apis.map(
        (api) => new Promise((resolve) => (api.child.exitCode !== null ? resolve() : api.child.once('exit', resolve))),
      ),
    );
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main().catch((failure) => reportFailure('bench:changes', failure));
