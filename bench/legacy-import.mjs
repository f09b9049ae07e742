// `pnpm bench:import` (and `pnpm bench`): the legacy import (spec 4.7) of the generated legacy center (id 77:
// 2,000 shops, 500 news, 4 floors of ~400 KB SVG and their images) from the legacy stand-in answering every
// request after 20 ms, into a fresh center on PGlite in a temp folder and, when DATABASE_URL is set, also into a
// fresh database on that server. Two runs per database: the first imports everything, the second finds every
// record unchanged. Targets: first run under 30 s, second under 5 s. Writes bench/results/legacy-import.json.
// The run fails (exit 1) when an import does not do what it should; a missed target is reported, not fatal.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createDatabase,
  createImportRun,
  createLocalMediaStorage,
  LEGACY_READ_FLAGS,
  migrateToLatest,
  runLegacyImport,
} from '../packages/core/dist/index.js';
import { LEGACY_GENERATED, LEGACY_SCENARIOS, startLegacyPlatform } from '../tooling/stand-ins/index.mjs';
import { benchDatabaseTargets } from './bench-databases.mjs';

const LATENCY_MS = 20;
const TARGETS_MS = { first: 30_000, second: 5_000 };
const sizes = LEGACY_GENERATED.sizes();

class BenchFailure extends Error {}

/** The stand-in's requests since `from`, by kind: JSON reads (/v1/...) and media downloads (/media/<type>/...). */
function requestsSince(legacy, from) {
  const seen = legacy.requests.slice(from);
  const media = seen.filter((r) => r.path.startsWith('/media/'));
  const byType = {};
  for (const r of media) {
    const type = r.path.split('/')[2];
    byType[type] = (byType[type] ?? 0) + 1;
  }
  return {
    total: seen.length,
    reads: seen.filter((r) => r.path.startsWith('/v1/')).length,
    media: media.length,
    mediaByType: byType,
  };
}

/** One import run (createImportRun + runLegacyImport), timed, with the time of each read's last progress. */
async function importOnce(db, storage, legacy, centerId) {
  const from = legacy.requests.length;
  const progressAt = {};
  const started = performance.now();
  const run = await createImportRun(
    db,
    {
      kind: 'legacy',
      sourceRef: String(LEGACY_GENERATED.centerId),
      targetCenterId: centerId,
      options: Object.fromEntries(LEGACY_READ_FLAGS.map((flag) => [flag, true])),
      createdByUserId: null,
    },
    async () => null,
  );
  const done = await runLegacyImport(
    {
      db,
      storage,
      legacyBaseUrl: legacy.url,
      onProgress: (state) => {
        if (state.read) progressAt[state.read] = performance.now() - started;
      },
    },
    run.id,
  );
  const wallMs = Math.round(performance.now() - started);
  // a read's share: from the previous read's last progress to its own (the first read includes the fetches)
  let previous = 0;
  const readMs = Object.fromEntries(
    Object.entries(progressAt)
      .sort(([, a], [, b]) => a - b)
      .map(([read, at]) => {
        const ms = Math.round(at - previous);
        previous = at;
        return [read, ms];
      }),
  );
  return {
    runId: done.id,
    status: done.status,
    wallMs,
    requests: requestsSince(legacy, from),
    readMs,
    counts: done.counts,
    warnings: done.warnings.length + Number(done.progress.moreWarnings ?? 0),
    errors: done.errors,
  };
}

function check(database, first, second) {
  const problems = [];
  const shops = first.counts.shops ?? {};
  if (first.status !== 'succeeded') problems.push(`first run ${first.status}: ${first.errors.join('; ')}`);
  if (shops.created !== sizes.shops) problems.push(`first run created ${shops.created} shops, not ${sizes.shops}`);
  if (second.status !== 'succeeded') problems.push(`second run ${second.status}: ${second.errors.join('; ')}`);
  for (const [read, counts] of Object.entries(second.counts)) {
    if (counts.created || counts.updated)
      problems.push(`second run ${read}: ${counts.created} created, ${counts.updated} updated (expected none)`);
  }
  if (problems.length) throw new BenchFailure(`${database}:\n  ${problems.join('\n  ')}`);
}

const legacy = await startLegacyPlatform({ dataModule: LEGACY_SCENARIOS.generated, latencyMs: LATENCY_MS });
const results = [];
let failure;
try {
  for (const open of benchDatabaseTargets('cp_bench_import')) {
    const { target, drop } = await open();
    const mediaDir = mkdtempSync(join(tmpdir(), 'cp-bench-import-media-'));
    const database = createDatabase(target);
    try {
      await migrateToLatest(database.db);
      const center = await database.db
        .insertInto('centers')
        .values({ name: 'Bench Import Center', slug: 'bench-import' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const storage = createLocalMediaStorage(mediaDir);
      const first = await importOnce(database.db, storage, legacy, center.id);
      const second = await importOnce(database.db, storage, legacy, center.id);
      results.push({ database: target.kind, first, second });
      console.log(`${target.kind}: first run ${first.wallMs} ms, second run ${second.wallMs} ms`);
      check(target.kind, first, second);
    } catch (error) {
      failure ??= error;
      if (!(error instanceof BenchFailure)) break;
    } finally {
      await database.close();
      await drop();
      rmSync(mediaDir, { recursive: true, force: true });
    }
  }
} finally {
  await legacy.close();
}

const rows = results.flatMap(({ database, first, second }) =>
  [
    ['first', first, TARGETS_MS.first],
    ['second', second, TARGETS_MS.second],
  ].map(([run, r, target]) => {
    const shops = r.counts.shops ?? {};
    return [
      database.padEnd(8),
      run.padEnd(6),
      String(r.wallMs).padStart(7),
      `< ${target}`.padStart(8),
      (r.wallMs < target ? 'met' : 'MISSED').padEnd(6),
      String(r.requests.reads).padStart(5),
      String(r.requests.media).padStart(5),
      String(shops.created ?? 0).padStart(7),
      String(shops.updated ?? 0).padStart(7),
      String(shops.unchanged ?? 0).padStart(9),
      r.status,
    ].join(' | ');
  }),
);
console.log(
  `\nlegacy import of generated center ${LEGACY_GENERATED.centerId} (${sizes.shops} shops, ${sizes.news} news, ` +
    `${sizes.floors} floors of ${sizes.floorKb} KB SVG), stand-in latency ${LATENCY_MS} ms per request`,
);
console.log('database | run    | wall ms |   target | met?   | reads | media | created | updated | unchanged | status');
console.log(rows.join('\n'));
for (const { database, first, second } of results) {
  for (const [run, r] of [
    ['first', first],
    ['second', second],
  ]) {
    const reads = Object.entries(r.readMs)
      .map(([read, ms]) => `${read} ${ms}`)
      .join(', ');
    console.log(`${database} ${run} run, ms per read (from the previous read's end): ${reads}`);
  }
}

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/legacy-import.json', import.meta.url),
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      node: process.version,
      legacyCenterId: LEGACY_GENERATED.centerId,
      sizes,
      latencyMs: LATENCY_MS,
      targetsMs: TARGETS_MS,
      results: results.map(({ database, first, second }) => ({
        database,
        firstWithinTarget: first.wallMs < TARGETS_MS.first,
        secondWithinTarget: second.wallMs < TARGETS_MS.second,
        first,
        second,
      })),
    },
    null,
    2,
  )}\n`,
);
console.log('\nwritten to bench/results/legacy-import.json');
if (failure) {
  console.error(`\nLEGACY IMPORT BENCH FAILED: ${failure instanceof BenchFailure ? failure.message : failure.stack}`);
  process.exitCode = 1;
}
