// `pnpm import:legacy --source <legacyCenterId> --target <centerId|slug> [--no-<read> ...]`: runs the legacy
// import (spec 4.7) in this process, the same run the `legacy-import` job executes, with a progress bar and a
// summary table. `--resume <runId>` finishes an interrupted run (every write is idempotent). Stop a
// `pnpm start` on the same embedded data folder first (one process per PGlite folder).
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import Table from 'cli-table3';
import type { Kysely } from 'kysely';
import { loadConfig } from '../config/env';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { createImportRun, type ImportRunView } from '../imports/import-runs';
import { LEGACY_READ_FLAGS } from '../imports/legacy/options';
import { runLegacyImport } from '../imports/legacy/run-legacy-import';
import { createMediaStorage } from '../media/storage';
import { CliError, failRunOnCrash, interruptedRun, isUuid, reportCliError } from './import-cli';

const USAGE = `usage: pnpm import:legacy --source <legacyCenterId> --target <centerId|slug> [--legacy-url <url>] ${LEGACY_READ_FLAGS.map((f) => `[--no-${f}]`).join(' ')}
       pnpm import:legacy --resume <runId>`;

function readArgs() {
  try {
    const { values } = parseArgs({
      options: {
        source: { type: 'string' },
        target: { type: 'string' },
        'legacy-url': { type: 'string' },
        resume: { type: 'string' },
        help: { type: 'boolean' },
        ...Object.fromEntries(LEGACY_READ_FLAGS.map((flag) => [`no-${flag}`, { type: 'boolean' as const }])),
      },
      strict: true,
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    if (values.resume)
      return { resume: values.resume as string, legacyUrl: values['legacy-url'] as string | undefined };
    const source = Number(values.source);
    if (!values.source || !Number.isInteger(source) || source <= 0)
      throw new CliError('--source must be the legacy center id (a positive integer)');
    if (!values.target) throw new CliError('--target is missing');
    const flags = values as Record<string, unknown>;
    const options = Object.fromEntries(LEGACY_READ_FLAGS.map((flag) => [flag, !flags[`no-${flag}`]]));
    return { source, target: values.target, legacyUrl: values['legacy-url'] as string | undefined, options };
  } catch (error) {
    if (error instanceof CliError) throw new CliError(`${error.message}\n${USAGE}`);
    throw new CliError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

function summary(run: ImportRunView): string {
  const table = new Table({ head: ['read', 'created', 'updated', 'unchanged', 'failed'] });
  for (const [read, counts] of Object.entries(run.counts as Record<string, Record<string, number>>)) {
    table.push([read, counts.created ?? 0, counts.updated ?? 0, counts.unchanged ?? 0, counts.failed ?? 0]);
  }
  const lines = [table.toString()];
  if (run.warnings.length) {
    lines.push(`${run.warnings.length} warning(s):`, ...run.warnings.slice(0, 20).map((w) => `  - ${w}`));
    if (run.warnings.length > 20)
      lines.push(`  ... and ${run.warnings.length - 20} more (GET /api/import/mec/${run.id})`);
  }
  if (run.errors.length) lines.push('errors:', ...run.errors.map((e) => `  - ${e}`));
  lines.push(`run ${run.id}: ${run.status}`);
  return lines.join('\n');
}

type NewRunArgs = { source: number; target: string; options: Record<string, boolean> };

async function newRun(db: Kysely<Database>, args: NewRunArgs) {
  const target = await db
    .selectFrom('centers')
    .select('id')
    .where((eb) => (isUuid(args.target) ? eb('id', '=', args.target) : eb('slug', '=', args.target)))
    .executeTakeFirst();
  if (!target) throw new CliError(`no center "${args.target}" on this platform`);
  return createImportRun(
    db,
    {
      kind: 'legacy',
      sourceRef: String(args.source),
      targetCenterId: target.id,
      options: args.options,
      createdByUserId: null,
    },
    async () => null,
  );
}

try {
  const args = readArgs();
  const config = loadConfig();
  const legacyBaseUrl = args.legacyUrl ?? config.legacyPlatformUrl;
  if (!legacyBaseUrl) throw new CliError('LEGACY_PLATFORM_URL is not set (or pass --legacy-url <the /v1 root>)');
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const run = args.resume
      ? await interruptedRun(database.db, 'legacy', args.resume)
      : await newRun(database.db, args as NewRunArgs);
    console.log(`importing legacy center ${run.sourceRef} into center ${run.targetCenterId} (run ${run.id})`);
    const bar = new SingleBar({ format: '{read} [{bar}] {value}/{total}', hideCursor: true, clearOnComplete: false });
    let current = '';
    const done = await failRunOnCrash(
      database.db,
      run.id,
      runLegacyImport(
        {
          db: database.db,
          storage: createMediaStorage(config.media),
          legacyBaseUrl,
          assetHosts: config.legacyAssetHosts,
          onProgress: (state) => {
            if (state.read !== current) {
              if (current) bar.stop();
              current = state.read;
              bar.start(state.total, state.done, { read: state.read.padEnd(18) });
            } else bar.update(state.done);
          },
        },
        run.id,
      ),
      () => bar.stop(),
    );
    bar.stop();
    console.log(summary(done));
    process.exitCode = done.status === 'succeeded' ? 0 : 1;
  } finally {
    await database.close();
  }
} catch (error) {
  process.exitCode = reportCliError(error);
}
