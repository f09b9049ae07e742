// Imports, media and plugin sync.
import type { Generated } from 'kysely';
import type { ImportStatus } from '../../imports/run-statuses';
import type { CreatedAt, JsonDefault, Timestamp, UpdatedAt, Uuid } from './columns';

export interface ImportRunsTable {
  id: Uuid;
  kind: 'legacy' | 'reporting';
  /**
   * `interrupted`: the runner is gone (stored when a new import found the run in the way; a `running` run without
   * a heartbeat for a minute is shown so, see imports/import-runs.ts)
   */
  status: Generated<ImportStatus>;
  sourceRef: string | null;
  targetCenterId: string | null;
  options: JsonDefault<Record<string, unknown>>;
  progress: JsonDefault<Record<string, unknown>>;
  counts: JsonDefault<Record<string, unknown>>;
  warnings: JsonDefault<string[]>;
  errors: JsonDefault<string[]>;
  dryRun: Generated<boolean>;
  jobId: string | null;
  createdByUserId: string | null;
  startedAt: Timestamp | null;
  finishedAt: Timestamp | null;
  createdAt: CreatedAt;
  /** the runner's heartbeat while the run is `running` (refreshed at least every 10 s) */
  updatedAt: UpdatedAt;
}

export interface MediaAssetsTable {
  id: Uuid;
  centerId: string | null;
  /** relative media path, e.g. `centers/<centerId>/<sha256>.png` (resolved by spec 4.9) */
  storageKey: string;
  contentHash: string;
  mimeType: string;
  byteSize: number;
  sourceUrl: string | null;
  originalName: string | null;
  /** what the picture shows (uploads; imported files have none) */
  altText: string | null;
  createdAt: CreatedAt;
}

export interface PluginSitesTable {
  id: Uuid;
  centerId: string;
  name: string;
  url: string;
  /** the path of a shop's page on the site, with `{slug}` (default `/shops/{slug}`) */
  shopDetailPath: Generated<string>;
  /** the key the site presents to us: hashed */
  inboundKeyHash: string | null;
  /** the key we present to the site: encrypted at rest */
  outboundKeyEncrypted: string | null;
  status: Generated<'connected' | 'disconnected' | 'error'>;
  lastSyncAt: Timestamp | null;
  /** per synced item its checksum, for incremental syncs */
  syncState: JsonDefault<Record<string, string>>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface PluginSyncRunsTable {
  id: Uuid;
  pluginSiteId: string;
  kind: 'full' | 'incremental';
  status: Generated<'queued' | 'running' | 'succeeded' | 'failed'>;
  bundleVersion: number | null;
  counts: JsonDefault<Record<string, unknown>>;
  errors: JsonDefault<string[]>;
  startedAt: Timestamp | null;
  finishedAt: Timestamp | null;
  createdAt: CreatedAt;
}
