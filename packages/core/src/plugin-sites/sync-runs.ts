import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { isUniqueViolation } from '../content/staff-write';
import { json } from '../db/json';
import type { Database, PluginSyncRunsTable } from '../db/schema';
import { DomainError } from '../errors';

// Sync runs (spec 4.10): one row per requested sync with its status, the bundle version it delivered, counts per
// kind and errors. The `plugin-sync` job executes a run (run-plugin-sync.ts).

export type SyncKind = PluginSyncRunsTable['kind'];

export interface PluginSyncRunView {
  id: string;
  pluginSiteId: string;
  kind: SyncKind;
  status: Selectable<PluginSyncRunsTable>['status'];
  bundleVersion: number | null;
  counts: Record<string, unknown>;
  errors: string[];
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function syncRunView(row: Selectable<PluginSyncRunsTable>): PluginSyncRunView {
  return {
    id: row.id,
    pluginSiteId: row.pluginSiteId,
    kind: row.kind,
    status: row.status,
    bundleVersion: row.bundleVersion,
    counts: row.counts,
    errors: row.errors,
    createdAt: new Date(row.createdAt).toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
  };
}

/** A sync of a site: `incremental` unless `full` is asked for. */
export const RequestPluginSyncInput = z.object({
  centerId: z.uuid(),
  siteId: z.uuid(),
  kind: z.enum(['full', 'incremental']).default('incremental'),
});

/**
 * Queues a sync of a site of the center; `enqueue` hands the run to the worker. A site that is disconnected or
 * has no outbound key cannot be synced (409); a second request while one is queued or running is refused (409,
 * naming the active run).
 */

export async function requestPluginSync(
  db: Kysely<Database>,
  input: z.infer<typeof RequestPluginSyncInput>,
  enqueue: (runId: string) => Promise<string | null>,
): Promise<PluginSyncRunView> {
  const site = await db
    .selectFrom('pluginSites')
    .select(['id', 'status', 'outboundKeyEncrypted'])
    .where('id', '=', input.siteId)
    .where('centerId', '=', input.centerId)
    .executeTakeFirst();
  if (!site)
    throw new DomainError('not_found', 'PLUGIN_SITE_NOT_FOUND', `No plugin site ${input.siteId} in this center.`);
  if (site.status === 'disconnected' || site.outboundKeyEncrypted === null) {
    throw new DomainError(
      'conflict',
      'PLUGIN_SITE_NOT_SYNCABLE',
      site.status === 'disconnected'
        ? 'This plugin site is disconnected.'
        : 'Store the plugin key of this site first; a sync without it would be refused.',
    );
  }
  let run: Selectable<PluginSyncRunsTable>;
  try {
    run = await db
      .insertInto('pluginSyncRuns')
      .values({ pluginSiteId: site.id, kind: input.kind })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const active = await activeRunOf(db, site.id);
    throw new DomainError(
      'conflict',
      'PLUGIN_SYNC_ALREADY_ACTIVE',
      `A sync of this site is already queued or running (run ${active?.id ?? 'unknown'}).`,
    );
  }
  try {
    await enqueue(run.id);
  } catch (error) {
    await finishSyncRun(db, run.id, 'failed', { errors: ['the job queue did not accept the run'] });
    throw error;
  }
  return syncRunView(run);
}

function activeRunOf(db: Kysely<Database>, siteId: string) {
  return db
    .selectFrom('pluginSyncRuns')
    .select('id')
    .where('pluginSiteId', '=', siteId)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
}

/** Ends (or, for a retry, re-queues) a run; errors are appended. */
export async function finishSyncRun(
  db: Kysely<Database>,
  runId: string,
  status: 'queued' | 'succeeded' | 'failed',
  values: { errors?: string[]; counts?: Record<string, unknown>; bundleVersion?: number | null },
) {
  const current = await db.selectFrom('pluginSyncRuns').select('errors').where('id', '=', runId).executeTakeFirst();
  await db
    .updateTable('pluginSyncRuns')
    .set({
      status,
      ...(values.counts && { counts: json(values.counts) }),
      ...(values.bundleVersion !== undefined && { bundleVersion: values.bundleVersion }),
      ...(values.errors && { errors: json([...(current?.errors ?? []), ...values.errors]) }),
      finishedAt: status === 'queued' ? null : new Date(),
    })
    .where('id', '=', runId)
    .execute();
}

/** The runs of a site of the center, newest first. */
export async function listPluginSyncRuns(db: Kysely<Database>, centerId: string, siteId: string, limit = 20) {
  const rows = await db
    .selectFrom('pluginSyncRuns')
    .innerJoin('pluginSites', 'pluginSites.id', 'pluginSyncRuns.pluginSiteId')
    .selectAll('pluginSyncRuns')
    .where('pluginSites.id', '=', siteId)
    .where('pluginSites.centerId', '=', centerId)
    .orderBy('pluginSyncRuns.createdAt', 'desc')
    .limit(limit)
    .execute();
  return rows.map(syncRunView);
}

/** The version the site acknowledged last (0: none). */
export async function lastSyncedVersion(db: Kysely<Database>, siteId: string): Promise<number> {
  const row = await db
    .selectFrom('pluginSyncRuns')
    .select((eb) => eb.fn.max('bundleVersion').as('version'))
    .where('pluginSiteId', '=', siteId)
    .where('status', '=', 'succeeded')
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}
