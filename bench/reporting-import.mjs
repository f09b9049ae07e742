// `pnpm bench:reporting` (and `pnpm bench`): the reporting import (spec 4.8) of a generated export, 500 clients x
// 7 channels x 36 months (126,000 rows), served by the reporting stand-in (tooling/stand-ins, `makeClient`)
// into 500 matching centers (a quarter each by cockpit center id, exact slug, compact slug, name plus city), on
// PGlite in a temp folder and, when DATABASE_URL is set, also in a fresh database on that server. Two executes per
// database: the first writes every row and links every center, the second finds every row present. Targets: first
// run under 20 s, second under 5 s. Writes bench/results/reporting-import.json. The run fails (exit 1) when an
// import does not count or store what it should; a missed target is reported, not fatal.
import { availableParallelism, loadavg } from 'node:os';
import { createReportingExportClient, executeReportingImport } from '../packages/core/dist/imports/index.js';
import { REPORTING_CHANNELS } from '../packages/core/dist/shared/index.js';
import { loadReportingFixture, startReportingExport } from '../tooling/stand-ins/index.mjs';
import { onEachDatabase } from './bench-databases.mjs';
import { BenchFailure, printRunTable, reportFailure, runsOf, withinTargets, writeResults } from './report.mjs';

const CLIENTS = 500;
const MONTHS = 36;
const ROWS = CLIENTS * REPORTING_CHANNELS.length * MONTHS;
const LATENCY_MS = 0;
const TARGETS_MS = { first: 20_000, second: 5_000 };
const RULES = ['cockpitCenterId', 'exactSlug', 'compactSlug', 'nameAndCity'];

const centerOf = (n) => ({ name: `Bench Center ${n}`, slug: `bench-center-${n}`, city: `Benchstadt ${n}` });

/** 500 centers, then 500 clients each matching its center by one of four rules (in turn). */
async function seed(db, makeClient) {
  const centers = await db
    .insertInto('centers')
    .values(Array.from({ length: CLIENTS }, (_, i) => centerOf(i + 1)))
    .returning(['id', 'slug'])
    .execute();
  const idOf = new Map(centers.map((c) => [c.slug, c.id]));
  const months = Object.fromEntries(REPORTING_CHANNELS.map((channel) => [channel, MONTHS]));
  const clients = Array.from({ length: CLIENTS }, (_, i) => {
    const n = i + 1;
    const center = centerOf(n);
    const rule = RULES[i % RULES.length];
    const fields = {
      cockpitCenterId: { name: `Kunde ${n}`, slug: `kunde-${n}`, city: '', cockpitCenterId: idOf.get(center.slug) },
      exactSlug: { name: `Kunde ${n}`, slug: center.slug, city: '' },
      compactSlug: { name: `Kunde ${n}`, slug: center.slug.replaceAll('-', ''), city: '' },
      nameAndCity: { name: center.name.toUpperCase(), slug: `kunde-${n}`, city: center.city },
    }[rule];
    return makeClient(n, fields, months);
  });
  return { clients, centerIds: centers.map((c) => c.id) };
}

/**
 * One execute, timed, with where the time went: statements and their time in the database (a plugin timing each
 * query from compile to result), and the client exports (each request's time; four run at once, so they overlap).
 */
async function executeOnce(db, client) {
  const db$ = { statements: 0, ms: 0 };
  const startedAt = new Map();
  const timed = db.withPlugin({
    transformQuery(args) {
      db$.statements++;
      startedAt.set(args.queryId, performance.now());
      return args.node;
    },
    async transformResult(args) {
      db$.ms += performance.now() - (startedAt.get(args.queryId) ?? performance.now());
      startedAt.delete(args.queryId);
      return args.result;
    },
  });
  const exports$ = { requests: 0, ms: 0 };
  const timedClient = {
    matchIndex: () => client.matchIndex(),
    async clientExport(id) {
      const started = performance.now();
      try {
        return await client.clientExport(id);
      } finally {
        exports$.requests++;
        exports$.ms += performance.now() - started;
      }
    },
  };
  let lastProgress = null;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await executeReportingImport(timed, timedClient, {
    onProgress: (p) => {
      lastProgress = p;
    },
  });
  const wallMs = Math.round(performance.now() - started);
  const used = process.cpuUsage(cpu);
  // this process's CPU time (the import, PGlite's WebAssembly and the stand-in): the wall time on an idle machine
  const cpuMs = Math.round((used.user + used.system) / 1000);
  const byRule = {};
  for (const c of result.clients) byRule[c.rule] = (byRule[c.rule] ?? 0) + 1;
  return {
    wallMs,
    cpuMs,
    database: { statements: db$.statements, ms: Math.round(db$.ms) },
    exports: { requests: exports$.requests, msSummed: Math.round(exports$.ms) },
    summary: result.summary,
    byRule,
    lastProgress,
    errors: result.clients.flatMap((c) => c.error ?? []),
  };
}

async function check(database, db, first, second) {
  const problems = [];
  const expectFirst = {
    clientsImported: CLIENTS,
    clientsFailed: 0,
    testClientsSkipped: 0,
    unmatchedIgnored: 0,
    rowsWritten: ROWS,
    rowsAlreadyPresent: 0,
    centersLinked: CLIENTS,
  };
  const expectSecond = { ...expectFirst, rowsWritten: 0, rowsAlreadyPresent: ROWS, centersLinked: 0 };
  for (const [run, r, want] of [
    ['first', first, expectFirst],
    ['second', second, expectSecond],
  ]) {
    for (const [key, value] of Object.entries(want))
      if (r.summary[key] !== value) problems.push(`${run} run: ${key} ${r.summary[key]}, expected ${value}`);
    if (r.errors.length) problems.push(`${run} run: ${r.errors.length} client error(s), e.g. ${r.errors[0]}`);
    for (const rule of RULES)
      if (r.byRule[rule] !== CLIENTS / RULES.length)
        problems.push(
          `${run} run: ${r.byRule[rule] ?? 0} clients matched by ${rule}, expected ${CLIENTS / RULES.length}`,
        );
  }
  const stored = await db
    .selectFrom('reportingChannelSnapshots')
    .select((eb) => [eb.fn.countAll().as('rows'), eb.fn.count('legacyClientId').distinct().as('clients')])
    .executeTakeFirstOrThrow();
  if (Number(stored.rows) !== ROWS || Number(stored.clients) !== CLIENTS)
    problems.push(`stored ${stored.rows} rows of ${stored.clients} clients, expected ${ROWS} of ${CLIENTS}`);
  const linked = await db
    .selectFrom('centers')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('reportingDashboardClientId', 'is not', null)
    .executeTakeFirstOrThrow();
  if (Number(linked.n) !== CLIENTS) problems.push(`${linked.n} centers linked, expected ${CLIENTS}`);
  if (problems.length) throw new BenchFailure(`${database}:\n  ${problems.join('\n  ')}`);
}

const { makeClient } = await loadReportingFixture();
const results = [];
const failure = await onEachDatabase('cp_bench_reporting', async (db, kind) => {
  const { clients } = await seed(db, makeClient);
  const upstream = await startReportingExport({ clients, latencyMs: LATENCY_MS });
  try {
    const client = createReportingExportClient({ url: upstream.url, apiKey: upstream.apiKey });
    const first = await executeOnce(db, client);
    const second = await executeOnce(db, client);
    results.push({ database: kind, first, second });
    console.log(`${kind}: first run ${first.wallMs} ms, second run ${second.wallMs} ms`);
    await check(kind, db, first, second);
  } finally {
    await upstream.close();
  }
});

console.log(
  `\nreporting import of ${CLIENTS} clients x ${REPORTING_CHANNELS.length} channels x ${MONTHS} months ` +
    `(${ROWS} rows) into ${CLIENTS} matching centers, stand-in latency ${LATENCY_MS} ms per request; ` +
    `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`,
);
printRunTable(results, TARGETS_MS, {
  clients: (r) => r.summary.clientsImported,
  written: (r) => r.summary.rowsWritten,
  present: (r) => r.summary.rowsAlreadyPresent,
  linked: (r) => r.summary.centersLinked,
});
for (const [database, run, r] of runsOf(results, TARGETS_MS))
  console.log(
    `${database} ${run} run: ${r.cpuMs} ms CPU of this process; ${r.database.statements} statements, ` +
      `${r.database.ms} ms in the database; ` +
      `${r.exports.requests} exports, ${r.exports.msSummed} ms summed over the requests (4 at once)`,
  );

writeResults('reporting-import', {
  measuredAt: new Date().toISOString(),
  node: process.version,
  clients: CLIENTS,
  channels: REPORTING_CHANNELS.length,
  months: MONTHS,
  rows: ROWS,
  latencyMs: LATENCY_MS,
  targetsMs: TARGETS_MS,
  // other work on the machine stretches the wall times: the 1-minute load average at the end, and the cores
  loadAverage: Number(loadavg()[0].toFixed(2)),
  cores: availableParallelism(),
  results: withinTargets(results, TARGETS_MS),
});
reportFailure('REPORTING IMPORT BENCH', failure);
