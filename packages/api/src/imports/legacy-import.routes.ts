import { LegacyImportRequest, ResumeImportRunInput } from '@center-platform/core/imports';
import { Hono } from 'hono';
import { z } from 'zod';
import { actorOf } from '../auth/actor';
import type { AppDeps, AppEnv } from '../context';
import { parseBody } from '../http/body';
import { route, UuidParam } from '../http/route';
import { type LegacyImportDeps, legacyRun, legacyRuns, legacySources, queueLegacyImport } from './legacy-import';
import { resumeRun } from './resume';
import { IMPORT_RULE } from './rules';

/**
 * `POST /api/import/mec` queues a run; `GET /api/import/mec/{runId}` shows its status and live progress;
 * `POST /api/import/mec/{runId}/resume` queues an interrupted run again.
 */
export function legacyImportRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const legacy: LegacyImportDeps = { db: deps.db, legacyPlatformUrl: deps.config.legacyPlatformUrl, jobs: deps.jobs };

  const access = { staff: IMPORT_RULE };
  const tag = 'Imports';

  route(
    app,
    { method: 'post', path: '/api/import/mec', tag, summary: 'Queue a legacy import run', status: 202, access },
    async (c) => {
      const run = await queueLegacyImport(legacy, await parseBody(c, LegacyImportRequest), actorOf(c).userId);
      return c.json({ success: true, runId: run.id, data: run }, 202);
    },
  );
  route(app, { method: 'get', path: '/api/import/mec', tag, summary: 'The legacy import runs', access }, () =>
    legacyRuns(legacy),
  );
  route(
    app,
    { method: 'get', path: '/api/import/mec/sources', tag, summary: 'The centers of the legacy platform', access },
    () => legacySources(legacy),
  );
  route(
    app,
    {
      method: 'get',
      path: '/api/import/mec/:runId',
      tag,
      summary: 'A legacy import run: its status and live progress',
      access,
      request: { params: z.object({ runId: UuidParam }) },
    },
    (_c, { params }) => legacyRun(legacy, params.runId),
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/import/mec/:runId/resume',
      tag,
      summary: 'Resume an interrupted legacy import run',
      description:
        'A run is interrupted when its worker (or CLI) is gone: running without a heartbeat for a minute, or set ' +
        'aside by a newer import of its center. The run is queued again and completes the import (every write is ' +
        'idempotent). 409 IMPORT_NOT_INTERRUPTED for a run that is not interrupted, IMPORT_ALREADY_ACTIVE while ' +
        'another import of its center is queued or running.',
      status: 202,
      access,
      request: { params: ResumeImportRunInput },
    },
    async (c, { params }) => {
      const run = await resumeRun(deps, 'legacy', params);
      return c.json({ success: true, runId: run.id, data: run }, 202);
    },
  );
  return app;
}
