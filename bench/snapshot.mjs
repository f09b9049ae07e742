// `pnpm bench:snapshot` (and `pnpm bench`): the offline kiosk snapshot (issue 27.4). Starts the platform as
// `pnpm start` runs it (bench/server.mjs: the demo and a 5,000-shop center) on a fresh PGlite and, with DATABASE_URL,
// on a fresh PostgreSQL database, and measures per center: the size of the whole snapshot (raw, gzip, brotli), the
// time to build it after a save (the request that finds no cached answer: queries, JSON, the Ed25519 signature, the
// quick gzip), an incremental snapshot after one save (its size and time), a 304, and the server's RSS. Every
// signature is checked with the public key of the visitor surface. Writes bench/results/snapshot.json.
import { spawn } from 'node:child_process';
import { createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { onEachServerDatabase } from './bench-databases.mjs';
import { rssMb } from './latency.mjs';
import { BenchFailure, reportFailure, writeResults } from './report.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3298);
const base = `http://127.0.0.1:${PORT}`;

const scratch = mkdtempSync(join(tmpdir(), 'cp-bench-snapshot-'));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

async function startServer(env) {
  const server = spawn(process.execPath, ['--max-semi-space-size=4', 'bench/server.mjs'], {
    env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (d) => /ready /.test(String(d)) && resolve());
    server.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return server;
}

/** One GET of the snapshot: its time to the last byte, its bytes as sent and decoded, its signature checked. */
async function get(path, publicKey, headers = {}) {
  const started = performance.now();
  // node:http, not fetch: fetch decodes the body, and the bench wants the bytes as sent
  const res = await new Promise((resolve, reject) =>
    request(base + path, { headers }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({ status: answer.statusCode, headers: answer.headers, sent: Buffer.concat(chunks) }),
      );
      answer.on('error', reject);
    })
      .on('error', reject)
      .end(),
  );
  const ms = performance.now() - started;
  if (res.status === 304) return { status: 304, ms };
  if (res.status !== 200) throw new BenchFailure(`${path} answered ${res.status}`);
  const { sent } = res;
  const encoding = res.headers['content-encoding'];
  const raw = encoding === 'gzip' ? gunzipSync(sent) : encoding === 'br' ? brotliDecompressSync(sent) : sent;
  const signature = Buffer.from(String(res.headers['snapshot-signature'] ?? ''), 'base64url');
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: publicKey }, format: 'jwk' });
  if (!verify(null, raw, key, signature)) throw new BenchFailure(`${path}: the signature does not verify`);
  return { status: 200, ms, sentBytes: sent.length, raw, etag: res.headers.etag };
}

async function measureCenter(slug, publicKey, { saves }) {
  const center = await (await fetch(`${base}/api/centers/by-slug/${slug}`)).json();
  const path = `/api/centers/${center.id}/snapshot`;
  const cold = await get(path, publicKey);
  const snapshot = JSON.parse(cold.raw.toString('utf8'));
  // the final encodings are made in the background after a large answer's quick gzip
  await sleep(1500);
  const gzip = await get(path, publicKey, { 'accept-encoding': 'gzip' });
  const brotli = await get(path, publicKey, { 'accept-encoding': 'br' });
  const notModified = await get(path, publicKey, { 'if-none-match': cold.etag });
  if (notModified.status !== 304) throw new BenchFailure(`${path}: no 304 to its ETag`);
  const builds = [];
  const incremental = [];
  let version = snapshot.version;
  if (saves) {
    for (let round = 0; round < ROUNDS; round++) {
      const saved = await fetch(`${base}/__bench/save-shop?text=${encodeURIComponent(`snapshot ${round}`)}`, {
        method: 'POST',
      });
      if (!saved.ok) throw new BenchFailure(`the bench save answered ${saved.status}`);
      const delta = await get(`${path}?since=${version}`, publicKey, { 'accept-encoding': 'gzip' });
      const body = JSON.parse(delta.raw.toString('utf8'));
      if (body.base !== version || !body.sections.shops) throw new BenchFailure(`${path}: no incremental snapshot`);
      incremental.push({ ms: delta.ms, rawBytes: delta.raw.length, gzipBytes: delta.sentBytes });
      const whole = await get(path, publicKey, { 'accept-encoding': 'gzip' });
      builds.push(whole.ms);
      version = body.version;
    }
  }
  const result = {
    center: slug,
    shops: snapshot.sections.shops.total,
    floors: snapshot.sections.floors.length,
    rawBytes: cold.raw.length,
    gzipBytes: gzip.sentBytes,
    brotliBytes: brotli.sentBytes,
    coldMs: Math.round(cold.ms),
    buildAfterSaveMs: builds.length
      ? { median: Math.round(median(builds)), max: Math.round(Math.max(...builds)) }
      : null,
    incremental: incremental.length
      ? {
          medianMs: Math.round(median(incremental.map((i) => i.ms))),
          rawBytes: median(incremental.map((i) => i.rawBytes)),
          gzipBytes: median(incremental.map((i) => i.gzipBytes)),
        }
      : null,
    notModifiedMs: Math.round(notModified.ms * 10) / 10,
  };
  console.log(
    `  ${slug}: ${result.shops} shops, ${result.floors} floors; ${kb(result.rawBytes)} KB raw, ${kb(result.gzipBytes)} KB gzip, ${kb(result.brotliBytes)} KB brotli; cold ${result.coldMs} ms` +
      (result.buildAfterSaveMs
        ? `; after a save ${result.buildAfterSaveMs.median} ms (max ${result.buildAfterSaveMs.max}); incremental ${result.incremental.medianMs} ms, ${kb(result.incremental.rawBytes)} KB raw, ${kb(result.incremental.gzipBytes)} KB gzip`
        : '') +
      `; 304 ${result.notModifiedMs} ms`,
  );
  return result;
}

async function measure(kind, env) {
  const server = await startServer(env);
  try {
    const demo = await (await fetch(`${base}/api/centers/by-slug/demo-center`)).json();
    const surface = await (await fetch(`${base}/api/centers/${demo.id}/public-visitor-surface`)).json();
    const { publicKey } = surface.data.frontendIntegration.kiosk.snapshotSignature;
    console.log(`\n${kind}:`);
    const centers = [
      await measureCenter('demo-center', publicKey, { saves: false }),
      await measureCenter('bench-center', publicKey, { saves: true }),
    ];
    return { database: kind, centers, rssAfterRunMb: rssMb(server.pid) };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

const { measured, failure } = await onEachServerDatabase('bench_snapshot', scratch, measure);
rmSync(scratch, { recursive: true, force: true });
writeResults('snapshot', {
  measuredAt: new Date().toISOString(),
  rounds: ROUNDS,
  node: process.version,
  databases: measured,
});
reportFailure('snapshot bench', failure);
