import {
  getImportRun,
  type ImportRunView,
  type LegacyImportRequest,
  listImportRuns,
  listLegacySourceCenters,
  requestLegacyImport,
} from '@center-platform/core/imports';
import type { z } from 'zod';
import type { AppDeps } from '../context';
import { ApiError } from '../http/errors';

// The legacy import (spec 4.7) as the REST routes and the tRPC procedures both answer it.

/** What the REST routes and the tRPC procedures need of the host. */
export interface LegacyImportDeps {
  db: AppDeps['db'];
  /** `config.legacyPlatformUrl`: LEGACY_PLATFORM_URL */
  legacyPlatformUrl: string | undefined;
  jobs: AppDeps['jobs'];
}

function legacyUrl(deps: LegacyImportDeps): string {
  const url = deps.legacyPlatformUrl;
  if (!url) throw new ApiError(503, 'LEGACY_PLATFORM_NOT_CONFIGURED', 'LEGACY_PLATFORM_URL is not set on this server.');
  return url;
}

/** The centers of the legacy platform, for the source picker: 409 LEGACY_PLATFORM_UNAVAILABLE when it cannot be read. */
export const legacySources = (deps: LegacyImportDeps) => listLegacySourceCenters(legacyUrl(deps));

/**
 * Records a run and queues it as a `legacy-import` job. 503 before anything is recorded when the legacy platform is
 * not configured or no job queue is there; 404 for an unknown target center; 409 IMPORT_ALREADY_ACTIVE while
 * another import into the center is queued or running.
 */
export function queueLegacyImport(
  deps: LegacyImportDeps,
  input: z.output<typeof LegacyImportRequest>,
  createdByUserId: string | null,
): Promise<ImportRunView> {
  legacyUrl(deps);
  const jobs = deps.jobs;
  if (!jobs) throw new ApiError(503, 'JOBS_UNAVAILABLE', 'This server cannot queue jobs.');
  return requestLegacyImport(deps.db, input, createdByUserId, (runId) => jobs.send('legacy-import', { runId }));
}

export async function legacyRun(deps: LegacyImportDeps, runId: string): Promise<ImportRunView> {
  const run = await getImportRun(deps.db, runId, 'legacy');
  if (!run) throw new ApiError(404, 'NOT_FOUND', 'No legacy import run with this id.');
  return run;
}

export const legacyRuns = (deps: LegacyImportDeps) => listImportRuns(deps.db, 'legacy');
