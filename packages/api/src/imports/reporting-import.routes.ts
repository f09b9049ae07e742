import { type ReportingExecuteRequest, ResumeImportRunInput } from '@center-platform/core/imports';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { actorOf } from '../auth/actor';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { flagOf } from '../http/query';
import { route, UuidParam } from '../http/route';
import {
  type ReportingImportDeps,
  reportingExecute,
  reportingPreview,
  reportingRun,
  reportingRuns,
} from './reporting-import';
import { resumeRun } from './resume';
import { IMPORT_RULE } from './rules';

const EXECUTE_FLAGS = ['dryRun', 'skipTestClients'] as const;

/**
 * The flags of `POST /api/reporting-import/execute`: `dryRun` and `skipTestClients`, each `1`, `0`, `true` or
 * `false` and given at most once. Anything else, an unknown parameter included (a mistyped `dryrun=1` must not
 * start a real import), is a 400 naming it.
 */
function executeFlags(c: Context): ReportingExecuteRequest {
  const queries = c.req.queries();
  const flags: ReportingExecuteRequest = {};
  for (const [name, values] of Object.entries(queries)) {
    if (!(EXECUTE_FLAGS as readonly string[]).includes(name)) {
      throw new ApiError(
        400,
        'INVALID_REQUEST',
        `query.${name}: unknown parameter (expected ${EXECUTE_FLAGS.join(' or ')})`,
      );
    }
    const value = values.length === 1 ? flagOf(values[0] ?? '') : undefined;
    if (value === undefined) {
      throw new ApiError(400, 'INVALID_REQUEST', `query.${name}: expected one of 1, 0, true, false (given once)`);
    }
    flags[name as (typeof EXECUTE_FLAGS)[number]] = value;
  }
  return flags;
}

/**
 * Spec 4.8: `GET /api/reporting-import/preview`, `POST /api/reporting-import/execute?dryRun=1&skipTestClients=0`,
 * and the runs of real executes: `GET /api/reporting-import/runs` (newest first) and `.../runs/{runId}` (status
 * and live progress); `POST .../runs/{runId}/resume` queues an interrupted run again.
 */
export function reportingImportRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const reporting: ReportingImportDeps = { db: deps.db, reportingExport: deps.config.reportingExport, jobs: deps.jobs };
  const access = { staff: IMPORT_RULE };
  const tag = 'Imports';

  route(
    app,
    { method: 'get', path: '/api/reporting-import/preview', tag, summary: 'Preview the reporting import', access },
    () => reportingPreview(reporting),
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/reporting-import/execute',
      tag,
      summary: 'Execute the reporting import (dryRun=1 only reports)',
      access,
    },
    async (c) => {
      const { status, body } = await reportingExecute(reporting, executeFlags(c), actorOf(c).userId);
      return c.json(body, status);
    },
  );
  route(
    app,
    {
      method: 'get',
      path: '/api/reporting-import/runs',
      tag,
      summary: 'The reporting import runs, newest first',
      access,
    },
    () => reportingRuns(reporting),
  );
  route(
    app,
    {
      method: 'get',
      path: '/api/reporting-import/runs/:runId',
      tag,
      summary: 'A reporting import run: its status and live progress',
      access,
      request: { params: z.object({ runId: UuidParam }) },
    },
    (_c, { params }) => reportingRun(reporting, params.runId),
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/reporting-import/runs/:runId/resume',
      tag,
      summary: 'Resume an interrupted reporting import run',
      description:
        'A run is interrupted when its worker (or CLI) is gone: running without a heartbeat for a minute, or set ' +
        'aside by a newer import. The run is queued again and completes the import (every write is idempotent). ' +
        '409 IMPORT_NOT_INTERRUPTED for a run that is not interrupted, IMPORT_ALREADY_ACTIVE while another ' +
        'reporting import is queued or running.',
      status: 202,
      access,
      request: { params: ResumeImportRunInput },
    },
    async (c, { params }) => {
      const run = await resumeRun(deps, 'reporting', params);
      return c.json({ success: true, runId: run.id, data: run }, 202);
    },
  );
  return app;
}
