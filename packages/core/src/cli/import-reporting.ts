// `pnpm import:reporting [--dry-run] [--include-test-clients]`: runs the reporting import (spec 4.8) in this
// process, the same run the `reporting-import` job executes, with a progress bar over the matched clients and a
// summary (clients per matching rule, rows per client). `--dry-run` counts only and records nothing;
// `--resume <runId>` finishes an interrupted run (every write is idempotent). Exit code 0 when every matched
// client was imported, 1 when one failed (or the upstream did), 2 for a usage or configuration problem or while
// another reporting import is queued or running. Stop a `pnpm start` on the same embedded data folder first (one
// process per PGlite folder).
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import Table from 'cli-table3';
import type { Kysely } from 'kysely';
import { loadConfig } from '../config/env';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import type { ImportRunView } from '../imports/import-runs';
import type { ReportingExecuteResult } from '../imports/reporting/execute';
import { MATCH_RULES } from '../imports/reporting/match-clients';
import { ReportingUpstreamError } from '../imports/reporting/reporting-client';
import {
  type ReportingExportConfig,
  requestReportingExecute,
  runReportingImportRun,
} from '../imports/reporting/request-execute';
import { CliError, failRunOnCrash, interruptedRun, reportCliError } from './import-cli';

const USAGE = `usage: pnpm import:reporting [--dry-run] [--include-test-clients]
       pnpm import:reporting --resume <runId>
The export is read from REPORTING_DASHBOARD_EXPORT_URL with the key REPORTING_DASHBOARD_EXPORT_API_KEY.`;

function readArgs() {
  try {
    const { values } = parseArgs({
      options: {
        'dry-run': { type: 'boolean' },
        'include-test-clients': { type: 'boolean' },
        resume: { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    if (values.resume && (values['dry-run'] || values['include-test-clients']))
      throw new CliError('--resume takes no other option (the run keeps its own)');
    return {
      dryRun: values['dry-run'] ?? false,
      skipTestClients: !values['include-test-clients'],
      resume: values.resume,
    };
  } catch (error) {
    throw new CliError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

/** The summary of a dry or real execute: clients per matching rule, then one row per imported client. */
function summary(
  result: Pick<ReportingExecuteResult, 'dryRun' | 'summary' | 'clients'>,
  slugs: Map<string, string>,
): string {
  const byRule = new Table({ head: ['matched by', 'clients'] });
  for (const rule of MATCH_RULES) byRule.push([rule, result.clients.filter((c) => c.rule === rule).length]);
  const perClient = new Table({
    head: ['client', 'center', 'rule', result.dryRun ? 'rows to write' : 'rows written', 'already present', 'error'],
  });
  for (const c of result.clients) {
    perClient.push([
      c.legacyClientId,
      slugs.get(c.centerId) ?? c.centerId,
      c.rule,
      c.rowsWritten,
      c.rowsAlreadyPresent,
      c.error ?? '',
    ]);
  }
  const s = result.summary;
  const lines = [
    byRule.toString(),
    result.clients.length ? perClient.toString() : 'no matched client to import',
    `clients imported: ${s.clientsImported}, failed: ${s.clientsFailed}, test clients skipped: ${s.testClientsSkipped}, unmatched ignored: ${s.unmatchedIgnored}`,
    `rows ${result.dryRun ? 'to write' : 'written'}: ${s.rowsWritten}, already present: ${s.rowsAlreadyPresent}, centers ${result.dryRun ? 'to link' : 'linked'}: ${s.centersLinked}`,
  ];
  const warnings = result.clients.flatMap((c) => (c.warnings ?? []).map((w) => `  - client ${c.legacyClientId}: ${w}`));
  if (warnings.length) lines.push(`${warnings.length} warning(s):`, ...warnings.slice(0, 20));
  if (result.dryRun) lines.push('dry run: nothing was written');
  return lines.join('\n');
}

/** The slugs of the centers the clients went to, for the summary. */
async function centerSlugs(db: Kysely<Database>, result: Pick<ReportingExecuteResult, 'clients'>) {
  const ids = [...new Set(result.clients.map((c) => c.centerId))];
  if (!ids.length) return new Map<string, string>();
  const rows = await db.selectFrom('centers').select(['id', 'slug']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.slug]));
}

function progressBar() {
  const bar = new SingleBar({
    format: 'clients [{bar}] {value}/{total} {client}',
    hideCursor: true,
    clearOnComplete: false,
  });
  let started = false;
  return {
    update(p: { done: number; total: number; legacyClientId: string }) {
      if (!started) {
        started = true;
        bar.start(p.total, p.done, { client: p.legacyClientId });
      } else bar.update(p.done, { client: p.legacyClientId });
    },
    stop() {
      if (started) bar.stop();
      started = false;
    },
  };
}

async function main(): Promise<number> {
  const args = readArgs();
  const config = loadConfig();
  const exportConfig: ReportingExportConfig = config.reportingExport;
  if (!exportConfig.url || !exportConfig.apiKey)
    throw new CliError(
      'REPORTING_DASHBOARD_EXPORT_URL and REPORTING_DASHBOARD_EXPORT_API_KEY must both be set for the reporting import',
    );
  const database = createDatabase(config.database);
  const bar = progressBar();
  try {
    await migrateToLatest(database.db);
    if (args.dryRun) {
      console.log(
        `dry run of the reporting import from ${exportConfig.url}${args.skipTestClients ? '' : ' (test clients included)'}`,
      );
      const answer = await requestReportingExecute(database.db, {
        exportConfig,
        dryRun: true,
        skipTestClients: args.skipTestClients,
        createdByUserId: null,
        enqueue: async () => null,
        onProgress: (p) => bar.update(p),
      });
      bar.stop();
      if (!answer.dryRun) throw new Error('a dry run answered a run');
      console.log(summary(answer.result, await centerSlugs(database.db, answer.result)));
      return answer.result.summary.clientsFailed ? 1 : 0;
    }

    let run: ImportRunView;
    if (args.resume) run = await interruptedRun(database.db, 'reporting', args.resume);
    else {
      const answer = await requestReportingExecute(database.db, {
        exportConfig,
        skipTestClients: args.skipTestClients,
        createdByUserId: null,
        enqueue: async () => null,
      });
      if (answer.dryRun) throw new Error('an execute answered a dry run');
      run = answer.run;
    }
    const skipping = run.options.skipTestClients !== false;
    console.log(
      `importing the reporting history from ${exportConfig.url}${skipping ? '' : ' (test clients included)'} (run ${run.id})`,
    );
    const done = await failRunOnCrash(
      database.db,
      run.id,
      runReportingImportRun({ db: database.db, exportConfig, onProgress: (p) => bar.update(p) }, run.id),
      () => bar.stop(),
    );
    bar.stop();
    if (done.result) console.log(summary(done.result, await centerSlugs(database.db, done.result)));
    if (done.run.errors.length) console.log(['errors:', ...done.run.errors.map((e) => `  - ${e}`)].join('\n'));
    console.log(`run ${done.run.id}: ${done.run.status}`);
    return done.run.status === 'succeeded' ? 0 : 1;
  } finally {
    bar.stop();
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof ReportingUpstreamError) {
    console.error(`${error.code}: ${error.message}`);
    process.exitCode = error.code === 'REPORTING_NOT_CONFIGURED' ? 2 : 1;
  } else process.exitCode = reportCliError(error);
}
