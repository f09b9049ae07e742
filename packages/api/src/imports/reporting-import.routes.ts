import type { ReportingExecuteRequest } from '@center-platform/core';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { actorOf } from '../auth/actor';
import { staffRoute } from '../auth/staff-routes';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { uuidParam } from '../http/params';
import { flagOf } from '../http/query';
import {
  type ReportingImportDeps,
  reportingExecute,
  reportingPreview,
  reportingRun,
  reportingRuns,
} from './reporting-import';
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
 * and live progress).
 */
export function reportingImportRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const rule = IMPORT_RULE;
  const reporting: ReportingImportDeps = { db: deps.db, reportingExport: deps.config.reportingExport, jobs: deps.jobs };

  staffRoute(app, { method: 'get', path: '/api/reporting-import/preview', rule }, async (c) =>
    c.json({ success: true, data: await reportingPreview(reporting) }),
  );
  staffRoute(app, { method: 'post', path: '/api/reporting-import/execute', rule }, async (c) => {
    const { status, body } = await reportingExecute(reporting, executeFlags(c), actorOf(c).userId);
    return c.json(body, status);
  });
  staffRoute(app, { method: 'get', path: '/api/reporting-import/runs', rule }, async (c) =>
    c.json({ success: true, data: await reportingRuns(reporting) }),
  );
  staffRoute(app, { method: 'get', path: '/api/reporting-import/runs/:runId', rule }, async (c) =>
    c.json({ success: true, data: await reportingRun(reporting, uuidParam(c, 'runId')) }),
  );
  return app;
}
