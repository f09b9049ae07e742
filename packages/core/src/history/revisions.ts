import { type Kysely, type Selectable, sql } from 'kysely';
import { z } from 'zod';
import { parseInput, writeForCenter } from '../content/staff-write';
import type { Database, RecordRevisionsTable } from '../db/schema';
import { DomainError } from '../errors';
import {
  HISTORY_KIND_NAMES,
  HISTORY_KINDS,
  type HistoryKind,
  isRestorableKind,
  KEY_COLUMN,
  LINKED_ROWS,
} from './history-kinds';
import { linkSetAt, replaceLinkSet } from './linked-rows';

// The history (issue 25.7): who changed which record when, each changed field before and after, and the restore of
// an earlier version of a center's content. The triggers of migrations 0014 and 0017 write the log; this reads it and
// restores from it. A center's history is readable by the admins of the center (the API's rule), never across
// centers; the records of no center (platform-wide users, an organization's modules) by the platform's admins.

const RevisionId = z.string().regex(/^[1-9]\d{0,17}$/, 'expected a revision number');

export const HistoryQuery = z
  .strictObject({
    kind: z.enum(HISTORY_KIND_NAMES).optional(),
    /** one record's history (with `kind`); without it, the center's newest changes */
    recordId: z.uuid().optional(),
    /** the page after this revision (the last one of the page before) */
    before: RevisionId.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(30),
  })
  .refine((query) => !query.recordId || query.kind, { message: 'recordId needs its kind', path: ['kind'] });
export type HistoryQuery = z.input<typeof HistoryQuery>;

export const RestoreRevisionInput = z.strictObject({ revisionId: RevisionId });

export interface FieldChange {
  /** the field as the API names it (camelCase) */
  field: string;
  before: unknown;
  after: unknown;
  /** for a record (or the records of a list) the field names by id: its name today, where it still exists */
  beforeName?: string;
  afterName?: string;
}

export interface RevisionView {
  id: string;
  kind: HistoryKind;
  recordId: string;
  /** the record's name or title as it was then */
  recordName: string | null;
  action: 'create' | 'update' | 'delete';
  at: string;
  actor: { kind: 'user' | 'key' | 'import' | 'system'; userId: string | null; label: string | null };
  /** the revision this one restored */
  restoredFrom: string | null;
  /** an earlier version of the record can be brought back from this revision (the center's content) */
  restorable: boolean;
  changes: FieldChange[];
}

const KIND_OF_TABLE = new Map<string, HistoryKind>([
  ...HISTORY_KIND_NAMES.map((kind) => [HISTORY_KINDS[kind], kind] as const),
  ...HISTORY_KIND_NAMES.flatMap((kind) => {
    const link = LINKED_ROWS[kind];
    return link ? [[link.table, kind] as const] : [];
  }),
]);
/** The tables of a kind's records: its own, and its linked rows' */
const tablesOf = (kind: HistoryKind): string[] => {
  const link = LINKED_ROWS[kind];
  return link ? [HISTORY_KINDS[kind], link.table] : [HISTORY_KINDS[kind]];
};
/** Records an organization shares with all its centers: in each of its centers' history. */
const ORGANIZATION_TABLES = [HISTORY_KINDS.chains];
const LINK_TABLES = HISTORY_KIND_NAMES.flatMap((kind) => LINKED_ROWS[kind]?.table ?? []);
/** Bookkeeping columns: not shown as changes, never restored. */
const BOOKKEEPING = new Set(['id', 'center_id', 'created_at', 'updated_at', 'content_version']);
/** Columns a restore leaves as they are: who owns the row (a restore never moves it to another tenant). */
const NEVER_RESTORED = new Set([...BOOKKEEPING, 'organization_id']);
/** A record of a recorded-only kind (a user, a key) can move to another center: its center is shown then. */
const shown = (column: string, restorable: boolean) =>
  !column.startsWith('legacy_') && (column === 'center_id' ? !restorable : !BOOKKEEPING.has(column));
const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/**
 * A revision as stored. `changes` and `snapshot` are read as text: the query builder's camel-casing would rename
 * their keys, which are the database's column names (a restore writes them back by those names).
 */
type StoredRevision = Omit<
  Selectable<RecordRevisionsTable>,
  'changes' | 'snapshot' | 'organizationId' | 'transactionId'
> & {
  changes: Record<string, [unknown, unknown]>;
  snapshot: Record<string, unknown>;
};

/**
 * `centerId` null: the records of no center; undefined: of any center. A center's history also holds the records its
 * organization shares with its other centers (its chains).
 */
function selectRevisions(db: Kysely<Database>, centerId: string | null | undefined) {
  return (
    db
      .selectFrom('recordRevisions')
      .select(['id', 'centerId', 'recordTable', 'recordId', 'action', 'actorUserId', 'actorLabel', 'actorKind'])
      .select(['restoredFrom', 'createdAt'])
      .select([sql<string>`changes::text`.as('changesText'), sql<string>`snapshot::text`.as('snapshotText')])
      .$if(centerId === null, (query) => query.where('centerId', 'is', null))
      .$if(typeof centerId === 'string', (query) =>
        query.where((eb) =>
          eb.or([
            eb('centerId', '=', centerId as string),
            eb.and([
              eb('centerId', 'is', null),
              eb('recordTable', 'in', ORGANIZATION_TABLES),
              eb(
                'organizationId',
                '=',
                eb
                  .selectFrom('centers')
                  .select('organizationId')
                  .where('id', '=', centerId as string),
              ),
            ]),
          ]),
        ),
      )
      // the linked rows as migration 0018 found them: where their history starts, no change of the record
      .where((eb) => eb.not(eb.and([eb('recordTable', 'in', LINK_TABLES), eb('action', '=', 'create')])))
  );
}

function stored(row: Awaited<ReturnType<ReturnType<typeof selectRevisions>['execute']>>[number]): StoredRevision {
  const { changesText, snapshotText, ...rest } = row;
  return { ...rest, changes: JSON.parse(changesText), snapshot: JSON.parse(snapshotText) };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The change of a field; an object changed into another object (settings, opening hours) as the change of each of
 * its keys that changed (`settings.language`), so a reader sees what changed in it.
 */
function fieldChanges(field: string, before: unknown, after: unknown): FieldChange[] {
  if (!isObject(before) || !isObject(after)) return [{ field, before, after }];
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => ({ field: `${field}.${key}`, before: before[key] ?? null, after: after[key] ?? null }));
}

function view(row: StoredRevision): RevisionView {
  const snapshot = row.snapshot;
  const name =
    snapshot.name ?? snapshot.title ?? snapshot.label ?? snapshot.alias ?? snapshot.module_id ?? snapshot.page_type;
  const kind = KIND_OF_TABLE.get(row.recordTable) as HistoryKind;
  const restorable = isRestorableKind(kind);
  return {
    id: String(row.id),
    kind,
    recordId: row.recordId,
    recordName: typeof name === 'string' ? name : null,
    action: row.action,
    at: new Date(row.createdAt).toISOString(),
    actor: { kind: row.actorKind ?? 'system', userId: row.actorUserId, label: row.actorLabel },
    restoredFrom: row.restoredFrom === null ? null : String(row.restoredFrom),
    restorable,
    changes: Object.entries(row.changes)
      .filter(([column]) => shown(column, restorable))
      .flatMap(([column, [before, after]]) => fieldChanges(camel(column), before, after))
      .sort((a, b) => a.field.localeCompare(b.field)),
  };
}

/**
 * The center's revisions, newest first: of one record, of one kind, or all; paged with `before`. `centerId` null is
 * the platform's view: the records of no center, and one record's revisions in whichever center they were made (a
 * user moved between centers).
 */
export async function listRevisions(
  db: Kysely<Database>,
  centerId: string | null,
  input: HistoryQuery,
): Promise<{ revisions: RevisionView[]; next: string | null }> {
  const query = parseInput(HistoryQuery, input);
  let rows = selectRevisions(db, centerId === null && query.recordId ? undefined : centerId);
  if (query.kind) rows = rows.where('recordTable', 'in', tablesOf(query.kind));
  if (query.recordId) rows = rows.where('recordId', '=', query.recordId);
  if (query.before) rows = rows.where('id', '<', query.before as never);
  const found = await rows
    .orderBy('id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const page = found.slice(0, query.limit);
  const revisions = page.map((row) => view(stored(row)));
  await nameReferences(db, revisions);
  return { revisions, next: found.length > query.limit ? String(page.at(-1)?.id) : null };
}

/** The fields that name other records by id (one or a list), and the table whose `name` says them. */
const REFERENCES: Record<string, keyof Database> = {
  centerId: 'centers',
  organizationId: 'organizations',
  shopId: 'shops',
  chainId: 'shopChains',
  categoryId: 'categories',
  floorId: 'mapFloors',
  linkedShopIds: 'shops',
  shopIds: 'shops',
  categoryIds: 'categories',
};

const Uuid = z.uuid();
const ids = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((id): id is string => Uuid.safeParse(id).success);

/**
 * Says what a page of revisions names by id: the records its changes refer to (a center, a shop, the shops of a list)
 * by their names today, and the record of a linked rows' revision (which holds only the rows) by its name; one query
 * per table. An id whose record is gone keeps no name (the reader sees the id).
 */
async function nameReferences(db: Kysely<Database>, revisions: RevisionView[]) {
  const wanted = new Map<string, Set<string>>();
  const want = (table: string, found: string[]) => {
    for (const id of found) wanted.set(table, (wanted.get(table) ?? new Set()).add(id));
  };
  for (const revision of revisions) {
    for (const change of revision.changes) {
      const table = REFERENCES[change.field];
      if (table) want(table, [...ids(change.before), ...ids(change.after)]);
    }
    if (revision.recordName === null && LINKED_ROWS[revision.kind])
      want(HISTORY_KINDS[revision.kind], [revision.recordId]);
  }
  const names = new Map<string, string>();
  for (const [table, found] of wanted) {
    const rows = await sql<{ id: string; name: string | null }>`select id::text,
      coalesce(to_jsonb(t) ->> 'name', to_jsonb(t) ->> 'title') as name
      from ${sql.table(table.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`))} t
      where id = any(${[...found]}::uuid[])`.execute(db);
    for (const row of rows.rows) if (row.name) names.set(row.id, row.name);
  }
  const nameOf = (value: unknown) => {
    const named = ids(value).flatMap((id) => names.get(id) ?? []);
    return named.length > 0 ? named.join(', ') : undefined;
  };
  for (const revision of revisions) {
    revision.recordName ??= names.get(revision.recordId) ?? null;
    for (const change of revision.changes) {
      if (!(change.field in REFERENCES)) continue;
      const before = nameOf(change.before);
      const after = nameOf(change.after);
      if (before) change.beforeName = before;
      if (after) change.afterName = after;
    }
  }
}

/** The columns of a table today with their types (a revision may be older than a column, or name a dropped one). */
async function columnsOf(trx: Kysely<Database>, table: string): Promise<Map<string, string>> {
  const rows = await sql<{ name: string; type: string }>`select column_name as name, data_type as type
    from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(trx);
  return new Map(rows.rows.map((row) => [row.name, row.type]));
}

const CONFLICTS: Record<string, string> = {
  '23503': 'it refers to a record that no longer exists (for example a deleted category or floor)',
  '23505': 'another record of this center now has the same slug or key',
  '23514': 'it breaks a rule the record must keep',
};

/**
 * Writes a record's columns back as a revision of it recorded them; a record deleted meanwhile is created again with
 * its id, in this center.
 */
async function restoreColumns(
  trx: Kysely<Database>,
  centerId: string,
  revision: StoredRevision,
): Promise<'update' | 'create'> {
  const table = revision.recordTable;
  const key = KEY_COLUMN[table as keyof typeof KEY_COLUMN] ?? 'id';
  const scope = table === 'centers' ? 'id' : 'center_id';
  const existing = await columnsOf(trx, table);
  const columns = Object.keys(revision.snapshot).filter((c) => existing.has(c) && !NEVER_RESTORED.has(c));
  // a jsonb column is taken as it is (a JSON null in it is no SQL null); every other column by its type
  const value = (c: string) => (existing.get(c) === 'jsonb' ? sql`s.doc -> ${c}` : sql`r.${sql.ref(c)}`);
  const restored = sql.join(columns.map(value));
  const from = sql`(select ${JSON.stringify(revision.snapshot)}::jsonb as doc) s,
    jsonb_populate_record(null::${sql.table(table)}, s.doc) r`;
  const updated = await sql`update ${sql.table(table)} t
    set (${sql.join(columns.map((c) => sql.ref(c)))}, updated_at) = (select ${restored}, now() from ${from})
    where t.${sql.ref(key)} = ${revision.recordId} and t.${sql.ref(scope)} = ${centerId}`.execute(trx);
  if (Number(updated.numAffectedRows ?? 0) > 0) return 'update';
  if (table === 'centers') throw new DomainError('not_found', 'NOT_FOUND', 'The center no longer exists.');
  const all = [...new Set([key, 'center_id', ...columns, ...(existing.has('created_at') ? ['created_at'] : [])])];
  await sql`insert into ${sql.table(table)} (${sql.join(all.map((c) => sql.ref(c)))})
    select ${sql.join(all.map((c) => (c === 'center_id' ? sql`${centerId}::uuid` : value(c))))}
    from ${from}`.execute(trx);
  return 'create';
}

/**
 * Brings a record back to the state of a revision: the record as that write left it (as it was before, for a
 * delete), with its linked rows (a news item's shops, a playlist's items) as they were then, where the history knows
 * them. A record that was deleted meanwhile is created again with its id. One write with its own revision (naming the
 * one restored) and one content version bump. 404 for a revision of another center; 409 NOT_RESTORABLE for a record
 * kept for reading; 409 RESTORE_CONFLICT when the old state no longer fits (a reference gone, a slug taken).
 */
export async function restoreRevision(
  db: Kysely<Database>,
  centerId: string,
  input: z.input<typeof RestoreRevisionInput>,
): Promise<{ kind: HistoryKind; recordId: string; action: 'update' | 'create' }> {
  const { revisionId } = parseInput(RestoreRevisionInput, input);
  const row = await selectRevisions(db, centerId)
    .where('id', '=', revisionId as never)
    .executeTakeFirst();
  const revision = row && stored(row);
  const kind = revision && KIND_OF_TABLE.get(revision.recordTable);
  if (!revision || !kind) throw new DomainError('not_found', 'NOT_FOUND', 'No such revision in this center.');
  if (!isRestorableKind(kind)) {
    throw new DomainError(
      'conflict',
      'NOT_RESTORABLE',
      'The history of this record is kept for reading: it is changed in its own screen, not restored.',
    );
  }
  const { recordId } = revision;
  // a revision of the linked rows: the record's columns as its own last revision before it left them
  const own =
    revision.recordTable === HISTORY_KINDS[kind]
      ? revision
      : await selectRevisions(db, centerId)
          .where('recordTable', '=', HISTORY_KINDS[kind])
          .where('recordId', '=', recordId)
          .where('id', '<', revision.id)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst()
          .then((found) => found && stored(found));
  const links = await linkSetAt(db, kind, recordId, String(revision.id));
  try {
    return await writeForCenter(
      db,
      centerId,
      async (trx) => {
        const action = own ? await restoreColumns(trx, centerId, own) : 'update';
        if (links) await replaceLinkSet(trx, kind, recordId, links);
        return { kind, recordId, action };
      },
      String(revision.id),
    );
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const why = typeof code === 'string' ? CONFLICTS[code] : undefined;
    if (why) throw new DomainError('conflict', 'RESTORE_CONFLICT', `This version cannot be restored: ${why}.`);
    throw error;
  }
}
