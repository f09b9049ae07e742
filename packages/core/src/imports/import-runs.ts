import { randomUUID } from 'node:crypto';
import { type ExpressionBuilder, type Kysely, type Selectable, sql } from 'kysely';
import { z } from 'zod';
import { isUniqueViolation } from '../content/staff-write';
import { json } from '../db/json';
import type { Database, ImportRunsTable } from '../db/schema';
import { DomainError } from '../errors';
import { ACTIVE_IMPORT_STATUSES, type ImportStatus } from './run-statuses';

// Import runs (spec 4.7, 4.8): one row per requested import with its status, live progress, counts per entity,
// warnings and errors. At most one queued or running import per kind and target center (a unique index); the
// reporting import has no target center (null) and at most one queued or running run (its own unique index).
//
// Dead runners (issue 21): the runner of a run (a job's worker, or the CLI) refreshes the run's `updated_at` every
// RUN_HEARTBEAT_MS while it runs. A `running` run without a heartbeat for RUN_INTERRUPTED_AFTER_SECONDS is shown
// `interrupted` (the database's clock decides, so it reads the same from every process). A new import that finds
// such a run in its way stores it `interrupted`, which frees the one-active-run index: a dead runner never blocks
// its target. An interrupted run is resumed (`resumeImportRun`, the API and `--resume` of the CLIs): back to
// `queued`, bound to a new job, so an earlier job of the run that still comes along does nothing. A runner whose
// run was taken away (stored interrupted, resumed elsewhere) sees it at its next heartbeat or progress save and
// stops without writing (ImportRunLostError), and so does a job runner whose pg-boss claim ended (its signal).

export type ImportKind = ImportRunsTable['kind'];
export type { ImportStatus } from './run-statuses';

/** More warnings than this are counted, not kept (a broken upstream can produce one per record). */
export const MAX_KEPT_WARNINGS = 500;
/** The runner of a running run refreshes its heartbeat (`updated_at`) this often. */
export const RUN_HEARTBEAT_MS = 10_000;
/**
 * A `running` run without a heartbeat for this long is interrupted: its runner is gone. Six missed heartbeats, so
 * a busy database or event loop does not interrupt a live run; longer than a job's takeover by another worker
 * (about a minute, jobs/definitions.ts), so a run whose worker died usually goes on `running` under the next one.
 */
export const RUN_INTERRUPTED_AFTER_SECONDS = 60;

/** The run has no heartbeat for RUN_INTERRUPTED_AFTER_SECONDS (true only for a stored `running` run). */
const heartbeatStale = sql<boolean>`(import_runs.status = 'running' and import_runs.updated_at < now() - make_interval(secs => ${RUN_INTERRUPTED_AFTER_SECONDS}))`;
/** Stored `interrupted`, or `running` with a stale heartbeat. */
const interrupted = (eb: ExpressionBuilder<Database, 'importRuns'>) =>
  eb.or([eb('status', '=', 'interrupted'), eb(heartbeatStale, '=', true)]);

/** A runner lost its run: it was interrupted, resumed or ended elsewhere, or its job's claim ended. */
export class ImportRunLostError extends Error {
  constructor(runId: string, why: string) {
    super(`import run ${runId}: ${why}`);
    this.name = 'ImportRunLostError';
  }
}

export interface ImportRunView {
  id: string;
  kind: ImportKind;
  status: ImportStatus;
  sourceRef: string | null;
  targetCenterId: string | null;
  options: Record<string, unknown>;
  progress: Record<string, unknown>;
  counts: Record<string, unknown>;
  warnings: string[];
  errors: string[];
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

type RunRow = Selectable<ImportRunsTable> & { stale: boolean };

function view(row: RunRow): ImportRunView {
  return {
    id: row.id,
    kind: row.kind,
    status: row.stale ? 'interrupted' : row.status,
    sourceRef: row.sourceRef,
    targetCenterId: row.targetCenterId,
    options: row.options,
    progress: row.progress,
    counts: row.counts,
    warnings: row.warnings,
    errors: row.errors,
    createdAt: new Date(row.createdAt).toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
  };
}

const selectRuns = (db: Kysely<Database>) => db.selectFrom('importRuns').selectAll().select(heartbeatStale.as('stale'));

/**
 * Stores the runs of a kind and target that are `running` without a heartbeat as `interrupted` (their runner is
 * gone); answers how many there were.
 */
async function interruptAbandonedRuns(db: Kysely<Database>, kind: ImportKind, targetCenterId: string | null) {
  const result = await db
    .updateTable('importRuns')
    .set({ status: 'interrupted', updatedAt: sql`now()` })
    .where('kind', '=', kind)
    .where('targetCenterId', targetCenterId === null ? 'is' : '=', targetCenterId)
    .where(heartbeatStale, '=', true)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

async function alreadyActive(db: Kysely<Database>, kind: ImportKind, targetCenterId: string | null) {
  const active = await db
    .selectFrom('importRuns')
    .select('id')
    .where('kind', '=', kind)
    .where('targetCenterId', targetCenterId === null ? 'is' : '=', targetCenterId)
    .where('status', 'in', ACTIVE_IMPORT_STATUSES)
    .executeTakeFirst();
  const what = targetCenterId === null ? `A ${kind} import` : 'An import into this center';
  return new DomainError(
    'conflict',
    'IMPORT_ALREADY_ACTIVE',
    `${what} is already queued or running (run ${active?.id ?? 'unknown'}).`,
  );
}

/**
 * Records a queued run and hands its id to `enqueue` (the job queue). A second import for the same target (or,
 * without a target center, of the same kind) while one is queued or running is a CONFLICT naming the run; a run
 * in the way whose runner is gone (no heartbeat) is stored `interrupted` and blocks nothing. A failed enqueue
 * leaves the run failed, not queued.
 */
export async function createImportRun(
  db: Kysely<Database>,
  input: {
    kind: ImportKind;
    sourceRef: string;
    /** null: an import without a target center (the reporting import) */
    targetCenterId: string | null;
    options: Record<string, unknown>;
    createdByUserId: string | null;
  },
  enqueue: (runId: string) => Promise<string | null>,
): Promise<ImportRunView> {
  const targetCenterId = input.targetCenterId;
  if (targetCenterId !== null) {
    const center = await db.selectFrom('centers').select('id').where('id', '=', targetCenterId).executeTakeFirst();
    if (!center) throw new DomainError('not_found', 'CENTER_NOT_FOUND', 'The target center does not exist.');
  }
  const insert = () =>
    db
      .insertInto('importRuns')
      .values({ ...input, options: json(input.options) })
      .returning('id')
      .executeTakeFirstOrThrow();
  let run: { id: string };
  try {
    run = await insert();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // the run in the way may have lost its runner: then it is interrupted, and the new run takes its place
    if (!(await interruptAbandonedRuns(db, input.kind, targetCenterId)))
      throw await alreadyActive(db, input.kind, targetCenterId);
    try {
      run = await insert();
    } catch (again) {
      if (!isUniqueViolation(again)) throw again;
      throw await alreadyActive(db, input.kind, targetCenterId);
    }
  }
  // read before the job is sent: the answer is the run as queued, not whatever step a fast worker has reached
  const queued = (await getImportRun(db, run.id, input.kind)) as ImportRunView;
  try {
    const jobId = await enqueue(run.id);
    await db.updateTable('importRuns').set({ jobId }).where('id', '=', run.id).execute();
  } catch (error) {
    await finishImportRun(db, run.id, 'failed', { errors: [`could not be queued: ${String(error)}`] });
    throw error;
  }
  return queued;
}

export async function getImportRun(
  db: Kysely<Database>,
  runId: string,
  kind?: ImportKind,
): Promise<ImportRunView | null> {
  let query = selectRuns(db).where('id', '=', runId);
  if (kind) query = query.where('kind', '=', kind);
  const row = await query.executeTakeFirst();
  return row ? view(row) : null;
}

export async function listImportRuns(db: Kysely<Database>, kind: ImportKind, limit = 50): Promise<ImportRunView[]> {
  const rows = await selectRuns(db)
    .where('kind', '=', kind)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(Math.min(Math.max(limit, 1), 200))
    .execute();
  return rows.map(view);
}

/**
 * Marks a queued run as running (again, on a retried attempt or a takeover: counts and messages start over). With
 * `jobId` (a job's runner), only while the run is that job's (a resumed run is bound to its new job; null: the
 * job that created the run, before its id was recorded).
 */
export async function startImportRun(
  db: Kysely<Database>,
  runId: string,
  jobId?: string,
): Promise<Selectable<ImportRunsTable> | null> {
  let query = db
    .updateTable('importRuns')
    .set({
      status: 'running',
      startedAt: sql`coalesce(started_at, now())`,
      progress: json({}),
      counts: json({}),
      warnings: json([]),
      errors: json([]),
      updatedAt: sql`now()`,
    })
    .where('id', '=', runId)
    .where('status', 'in', ACTIVE_IMPORT_STATUSES);
  if (jobId) query = query.where((eb) => eb.or([eb('jobId', 'is', null), eb('jobId', '=', jobId)]));
  return (await query.returningAll().executeTakeFirst()) ?? null;
}

export type ProgressState = { progress: Record<string, unknown>; counts: Record<string, unknown>; warnings: string[] };
export type FinishState = Partial<ProgressState> & { errors?: string[] };

/** Saves the state of a running run; answers false when the run is no longer running. */
export async function saveImportProgress(db: Kysely<Database>, runId: string, state: ProgressState): Promise<boolean> {
  const result = await db
    .updateTable('importRuns')
    .set({
      progress: json(state.progress),
      counts: json(state.counts),
      warnings: json(state.warnings),
      updatedAt: sql`now()`,
    })
    .where('id', '=', runId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Ends a run (or puts it back to `queued` for a retry). `onlyFrom`: only a run in one of these statuses (a runner
 * passes its own, so it never overwrites a run that was interrupted or resumed meanwhile).
 */
export async function finishImportRun(
  db: Kysely<Database>,
  runId: string,
  status: 'succeeded' | 'failed' | 'queued',
  state: FinishState,
  onlyFrom?: readonly ImportStatus[],
): Promise<void> {
  let query = db
    .updateTable('importRuns')
    .set({
      status,
      ...(state.progress ? { progress: json(state.progress) } : {}),
      ...(state.counts ? { counts: json(state.counts) } : {}),
      ...(state.warnings ? { warnings: json(state.warnings) } : {}),
      ...(state.errors ? { errors: json(state.errors) } : {}),
      finishedAt: status === 'queued' ? null : sql`now()`,
      updatedAt: sql`now()`,
    })
    .where('id', '=', runId);
  if (onlyFrom) query = query.where('status', 'in', [...onlyFrom]);
  await query.execute();
}

/** The run a resume names (`{ runId }`); the API's REST route and tRPC procedure and the CLI's `--resume`. */
export const ResumeImportRunInput = z.strictObject({ runId: z.uuid('expected a uuid') });
export type ResumeImportRunInput = z.input<typeof ResumeImportRunInput>;

/**
 * Resumes an interrupted run (shown `interrupted`: stored so, or `running` without a heartbeat): back to `queued`
 * and bound to a new job id, which `enqueue` sends the job with (the CLI queues nothing and runs the run itself),
 * so an earlier job of the run that still comes along does nothing. Every write of an import is idempotent, so the
 * run completes the import. Refusals: INVALID_INPUT, NOT_FOUND (no run of this kind), IMPORT_NOT_INTERRUPTED (a
 * queued run, a running one with a live runner, an ended one), IMPORT_ALREADY_ACTIVE (another import of the same
 * target is queued or running). A failed enqueue leaves the run interrupted (resumable).
 */
export async function resumeImportRun(
  db: Kysely<Database>,
  kind: ImportKind,
  input: ResumeImportRunInput,
  enqueue: (runId: string, jobId: string) => Promise<string | null>,
): Promise<ImportRunView> {
  const parsed = ResumeImportRunInput.safeParse(input);
  if (!parsed.success) throw new DomainError('invalid', 'INVALID_INPUT', `runId: ${parsed.error.issues[0]?.message}`);
  const { runId } = parsed.data;
  const jobId = randomUUID();
  let resumed: { id: string } | undefined;
  try {
    resumed = await db
      .updateTable('importRuns')
      .set({ status: 'queued', jobId, finishedAt: null, updatedAt: sql`now()` })
      .where('id', '=', runId)
      .where('kind', '=', kind)
      .where(interrupted)
      .returning('id')
      .executeTakeFirst();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const run = await getImportRun(db, runId, kind);
    throw await alreadyActive(db, kind, run?.targetCenterId ?? null);
  }
  if (!resumed) {
    const run = await getImportRun(db, runId, kind);
    if (!run) throw new DomainError('not_found', 'NOT_FOUND', `No ${kind} import run with this id.`);
    throw new DomainError(
      'conflict',
      'IMPORT_NOT_INTERRUPTED',
      `Run ${runId} is ${run.status}: only an interrupted run can be resumed.`,
    );
  }
  // read before the job is sent: the answer is the run as queued, not whatever step a fast worker has reached
  const queued = (await getImportRun(db, runId, kind)) as ImportRunView;
  try {
    await enqueue(runId, jobId);
  } catch (error) {
    await db
      .updateTable('importRuns')
      .set({ status: 'interrupted', updatedAt: sql`now()` })
      .where('id', '=', runId)
      .where('status', '=', 'queued')
      .where('jobId', '=', jobId)
      .execute();
    throw error;
  }
  return queued;
}
