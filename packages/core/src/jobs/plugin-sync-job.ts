import type { Config } from '../config/env';
import type { DatabaseHandle } from '../db/database';
import { runPluginSync } from '../plugin-sites/run-plugin-sync';
import { finishSyncRun, requestPluginSync } from '../plugin-sites/sync-runs';
import type { JobContext } from './workers';

/** The sync dependencies of a process's configuration. */
export function pluginSyncDeps(database: DatabaseHandle, config: Config) {
  return {
    db: database.db,
    encryptionKey: config.pluginSites.encryptionKey,
    urlPolicy: config.pluginSites.urlPolicy,
    cdnBaseUrl: config.media.cdnBaseUrl,
  };
}

/**
 * The `plugin-sync` job. A failed attempt is recorded in the run, which goes back to `queued` while pg-boss will
 * retry it and ends `failed` after the last attempt.
 */
export async function runPluginSyncJob(runId: string, context: JobContext) {
  try {
    return await runPluginSync(pluginSyncDeps(context.database, context.config), runId);
  } catch (error) {
    const last = context.retryCount >= context.retryLimit;
    const message = `attempt ${context.retryCount + 1} failed: ${error instanceof Error ? error.message : String(error)}`;
    await finishSyncRun(context.database.db, runId, last ? 'failed' : 'queued', { errors: [message] }).catch(
      () => undefined,
    );
    throw error;
  }
}

/** The `plugin-sync-sweep` job: an incremental run for each connected site that can sync and has none active. */
export async function runPluginSyncSweep(context: JobContext) {
  const db = context.database.db;
  const sites = await db
    .selectFrom('pluginSites')
    .select(['id', 'centerId'])
    .where('status', '=', 'connected')
    .where('outboundKeyEncrypted', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('pluginSyncRuns')
            .select('id')
            .whereRef('pluginSyncRuns.pluginSiteId', '=', 'pluginSites.id')
            .where('pluginSyncRuns.status', 'in', ['queued', 'running']),
        ),
      ),
    )
    .execute();
  let queued = 0;
  for (const site of sites) {
    await requestPluginSync(db, { centerId: site.centerId, siteId: site.id, kind: 'incremental' }, (runId) =>
      context.queue.send('plugin-sync', { runId }),
    ).then(
      () => queued++,
      (error: unknown) => context.logger.warn({ err: error, siteId: site.id }, 'plugin sync sweep: not queued'),
    );
  }
  return { queued };
}
