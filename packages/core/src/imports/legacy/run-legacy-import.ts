import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { runAsWriteActor } from '../../history/write-actor';
import type { Logger } from '../../logging/logger';
import { createAssetRehoster } from '../../media/rehost';
import type { MediaStorage } from '../../media/storage';
import { ImportRunLostError, type ImportRunView, MAX_KEPT_WARNINGS } from '../import-runs';
import { type RunningImport, runImport } from '../running-import';
import type { ImportContext, ReadCounts } from './import-context';
import { createLegacyClient, LegacyReadError, type UpstreamRecord } from './legacy-client';
import { LEGACY_READ_PATHS, LegacyImportOptions, type LegacyReadFlag } from './options';
import { importCenterData, importInformationen, importSlider } from './read-center';
import { importCenterplan } from './read-centerplan';
import {
  importCenterzeitung,
  importEvents,
  importJobs,
  importNews,
  importOffers,
  importServices,
} from './read-content';
import { importShops } from './read-shops';
import { loadImported } from './upsert-rows';

// One legacy import run (spec 4.7), as the `legacy-import` job and the CLI execute it. Reads are requested
// up front in parallel (only the imported ones: the skipped reads of 4.7 are never requested) and applied in
// an order that resolves references (shops before the jobs, offers and events that name them). An upstream
// read that fails is recorded in the run and the other reads go on; the run then ends `failed`.

export interface LegacyImportDeps {
  db: Kysely<Database>;
  storage: MediaStorage;
  /** `LEGACY_PLATFORM_URL`, the `/v1` root */
  legacyBaseUrl: string;
  /** further hosts (`host` or `host:port`) the legacy platform serves assets from */
  assetHosts?: string[];
  fetch?: typeof fetch;
  /** limits of one upstream read and one asset download (defaults 30 s and 15 s) */
  readTimeoutMs?: number;
  assetTimeoutMs?: number;
  logger?: Logger;
  /** called with the run's state as it changes (the CLI's progress bar) */
  onProgress?: (state: RunState) => void;
  /** the `legacy-import` job running the run (a resumed run is run by its new job only) */
  jobId?: string;
  /** the job's signal: aborted when its claim ended, the run is then given up without a write */
  signal?: AbortSignal;
}

export interface RunState {
  read: string;
  done: number;
  total: number;
  counts: Record<string, ReadCounts>;
}

type ListImporter = (ctx: ImportContext, records: UpstreamRecord[]) => Promise<ReadCounts>;

/** The imported list reads in the order they are applied; `informationen` reads one object. */
const LIST_READS: { flag: Exclude<LegacyReadFlag, 'informationen'>; path: string; apply: ListImporter }[] = [
  { flag: 'shops', path: LEGACY_READ_PATHS.shops, apply: importShops },
  { flag: 'services', path: LEGACY_READ_PATHS.services, apply: importServices },
  { flag: 'news', path: LEGACY_READ_PATHS.news, apply: importNews },
  { flag: 'centerzeitung', path: LEGACY_READ_PATHS.centerzeitung, apply: importCenterzeitung },
  { flag: 'jobs', path: LEGACY_READ_PATHS.jobs, apply: importJobs },
  { flag: 'offers', path: LEGACY_READ_PATHS.offers, apply: importOffers },
  { flag: 'events', path: LEGACY_READ_PATHS.events, apply: importEvents },
  { flag: 'slider', path: LEGACY_READ_PATHS.slider, apply: importSlider },
  { flag: 'centerplan', path: LEGACY_READ_PATHS.centerplan, apply: importCenterplan },
];

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Executes a queued (or interrupted) run to its end and returns it. A run that already ended is returned as
 * it is (a job delivered twice does nothing), and so is a run taken from this runner meanwhile (interrupted or
 * resumed elsewhere, or the job's claim ended: see import-runs.ts), without a further write. Unexpected failures
 * (the database) are thrown for the caller to record, so the job queue retries the run; every write is
 * idempotent, so a retry completes it.
 */
export function runLegacyImport(deps: LegacyImportDeps, runId: string): Promise<ImportRunView> {
  const { jobId, signal, logger } = deps;
  // its writes are the import's in the history of the records
  return runAsWriteActor({ kind: 'import', userId: null, label: null }, () =>
    runImport(
      deps.db,
      runId,
      { jobId, signal, logger },
      (begun) => importRun(deps, runId, begun),
      (run) => run,
    ),
  );
}

async function importRun(deps: LegacyImportDeps, runId: string, begun: RunningImport): Promise<ImportRunView> {
  const { run } = begun;
  const centerId = run.targetCenterId;
  const options = LegacyImportOptions.safeParse(run.options);
  const sourceId = Number(run.sourceRef);
  const warnings: string[] = [];
  let droppedWarnings = 0;
  const errors: string[] = [];
  const counts: Record<string, ReadCounts> = {};
  const state = { read: '', done: 0, total: 0 };

  const snapshot = () => ({
    progress: { ...state, ...(droppedWarnings ? { moreWarnings: droppedWarnings } : {}) },
    counts,
    warnings,
  });
  const end = async (status: 'succeeded' | 'failed') => {
    state.read = '';
    return begun.finish(status, { ...snapshot(), errors });
  };
  if (!centerId) {
    errors.push('the target center no longer exists');
    return end('failed');
  }
  if (!options.success || !Number.isInteger(sourceId)) {
    errors.push('the run carries unreadable options');
    return end('failed');
  }

  const client = createLegacyClient({
    baseUrl: deps.legacyBaseUrl,
    ...(deps.readTimeoutMs ? { timeoutMs: deps.readTimeoutMs } : {}),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  const rehoster = createAssetRehoster({
    db: deps.db,
    storage: deps.storage,
    centerId,
    allowedHosts: [new URL(deps.legacyBaseUrl).host, ...(deps.assetHosts ?? [])],
    // downloads wait mostly on the network: 16 in flight keep a 20 ms upstream busy without flooding it
    concurrency: 16,
    ...(deps.assetTimeoutMs ? { timeoutMs: deps.assetTimeoutMs } : {}),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  let shops: ReturnType<ImportContext['importedShops']> | undefined;
  const ctx: ImportContext = {
    db: deps.db,
    centerId,
    rehost: (url, kind) => rehoster.rehost(url, kind),
    importedShops() {
      shops ??= loadImported(deps.db, 'shops', centerId);
      return shops;
    },
    warn(message) {
      if (warnings.length < MAX_KEPT_WARNINGS) warnings.push(message);
      else droppedWarnings++;
    },
    async progress(read, done, total) {
      Object.assign(state, { read, done, total });
      deps.onProgress?.({ ...state, counts });
      await begun.saveProgress(done, total, snapshot);
    },
  };

  try {
    const centers = await client.listCenters().catch((error) => {
      if (error instanceof LegacyReadError) return error;
      throw error;
    });
    if (centers instanceof LegacyReadError) {
      errors.push(centers.message);
      return end('failed');
    }
    const source = centers.find((center) => center.id === sourceId);
    if (!source) {
      errors.push(`the legacy platform has no center ${sourceId}`);
      return end('failed');
    }
    const flags = options.data;
    // every imported read is requested at once; the answers are applied in order below
    const reads = new Map(
      LIST_READS.filter((read) => flags[read.flag]).map((read) => [
        read.flag,
        settle(client.readList(read.path, sourceId)),
      ]),
    );
    const informationen = flags.informationen
      ? settle(client.readObject(LEGACY_READ_PATHS.informationen, sourceId))
      : null;
    counts.center = await importCenterData(ctx, source);

    for (const read of LIST_READS) {
      const pending = reads.get(read.flag);
      if (!pending) continue;
      const answer = await pending;
      if ('error' in answer) {
        errors.push(messageOf(answer.error));
        continue;
      }
      if (answer.value.dropped)
        ctx.warn(`${read.path}: ${answer.value.dropped} entries that are not records were left out`);
      counts[read.flag] = await read.apply(ctx, answer.value.items);
      await ctx.progress(read.path, answer.value.items.length, answer.value.items.length);
    }
    if (informationen) {
      const answer = await informationen;
      if ('error' in answer) errors.push(messageOf(answer.error));
      else counts.informationen = await importInformationen(ctx, answer.value);
    }
  } catch (error) {
    if (error instanceof ImportRunLostError) throw error;
    // the job handler records the failure and decides between a retry and the end of the run
    deps.logger?.error({ err: error, runId }, 'legacy import failed');
    throw error;
  }
  return end(errors.length ? 'failed' : 'succeeded');
}

/** A promise that never rejects: an upstream failure becomes `{ error }`, handled when its read is applied. */
async function settle<T>(promise: Promise<T>): Promise<{ value: T } | { error: unknown }> {
  try {
    return { value: await promise };
  } catch (error) {
    if (error instanceof LegacyReadError) return { error };
    return { error: new LegacyReadError('?', messageOf(error)) };
  }
}
