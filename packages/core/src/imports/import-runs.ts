import { type Kysely, type Selectable, sql } from 'kysely';
import { isUniqueViolation } from '../content/staff-write';
import { json } from '../db/json';
import type { Database, ImportRunsTable } from '../db/schema';
import { DomainError } from '../errors';

// Import runs (spec 4.7, 4.8): one row per requested import with its status, live progress, counts per entity,
// warnings and errors. At most one queued or running import per kind and target center (a unique index); the
// reporting import has no target center (null) and at most one queued or running run (its own unique index).

export type ImportKind = ImportRunsTable['kind'];
export type ImportStatus = Selectable<ImportRunsTable>['status'];

/** More warnings than this are counted, not kept (a broken upstream can produce one per record). */
export const MAX_KEPT_WARNINGS = 500;

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

function view(row: Selectable<ImportRunsTable>): ImportRunView {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
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

/**
 * Records a queued run and hands its id to `enqueue` (the job queue). A second import for the same target (or,
 * without a target center, of the same kind) while one is queued or running is a CONFLICT naming the run; a
 * failed enqueue leaves the run failed, not queued.
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
  let run: Selectable<ImportRunsTable>;
  try {
    run = await db
      .insertInto('importRuns')
      .values({ ...input, options: json(input.options) })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const active = await db
      .selectFrom('importRuns')
      .select('id')
      .where('kind', '=', input.kind)
      .where('targetCenterId', targetCenterId === null ? 'is' : '=', targetCenterId)
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    const what = targetCenterId === null ? `A ${input.kind} import` : 'An import into this center';
    throw new DomainError(
      'conflict',
      'IMPORT_ALREADY_ACTIVE',
      `${what} is already queued or running (run ${active?.id ?? 'unknown'}).`,
    );
  }
  try {
    const jobId = await enqueue(run.id);
    await db.updateTable('importRuns').set({ jobId }).where('id', '=', run.id).execute();
  } catch (error) {
    await finishImportRun(db, run.id, 'failed', { errors: [`could not be queued: ${String(error)}`] });
    throw error;
  }
  return (await getImportRun(db, run.id, input.kind)) as ImportRunView;
}

export async function getImportRun(
  db: Kysely<Database>,
  runId: string,
  kind?: ImportKind,
): Promise<ImportRunView | null> {
  let query = db.selectFrom('importRuns').selectAll().where('id', '=', runId);
  if (kind) query = query.where('kind', '=', kind);
  const row = await query.executeTakeFirst();
  return row ? view(row) : null;
}

export async function listImportRuns(db: Kysely<Database>, kind: ImportKind, limit = 50): Promise<ImportRunView[]> {
  const rows = await db
    .selectFrom('importRuns')
    .selectAll()
    .where('kind', '=', kind)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(Math.min(Math.max(limit, 1), 200))
    .execute();
  return rows.map(view);
}

/** Marks a queued run as running (again, on a retried attempt: counts and messages start over). */
export async function startImportRun(db: Kysely<Database>, runId: string): Promise<Selectable<ImportRunsTable> | null> {
  return (
    (await db
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
      .where('status', 'in', ['queued', 'running'])
      .returningAll()
      .executeTakeFirst()) ?? null
  );
}

type ProgressState = { progress: Record<string, unknown>; counts: Record<string, unknown>; warnings: string[] };
type FinishState = Partial<ProgressState> & { errors?: string[] };

export async function saveImportProgress(db: Kysely<Database>, runId: string, state: ProgressState): Promise<void> {
  await db
    .updateTable('importRuns')
    .set({
      progress: json(state.progress),
      counts: json(state.counts),
      warnings: json(state.warnings),
      updatedAt: sql`now()`,
    })
    .where('id', '=', runId)
    .where('status', '=', 'running')
    .execute();
}

export async function finishImportRun(
  db: Kysely<Database>,
  runId: string,
  status: 'succeeded' | 'failed' | 'queued',
  state: FinishState,
): Promise<void> {
  await db
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
    .where('id', '=', runId)
    .execute();
}

const PROGRESS_EVERY_MS = 250;

/** A started run in the hands of its runner (the job or the CLI). */
export interface RunningImport {
  run: Selectable<ImportRunsTable>;
  /** saves the state of a step at most every 250 ms, and always when the step is done (`done >= total`) */
  saveProgress(done: number, total: number, state: () => ProgressState): Promise<void>;
  /** ends the run and answers it as it now stands */
  finish(status: 'succeeded' | 'failed', state: FinishState): Promise<ImportRunView>;
}

/** Starts a queued (or interrupted) run; a run that already ended is answered as it is (a job delivered twice). */
export async function beginImportRun(
  db: Kysely<Database>,
  runId: string,
): Promise<RunningImport | { ended: ImportRunView }> {
  const now = async () => {
    const run = await getImportRun(db, runId);
    if (!run) throw new Error(`import run ${runId} does not exist`);
    return run;
  };
  const run = await startImportRun(db, runId);
  if (!run) return { ended: await now() };
  let savedAt = 0;
  return {
    run,
    async saveProgress(done, total, state) {
      if (Date.now() - savedAt < PROGRESS_EVERY_MS && done < total) return;
      savedAt = Date.now();
      await saveImportProgress(db, runId, state());
    },
    async finish(status, state) {
      await finishImportRun(db, runId, status, state);
      return now();
    },
  };
}
