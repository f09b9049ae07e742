// `pnpm bench:import` (and `pnpm bench`): the legacy import (spec 4.7) of the generated legacy center (id 77:
// 2,000 shops, 500 news, 4 floors of ~400 KB SVG and their images) from the legacy stand-in answering every
// request after 20 ms, into a fresh center on PGlite in a temp folder and, when DATABASE_URL is set, also into a
// fresh database on that server. Two runs per database: the first imports everything, the second finds every
// record unchanged. Targets: first run under 30 s, second under 5 s. Writes bench/results/legacy-import.json.
// The run fails (exit 1) when an import does not do what it should; a missed target is reported, not fatal.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createImportRun, LEGACY_READ_FLAGS, runLegacyImport } from '../packages/core/dist/imports/index.js';
import { createLocalMediaStorage } from '../packages/core/dist/media/index.js';
import { LEGACY_GENERATED, LEGACY_SCENARIOS, startLegacyPlatform } from '../tooling/stand-ins/index.mjs';
import { onEachDatabase } from './bench-databases.mjs';
import { BenchFailure, printRunTable, reportFailure, runsOf, withinTargets, writeResults } from './report.mjs';

const LATENCY_MS = 20;
const TARGETS_MS = { first: 30_000, second: 5_000 };
const sizes = LEGACY_GENERATED.sizes();

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
  failure = await onEachDatabase('cp_bench_import', async (db, kind) => {
    const mediaDir = mkdtempSync(join(tmpdir(), 'cp-bench-import-media-'));
    try {
      const center = await db
        .insertInto('centers')
        .values({ name: 'Bench Import Center', slug: 'bench-import' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const storage = createLocalMediaStorage(mediaDir);
      const first = await importOnce(db, storage, legacy, center.id);
      const second = await importOnce(db, storage, legacy, center.id);
      results.push({ database: kind, first, second });
      console.log(`${kind}: first run ${first.wallMs} ms, second run ${second.wallMs} ms`);
      check(kind, first, second);
    } finally {
      rmSync(mediaDir, { recursive: true, force: true });
    }
  });
} finally {
  await legacy.close();
}

console.log(
  `\nlegacy import of generated center ${LEGACY_GENERATED.centerId} (${sizes.shops} shops, ${sizes.news} news, ` +
    `${sizes.floors} floors of ${sizes.floorKb} KB SVG), stand-in latency ${LATENCY_MS} ms per request`,
);
printRunTable(results, TARGETS_MS, {
  reads: (r) => r.requests.reads,
  media: (r) => r.requests.media,
  created: (r) => r.counts.shops?.created ?? 0,
  updated: (r) => r.counts.shops?.updated ?? 0,
  unchanged: (r) => r.counts.shops?.unchanged ?? 0,
  status: (r) => r.status,
});
for (const [database, run, r] of runsOf(results, TARGETS_MS)) {
  const reads = Object.entries(r.readMs)
    .map(([read, ms]) => `${read} ${ms}`)
    .join(', ');
  console.log(`${database} ${run} run, ms per read (from the previous read's end): ${reads}`);
}

writeResults('legacy-import', {
  measuredAt: new Date().toISOString(),
  node: process.version,
  legacyCenterId: LEGACY_GENERATED.centerId,
  sizes,
  latencyMs: LATENCY_MS,
  targetsMs: TARGETS_MS,
  results: withinTargets(results, TARGETS_MS),
});
reportFailure('LEGACY IMPORT BENCH', failure);
