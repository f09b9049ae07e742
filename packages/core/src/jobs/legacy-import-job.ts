import { finishImportRun } from '../imports/import-runs';
import { runLegacyImport } from '../imports/legacy/run-legacy-import';
import { createMediaStorage } from '../media/storage';
import { recordFailedImportAttempt } from './import-attempt';
import type { JobContext } from './workers';

/**
 * The `legacy-import` job: executes the run. A failed attempt is recorded in the run, which goes back to
 * `queued` while pg-boss will retry it and ends `failed` after the last attempt. A worker killed mid-run stops the
 * job's heartbeat: pg-boss fails the attempt and another worker's retry takes the run over (it is still `running`,
 * and bound to this job). A run that was resumed under another job, or interrupted meanwhile, is left alone.
 */
export async function runLegacyImportJob(runId: string, context: JobContext) {
  const { database, config, logger } = context;
  const db = database.db;
  if (!config.legacyPlatformUrl) {
    await finishImportRun(db, runId, 'failed', { errors: ['LEGACY_PLATFORM_URL is not set on the worker'] });
    return { status: 'failed' };
  }
  try {
    const run = await runLegacyImport(
      {
        db,
        storage: createMediaStorage(config.media),
        legacyBaseUrl: config.legacyPlatformUrl,
        assetHosts: config.legacyAssetHosts,
        logger,
        jobId: context.id,
        signal: context.signal,
      },
      runId,
    );
    return { status: run.status, counts: run.counts };
  } catch (error) {
    return recordFailedImportAttempt(db, runId, context, error);
  }
}
