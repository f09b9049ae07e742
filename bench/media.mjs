// `pnpm bench:media` (and `pnpm bench`): image sizes on request (issue 26). Starts the platform as `pnpm start` runs it
// (a fresh data folder: PGlite and the local media store) and stores generated 3 MP camera JPEGs (2048 x 1536 with
// EXIF, a fixed seed). Then, over HTTP:
// 1. first requests: each preset (thumb, card, hero, kiosk) in WebP and in AVIF of each of 8 photos, one at a time:
//    p50/p99 per preset and format (read the original, resize, encode, store, answer);
// 2. the same for 8 other photos with 8 requests in flight: transforms/s, and how long the event loop was held up
//    meanwhile (sharp works on libuv's threads, so it should not be);
// 3. cached hits: wrk (50 connections) on stored variants (`format=webp`, `format=auto` with an AVIF Accept, a 304)
//    and, for comparison, on the original;
// 4. uploads of a 10 MB camera JPEG (12 MP, fine grain, EXIF) to the media library as the dashboard sends them
//    (multipart, signed in): type from the bytes, EXIF stripped by re-encoding, stored under its hash.
// Every answer is checked (status, type, width, X-Media-Variant); a wrong one fails the run (exit 1). No targets: the
// figures are reported. Writes bench/results/media.json. `node bench/media.mjs serve` is the server process.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { latencyStats } from './latency.mjs';
import { prng } from './random.mjs';
import { BenchFailure, reportFailure, writeResults } from './report.mjs';
import { createWrk } from './wrk.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3431);
const base = `http://127.0.0.1:${PORT}`;
const SEED = 20261126;
const PHOTOS = 8;
const IN_FLIGHT = 8;
const WRK_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const PRESETS = ['thumb', 'card', 'hero', 'kiosk'];
const FORMATS = ['webp', 'avif'];
const EXPECTED_WIDTH = { thumb: 200, card: 640, hero: 1600, kiosk: 1080 };
const AVIF_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

if (process.argv[2] === 'serve') {
  await serve();
} else {
  await main();
}

/** The server process: the platform, plus the event-loop probe of bench/server.mjs. */
async function serve() {
  const { monitorEventLoopDelay } = await import('node:perf_hooks');
  const { startPlatform } = await import('../apps/dashboard/dist/server/start.js');
  const { loadConfig } = await import('../packages/core/dist/config/index.js');
  const { createLogger } = await import('../packages/core/dist/logging/index.js');
  const eventLoop = monitorEventLoopDelay({ resolution: 10 });
  eventLoop.enable();
  const platform = await startPlatform({
    config: loadConfig(),
    logger: createLogger({ level: 'warn' }),
    mount: (app) => {
      app.post('/__bench/event-loop', (c) => {
        const delay = { p99: eventLoop.percentile(99) / 1e6, max: eventLoop.max / 1e6 };
        eventLoop.reset();
        return c.json(delay);
      });
    },
  });
  console.log(`ready ${platform.url} ${platform.setupLink ?? ''}`);
  process.once('SIGTERM', () => platform.stop().then(() => process.exit(0)));
}

/** A photo-like 2048 x 1536 JPEG: smooth shapes (a 32 x 24 random picture enlarged) plus sensor grain, with EXIF. */
async function cameraJpeg(sharp, random) {
  const small = Buffer.alloc(32 * 24 * 3, 0).map(() => Math.floor(random() * 256));
  const smooth = await sharp(small, { raw: { width: 32, height: 24, channels: 3 } })
    .resize(2048, 1536, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  for (let i = 0; i < smooth.length; i++) smooth[i] = Math.max(0, Math.min(255, smooth[i] + (random() - 0.5) * 24));
  return sharp(smooth, { raw: { width: 2048, height: 1536, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'BenchCam', Model: 'Bench Phone' } })
    .toBuffer();
}

async function startServer(env) {
  const server = spawn(process.execPath, ['bench/media.mjs', 'serve'], {
    env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1', APP_BASE_URL: base, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const setupLink = await new Promise((resolve, reject) => {
    server.stdout.on('data', (d) => {
      const ready = /ready \S+ ?(\S*)/.exec(String(d));
      if (ready) resolve(ready[1]);
    });
    server.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return Object.assign(server, { setupLink });
}

/** A 10 MB camera JPEG: 4000 x 3000 of fine grain at quality 95, with EXIF. */
async function largeJpeg(sharp, random) {
  const pixels = Buffer.alloc(4000 * 3000 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = 32 + Math.floor(random() * 192);
  return sharp(pixels, { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 95 })
    .withExif({ IFD0: { Make: 'BenchCam' } })
    .toBuffer();
}

/** The demo admin, activated through the setup link the server printed: its session cookie and the demo center. */
async function signInAdmin(setupLink) {
  const headers = { origin: base, 'content-type': 'application/json' };
  const token = new URL(setupLink).searchParams.get('token');
  const password = 'bench password for uploads 2026';
  await fetch(`${base}/api/auth/activate`, { method: 'POST', headers, body: JSON.stringify({ token, password }) });
  const signIn = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'admin@example.com', password }),
  });
  if (signIn.status !== 200) throw new BenchFailure(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
  const center = await (await fetch(`${base}/api/centers/by-slug/demo-center`)).json();
  return { cookie, centerId: center.id };
}

/** One variant request, checked: the preset's width in the asked format, from the store or made for it. */
async function variant(key, preset, format, source) {
  const started = performance.now();
  const res = await fetch(`${base}/media/${key}?preset=${preset}&format=${format}`);
  const body = new Uint8Array(await res.arrayBuffer());
  const ms = performance.now() - started;
  const where = `${key} ${preset} ${format}`;
  if (res.status !== 200) throw new BenchFailure(`${where}: ${res.status} ${new TextDecoder().decode(body)}`);
  if (res.headers.get('content-type') !== `image/${format}`) throw new BenchFailure(`${where}: wrong type`);
  if (res.headers.get('x-media-variant') !== source) throw new BenchFailure(`${where}: not ${source}`);
  return { ms, bytes: body.byteLength, body };
}

async function main() {
  if (spawnSync('wrk', ['--version']).error) {
    console.error('pnpm bench:media needs wrk (Debian: apt-get install wrk)');
    process.exit(1);
  }
  // sharp is a dependency of core (the bench has none of its own)
  const sharp = createRequire(new URL('../packages/core/package.json', import.meta.url))('sharp');
  const { createLocalMediaStorage } = await import('../packages/core/dist/media/index.js');
  const scratch = mkdtempSync(join(tmpdir(), 'cp-bench-media-'));
  const wrk = createWrk(scratch, base);
  const dataDir = join(scratch, 'data');
  const store = createLocalMediaStorage(join(dataDir, 'media'));
  const random = prng(SEED);
  const keys = [];
  let jpegBytes = 0;
  for (let i = 0; i < PHOTOS * 2; i++) {
    const jpeg = await cameraJpeg(sharp, random);
    jpegBytes += jpeg.byteLength;
    const key = `centers/bench/${String(i).padStart(2, '0')}/photo-${i}.jpg`;
    await store.put(key, jpeg, 'image/jpeg');
    keys.push(key);
  }
  console.log(`${keys.length} photos of 2048 x 1536, ${Math.round(jpegBytes / keys.length / 1024)} kB on average`);

  let server;
  let failure;
  try {
    server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });

    // 1. first requests, one at a time
    const samples = new Map();
    for (const key of keys.slice(0, PHOTOS)) {
      for (const preset of PRESETS) {
        for (const format of FORMATS) {
          const { ms, bytes, body } = await variant(key, preset, format, 'created');
          const meta = await sharp(body).metadata();
          if (meta.width !== EXPECTED_WIDTH[preset] || meta.exif)
            throw new BenchFailure(`${key} ${preset} ${format}: ${meta.width} wide, exif ${Boolean(meta.exif)}`);
          const name = `${preset} ${format}`;
          if (!samples.has(name)) samples.set(name, { preset, format, ms: [], bytes: [] });
          samples.get(name).ms.push(ms);
          samples.get(name).bytes.push(bytes);
        }
      }
    }
    const firstRequests = [...samples.values()].map(({ preset, format, ms, bytes }) => ({
      preset,
      format,
      ...latencyStats(ms),
      kBAverage: Math.round(bytes.reduce((s, b) => s + b, 0) / bytes.length / 102.4) / 10,
    }));
    const byFormat = FORMATS.map((format) => ({
      format,
      ...latencyStats([...samples.values()].filter((s) => s.format === format).flatMap((s) => s.ms)),
    }));
    console.log('\nfirst request per variant, one at a time (ms):');
    console.table(firstRequests);
    console.table(byFormat);

    // 2. first requests, IN_FLIGHT at a time, on photos nobody asked for yet
    const queue = keys.slice(PHOTOS).flatMap((key) => PRESETS.flatMap((p) => FORMATS.map((f) => [key, p, f])));
    const total = queue.length;
    const latencies = [];
    await fetch(`${base}/__bench/event-loop`, { method: 'POST' });
    const started = performance.now();
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        for (let next = queue.shift(); next; next = queue.shift())
          latencies.push((await variant(...next, 'created')).ms);
      }),
    );
    const wallMs = performance.now() - started;
    const eventLoopDelayMs = await (await fetch(`${base}/__bench/event-loop`, { method: 'POST' })).json();
    const concurrent = {
      requests: total,
      inFlight: IN_FLIGHT,
      wallMs: Math.round(wallMs),
      transformsPerSecond: Math.round((total / wallMs) * 1000 * 10) / 10,
      latencyMs: latencyStats(latencies),
      eventLoopDelayMs: {
        p99: Math.round(eventLoopDelayMs.p99 * 10) / 10,
        max: Math.round(eventLoopDelayMs.max * 10) / 10,
      },
    };
    console.log(
      `\n${total} first requests, ${IN_FLIGHT} in flight: ${concurrent.wallMs} ms, ${concurrent.transformsPerSecond} transforms/s, ` +
        `p50 ${concurrent.latencyMs.p50} ms, p99 ${concurrent.latencyMs.p99} ms; ` +
        `event loop held up p99 ${concurrent.eventLoopDelayMs.p99} ms, longest ${concurrent.eventLoopDelayMs.max} ms`,
    );

    // 3. cached hits: every variant is in the store now
    const key = keys[0];
    await variant(key, 'card', 'webp', 'stored');
    const card = `/media/${key}?preset=card&format=webp`;
    const auto = `/media/${key}?preset=card&format=auto`;
    const autoEtag = (await fetch(base + auto, { headers: { Accept: AVIF_ACCEPT } })).headers.get('etag');
    const hits = [
      [
        `original (no query), ${Math.round((await store.get(key)).body.byteLength / 1024)} kB JPEG`,
        `/media/${key}`,
        {},
      ],
      ['stored variant card webp', card, {}],
      ['stored variant card auto (AVIF)', auto, { Accept: AVIF_ACCEPT }],
      ['stored variant thumb auto (AVIF)', `/media/${key}?preset=thumb&format=auto`, { Accept: AVIF_ACCEPT }],
      ['stored variant, If-None-Match -> 304', auto, { Accept: AVIF_ACCEPT, 'If-None-Match': autoEtag }],
    ];
    const cachedHits = [];
    for (const [name, path, headers] of hits) {
      await wrk(path, headers, 1); // warm-up
      const r = await wrk(path, headers, WRK_SECONDS);
      // wrk counts answers of 400 and above (a 304 is the answer asked for)
      if (r.non2xx || r.errors) throw new BenchFailure(`${name}: ${r.non2xx} failed answers, ${r.errors} errors`);
      cachedHits.push({ name, path, requestsPerSecond: r.requestsPerSecond, p50ms: r.p50ms, p99ms: r.p99ms });
    }
    console.log('\ncached hits (wrk, 50 connections):');
    console.table(cachedHits);

    // 4. uploads of 10 MB JPEGs (each different, so none is already stored)
    const { cookie, centerId } = await signInAdmin(server.setupLink);
    const uploadMs = [];
    let uploadBytes = 0;
    for (let i = 0; i < 5; i++) {
      const jpeg = await largeJpeg(sharp, random);
      uploadBytes += jpeg.byteLength;
      const form = new FormData();
      form.set('file', new File([jpeg], `camera-${i}.jpg`));
      const started = performance.now();
      const res = await fetch(`${base}/api/media?centerId=${centerId}`, {
        method: 'POST',
        body: form,
        headers: { origin: base, cookie },
      });
      const answer = await res.json();
      uploadMs.push(performance.now() - started);
      if (res.status !== 201) throw new BenchFailure(`upload ${i}: ${res.status} ${JSON.stringify(answer)}`);
      const stored = new Uint8Array(await (await fetch(answer.data.url)).arrayBuffer());
      if ((await sharp(stored).metadata()).exif) throw new BenchFailure(`upload ${i}: EXIF kept`);
    }
    const uploads = {
      count: uploadMs.length,
      averageMB: Math.round((uploadBytes / uploadMs.length / 1024 / 1024) * 10) / 10,
      ...latencyStats(uploadMs),
    };
    console.log(`\nuploads of ${uploads.averageMB} MB JPEGs: p50 ${uploads.p50} ms, p99 ${uploads.p99} ms`);

    writeResults('media', {
      benchmark: 'media',
      date: new Date().toISOString(),
      node: process.version,
      cpus: availableParallelism(),
      seed: SEED,
      photos: { count: keys.length, width: 2048, height: 1536, averageKB: Math.round(jpegBytes / keys.length / 1024) },
      firstRequest: { oneAtATime: { byVariant: firstRequests, byFormat }, concurrent },
      cachedHits,
      uploads,
    });
  } catch (error) {
    failure = error;
  } finally {
    if (server) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(scratch, { recursive: true, force: true });
  }
  reportFailure('media bench', failure);
}
