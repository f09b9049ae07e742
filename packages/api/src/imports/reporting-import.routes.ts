import {
  assertReportingExportConfigured,
  createReportingExportClient,
  getImportRun,
  type ImportRunView,
  listImportRuns,
  previewReportingImport,
  type ReportingExecuteRequest,
  type ReportingExecuteResult,
  ReportingUpstreamError,
  requestReportingExecute,
  rule,
} from '@center-platform/core';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { staffRoute } from '../auth/staff-routes';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { uuidParam } from '../http/params';

/** Spec 4.8 and 5: the reporting import is for SUPER_ADMIN only (a platform-wide system task). */
export const REPORTING_IMPORT_RULE = rule('system-integration', ['SUPER_ADMIN'], { centerScoped: false });

/** What the REST routes and the tRPC procedures need of the host. */
export interface ReportingImportDeps {
  db: AppDeps['db'];
  /** `config.reportingExport`: REPORTING_DASHBOARD_EXPORT_URL and _API_KEY */
  reportingExport: { url?: string | undefined; apiKey?: string | undefined } | undefined;
  jobs: AppDeps['jobs'];
}

/**
 * Runs reporting work with the upstream's failures as API errors: 503 when the export is not configured, 502 with
 * the error's code and message for everything else the reporting system did (refused key, timeout, unreachable,
 * malformed answer, HTTP error). Never a 500.
 */
export async function reportingUpstream<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ReportingUpstreamError) {
      throw new ApiError(error.code === 'REPORTING_NOT_CONFIGURED' ? 503 : 502, error.code, error.message);
    }
    throw error;
  }
}

export type ReportingExecuteBody =
  | { success: true; data: ReportingExecuteResult }
  | { success: true; runId: string; data: ImportRunView };

/** The preview (spec 4.8): the match index matched against the centers; writes nothing. */
export function reportingPreview(deps: ReportingImportDeps) {
  return reportingUpstream(() =>
    previewReportingImport(deps.db, createReportingExportClient({ ...deps.reportingExport })),
  );
}

/**
 * The execute (spec 4.8): a dry run answers its counts at once; otherwise a run is recorded and queued as a
 * `reporting-import` job. Refused with 503 before anything is recorded when the export is not configured or no
 * job queue is there; 409 IMPORT_ALREADY_ACTIVE while another reporting run is queued or running.
 */
export async function reportingExecute(
  deps: ReportingImportDeps,
  request: ReportingExecuteRequest,
  createdByUserId: string | null,
): Promise<{ status: 200 | 202; body: ReportingExecuteBody }> {
  const exportConfig = { ...deps.reportingExport };
  const answer = await reportingUpstream(async () => {
    assertReportingExportConfigured(exportConfig);
    const jobs = deps.jobs;
    if (!request.dryRun && !jobs) throw new ApiError(503, 'JOBS_UNAVAILABLE', 'This server cannot queue jobs.');
    return requestReportingExecute(deps.db, {
      ...request,
      exportConfig,
      createdByUserId,
      enqueue: async (runId) => {
        if (!jobs) throw new ApiError(503, 'JOBS_UNAVAILABLE', 'This server cannot queue jobs.');
        return jobs.send('reporting-import', { runId });
      },
    });
  });
  return answer.dryRun
    ? { status: 200, body: { success: true, data: answer.result } }
    : { status: 202, body: { success: true, runId: answer.run.id, data: answer.run } };
}

export async function reportingRun(deps: ReportingImportDeps, runId: string): Promise<ImportRunView> {
  const run = await getImportRun(deps.db, runId, 'reporting');
  if (!run) throw new ApiError(404, 'NOT_FOUND', 'No reporting import run with this id.');
  return run;
}

export const reportingRuns = (deps: ReportingImportDeps) => listImportRuns(deps.db, 'reporting');

const EXECUTE_FLAGS = ['dryRun', 'skipTestClients'] as const;
const FLAG_VALUES: Record<string, boolean> = { '1': true, true: true, '0': false, false: false };

/**
 * The flags of `POST /api/reporting-import/execute`: `dryRun` and `skipTestClients`, each `1`, `0`, `true` or
 * `false` and given at most once. Anything else, an unknown parameter included (a mistyped `dryrun=1` must not
 * start a real import), is a 400 naming it.
 */
export function executeFlags(c: Context): ReportingExecuteRequest {
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
    const value = values.length === 1 ? FLAG_VALUES[values[0]?.toLowerCase() ?? ''] : undefined;
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
  const rule = REPORTING_IMPORT_RULE;
  const reporting: ReportingImportDeps = { db: deps.db, reportingExport: deps.config.reportingExport, jobs: deps.jobs };

  staffRoute(app, { method: 'get', path: '/api/reporting-import/preview', rule }, async (c) =>
    c.json({ success: true, data: await reportingPreview(reporting) }),
  );
  staffRoute(app, { method: 'post', path: '/api/reporting-import/execute', rule }, async (c) => {
    const { status, body } = await reportingExecute(reporting, executeFlags(c), c.get('principal')?.userId ?? null);
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
