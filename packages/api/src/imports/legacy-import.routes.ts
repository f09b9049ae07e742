import {
  getImportRun,
  LegacyImportRequest,
  listImportRuns,
  listLegacySourceCenters,
  requestLegacyImport,
} from '@center-platform/core';
import { Hono } from 'hono';
import { actorOf } from '../auth/actor';
import { staffRoute } from '../auth/staff-routes';
import type { AppDeps, AppEnv } from '../context';
import { parseBody } from '../http/body';
import { ApiError } from '../http/errors';
import { uuidParam } from '../http/params';
import { IMPORT_RULE } from './rules';

function legacyUrl(deps: AppDeps): string {
  const url = deps.config.legacyPlatformUrl;
  if (!url) throw new ApiError(503, 'LEGACY_PLATFORM_NOT_CONFIGURED', 'LEGACY_PLATFORM_URL is not set on this server.');
  return url;
}

/** `POST /api/import/mec` queues a run; `GET /api/import/mec/{runId}` shows its status and live progress. */
export function legacyImportRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const rule = IMPORT_RULE;

  staffRoute(app, { method: 'post', path: '/api/import/mec', rule }, async (c) => {
    legacyUrl(deps);
    const jobs = deps.jobs;
    if (!jobs) throw new ApiError(503, 'JOBS_UNAVAILABLE', 'This server cannot queue jobs.');
    const input = await parseBody(c, LegacyImportRequest);
    const run = await requestLegacyImport(deps.db, input, actorOf(c).userId, (runId) =>
      jobs.send('legacy-import', { runId }),
    );
    return c.json({ success: true, runId: run.id, data: run }, 202);
  });
  staffRoute(app, { method: 'get', path: '/api/import/mec', rule }, async (c) =>
    c.json({ success: true, data: await listImportRuns(deps.db, 'legacy') }),
  );
  staffRoute(app, { method: 'get', path: '/api/import/mec/sources', rule }, async (c) =>
    c.json({ success: true, data: await listLegacySourceCenters(legacyUrl(deps)) }),
  );
  staffRoute(app, { method: 'get', path: '/api/import/mec/:runId', rule }, async (c) => {
    const run = await getImportRun(deps.db, uuidParam(c, 'runId'), 'legacy');
    if (!run) throw new ApiError(404, 'NOT_FOUND', 'No legacy import run with this id.');
    return c.json({ success: true, data: run });
  });
  return app;
}
