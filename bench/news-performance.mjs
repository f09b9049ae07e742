// `pnpm bench:performance` (and `pnpm bench`): the news performance batch (spec 4.6, 8: up to 40 contents per
// call) in process, no HTTP. On the seeded demo center with 2,000 extra news items and a year of daily figures
// each (730,000 content_metrics rows beside the demo's): 200 calls of 40 random ids, all time and over the last
// 30 days, after a warm-up. Reports p50/p99/max per call in ms on PGlite and (with DATABASE_URL) PostgreSQL.
// Target: p99 < 50 ms. Writes bench/results/news-performance.json. The run fails (exit 1) when a call answers
// other than 40 items with their figures; a missed target is reported, not fatal.
import { createRequire } from 'node:module';
import { getNewsPerformance } from '../packages/core/dist/content/index.js';
import { seedDemo } from '../packages/core/dist/demo/index.js';
import { onEachDatabase } from './bench-databases.mjs';
import { latencyStats, printLatencyTable } from './latency.mjs';
import { BenchFailure, reportFailure, writeResults } from './report.mjs';

const { sql } = createRequire(new URL('../packages/core/package.json', import.meta.url))('kysely');

const NEWS = 2_000;
const DAYS = 365;
const CALLS = 200;
const BATCH = 40;
const TARGET_P99_MS = 50;

/** 2,000 news items and a day of figures per item for the last 365 days, written by the database itself. */
async function fill(db, centerId) {
  const ids = (
    await sql`insert into news (center_id, title) select ${centerId}, 'Bench-News ' || n from generate_series(1, ${NEWS}) n returning id`.execute(
      db,
    )
  ).rows.map((row) => row.id);
  await sql`insert into content_metrics (content_type, content_id, center_id, day, views, shares, score)
    select 'news', n.id, ${centerId}, current_date - d, (d * 7 + length(n.title)) % 200, d % 5, (d % 10) / 2.0
    from news n cross join generate_series(1, ${DAYS}) d where n.title like 'Bench-News %'`.execute(db);
  return ids;
}

async function run(db, centerId, ids) {
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const batch = () => {
    const chosen = new Set();
    while (chosen.size < BATCH) chosen.add(ids[Math.floor(random() * ids.length)]);
    return [...chosen];
  };
  const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const samples = { 'all time': [], 'last 30 days': [] };
  const call = async (name, range, record) => {
    const started = performance.now();
    const { items, notFound } = await getNewsPerformance(db, batch(), range, { centerId });
    const ms = performance.now() - started;
    if (items.length !== BATCH || notFound.length > 0) throw new BenchFailure(`${name}: ${items.length} items`);
    if (items.some((item) => item.days === 0)) throw new BenchFailure(`${name}: an item without figures`);
    if (record) samples[name].push(ms);
  };
  for (let i = 0; i < 5; i++) await call('all time', {}, false);
  for (let i = 0; i < CALLS; i++) {
    await call('all time', {}, true);
    await call('last 30 days', { from }, true);
  }
  return Object.fromEntries(Object.entries(samples).map(([name, list]) => [name, latencyStats(list)]));
}

const results = [];
const failure = await onEachDatabase('cp_bench_performance', async (db, kind) => {
  const { centerId } = await seedDemo(db, { adminEmail: 'bench@example.com', baseUrl: 'http://localhost' });
  const filled = performance.now();
  const ids = await fill(db, centerId);
  const fillMs = Math.round(performance.now() - filled);
  results.push({ database: kind, fillMs, byRange: await run(db, centerId, ids) });
});

for (const { database, fillMs, byRange } of results) {
  console.log(
    `\nnews performance, ${database}: ${NEWS} news x ${DAYS} days of figures (written in ${fillMs} ms), ${CALLS} calls of ${BATCH} ids (ms)`,
  );
  printLatencyTable('range', Object.entries(byRange), 14);
  const worst = Math.max(...Object.values(byRange).map((s) => s.p99));
  console.log(`target p99 < ${TARGET_P99_MS} ms: ${worst < TARGET_P99_MS ? 'met' : 'MISSED'}`);
}

writeResults('news-performance', {
  news: NEWS,
  days: DAYS,
  calls: CALLS,
  batch: BATCH,
  targetP99Ms: TARGET_P99_MS,
  results,
});
reportFailure('NEWS PERFORMANCE BENCH', failure);
