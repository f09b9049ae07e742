import type { Kysely } from 'kysely';
import { json } from '../db/json';
import type { Database } from '../db/schema';
import type { LookupAllFunction } from '../http-outbound/guarded-lookup';
import { checkOutboundUrl, OutboundRefusedError } from '../http-outbound/outbound-url';
import { sendOutbound } from '../http-outbound/send-outbound';
import { buildBundleItems, ITEM_KINDS, WIDGET_DEFAULTS } from './bundle';
import { type BundleChanges, diffBundle, type SyncState } from './diff';
import { openSecret } from './secret-box';
import { type SiteUrlPolicy, siteUrlError } from './site-url';
import { finishSyncRun, lastSyncedVersion } from './sync-runs';

// Executes one sync run (spec 4.10) against the plugin's sync endpoint:
//   POST {site url}/wp-json/center-centerplan/v1/sync   Authorization: Bearer <the site's plugin key>
// The body is the versioned bundle (PluginSyncBundle). A full bundle replaces everything the site holds; an
// incremental one names `baseVersion`, the version it builds on: a site holding another version answers 409 and
// gets a full bundle in the same run. A 2xx acknowledges the bundle and its checksums become the site's state.

export const PLUGIN_SYNC_PATH = '/wp-json/center-centerplan/v1/sync';

export interface PluginSyncDeps {
  db: Kysely<Database>;
  encryptionKey: Buffer | undefined;
  urlPolicy: SiteUrlPolicy;
  cdnBaseUrl: string;
  /** the resolver under the connect-time guard (tests); dns.lookup by default */
  resolver?: LookupAllFunction;
  timeoutMs?: number;
  now?: () => Date;
}

/** A failure that a retry cannot mend (a refused key, a disconnected site): the run ends failed at once. */
export class PermanentSyncError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PermanentSyncError';
  }
}

export type PluginSyncBundle = ReturnType<typeof bundleBody>;

function bundleBody(
  center: { id: string; name: string; slug: string },
  changes: BundleChanges,
  meta: { kind: 'full' | 'incremental'; version: number; baseVersion: number | null; generatedAt: Date },
) {
  const defaultFloor = changes.items.floors.find((f) => f.isDefault)?.key;
  return {
    schemaVersion: 1 as const,
    kind: meta.kind,
    version: meta.version,
    baseVersion: meta.baseVersion,
    generatedAt: meta.generatedAt.toISOString(),
    center,
    widget: { ...WIDGET_DEFAULTS, ...(defaultFloor !== undefined && { defaultFloor }) },
    items: changes.items,
    removed: changes.removed,
  };
}

/** The POST through the outbound guard: the address it connects to is the one checked (no redirect followed). */
async function post(deps: PluginSyncDeps, url: string, key: string, body: unknown) {
  try {
    const answer = await sendOutbound(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      timeoutMs: deps.timeoutMs ?? 60_000,
      policy: deps.urlPolicy,
      maxResponseBytes: 4096,
      ...(deps.resolver && { resolver: deps.resolver }),
    });
    return { status: answer.status, text: answer.text.slice(0, 300) };
  } catch (error) {
    throw error instanceof OutboundRefusedError ? refused(error) : error;
  }
}

/** The guard's refusal: a retry cannot mend it (the site is registered while ALLOW_PRIVATE_OUTBOUND was on). */
const refused = (error: OutboundRefusedError) => {
  const domain = siteUrlError(error);
  return new PermanentSyncError(domain.code, domain.message);
};

const countsOf = (changes: BundleChanges, bytes: number) => ({
  ...Object.fromEntries(ITEM_KINDS.map((kind) => [kind, changes.items[kind].length])),
  removed: Object.values(changes.removed).reduce((n, ids) => n + ids.length, 0),
  bytes,
});

/**
 * Runs the sync. Resolves with the run's outcome; throws (for the job to retry) on a failure a retry may mend:
 * the site unreachable, a timeout, a 5xx.
 */
export async function runPluginSync(deps: PluginSyncDeps, runId: string) {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const run = await db
    .updateTable('pluginSyncRuns')
    .set({ status: 'running', startedAt: now })
    .where('id', '=', runId)
    .where('status', 'in', ['queued', 'running'])
    .returning(['id', 'kind', 'pluginSiteId'])
    .executeTakeFirst();
  if (!run) return { status: 'skipped' as const };
  const site = await db
    .selectFrom('pluginSites')
    .innerJoin('centers', 'centers.id', 'pluginSites.centerId')
    .select([
      'pluginSites.id',
      'pluginSites.url',
      'pluginSites.shopDetailPath',
      'pluginSites.status',
      'pluginSites.outboundKeyEncrypted',
      'pluginSites.syncState',
      'centers.id as centerId',
      'centers.name as centerName',
      'centers.slug as centerSlug',
    ])
    .where('pluginSites.id', '=', run.pluginSiteId)
    .executeTakeFirstOrThrow();
  try {
    if (site.status === 'disconnected')
      throw new PermanentSyncError('PLUGIN_SITE_DISCONNECTED', 'The site is disconnected.');
    const key =
      site.outboundKeyEncrypted && deps.encryptionKey
        ? openSecret(deps.encryptionKey, site.outboundKeyEncrypted)
        : undefined;
    if (!key) {
      throw new PermanentSyncError(
        'PLUGIN_KEY_UNAVAILABLE',
        'The plugin key of this site cannot be read (missing, or sealed under another PLUGIN_KEY_ENCRYPTION_KEY).',
      );
    }
    try {
      checkOutboundUrl(site.url, deps.urlPolicy); // an address literal is refused before the bundle is built
    } catch (error) {
      throw error instanceof OutboundRefusedError ? refused(error) : error;
    }
    const items = await buildBundleItems(db, site.centerId, {
      cdnBaseUrl: deps.cdnBaseUrl,
      now,
      shopPage: { siteUrl: site.url, path: site.shopDetailPath },
    });
    const lastVersion = await lastSyncedVersion(db, site.id);
    const state = site.syncState as SyncState;
    const incremental = run.kind === 'incremental' && lastVersion > 0 && Object.keys(state).length > 0;
    const center = { id: site.centerId, name: site.centerName, slug: site.centerSlug };
    const endpoint = `${site.url}${PLUGIN_SYNC_PATH}`;

    let changes = diffBundle(items, incremental ? state : null);
    if (incremental && changes.changeCount === 0) {
      await finishSyncRun(db, runId, 'succeeded', {
        counts: { ...countsOf(changes, 0), unchanged: true },
        bundleVersion: lastVersion,
      });
      return { status: 'succeeded' as const, version: lastVersion, sent: 0 };
    }
    const version = lastVersion + 1;
    let body = bundleBody(center, changes, {
      kind: incremental ? 'incremental' : 'full',
      version,
      baseVersion: incremental ? lastVersion : null,
      generatedAt: now,
    });
    let answer = await post(deps, endpoint, key, body);
    let fellBack = false;
    if (answer.status === 409 && incremental) {
      // the site holds another version than we think (restored backup, reinstalled plugin): send everything
      fellBack = true;
      changes = diffBundle(items, null);
      body = bundleBody(center, changes, { kind: 'full', version, baseVersion: null, generatedAt: now });
      answer = await post(deps, endpoint, key, body);
    }
    if (answer.status === 401 || answer.status === 403) {
      throw new PermanentSyncError('PLUGIN_REJECTED_KEY', `The site refused our plugin key (HTTP ${answer.status}).`);
    }
    if (answer.status < 200 || answer.status > 299) {
      const permanent = answer.status >= 300 && answer.status < 500;
      const message = `The site answered HTTP ${answer.status}${answer.text ? `: ${answer.text}` : ''}`;
      if (permanent) throw new PermanentSyncError('PLUGIN_SYNC_REFUSED', message);
      throw new Error(message);
    }
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('pluginSites')
        .set({ syncState: json(changes.state), lastSyncAt: now, status: 'connected' })
        .where('id', '=', site.id)
        .execute();
      await trx
        .updateTable('pluginSyncRuns')
        .set({
          status: 'succeeded',
          bundleVersion: version,
          counts: json({ ...countsOf(changes, JSON.stringify(body).length), kind: body.kind, fellBack }),
          finishedAt: new Date(),
        })
        .where('id', '=', runId)
        .execute();
    });
    return { status: 'succeeded' as const, version, sent: changes.changeCount };
  } catch (error) {
    if (error instanceof PermanentSyncError) {
      await db
        .updateTable('pluginSites')
        .set({ status: 'error' })
        .where('id', '=', site.id)
        .where('status', '=', 'connected')
        .execute();
      await finishSyncRun(db, runId, 'failed', { errors: [`${error.code}: ${error.message}`] });
      return { status: 'failed' as const, code: error.code };
    }
    throw error;
  }
}
