// The history of content writes (issue 25.7): appended by a trigger on each recorded table, never changed.
import type { ColumnType } from 'kysely';
import type { CreatedAt } from './columns';

export interface RecordRevisionsTable {
  /** bigint: read as a string by both drivers */
  id: ColumnType<string, never, never>;
  /** the center of the record; null for a record of no center (a platform-wide user, an organization's modules) */
  centerId: string | null;
  /** the organization of the record (of its center, for a center's record) */
  organizationId: ColumnType<string | null, never, never>;
  /** the transaction of the write (one save: the record and its linked rows) */
  transactionId: ColumnType<string | null, never, never>;
  /** the table of the record, e.g. `shops` (history/history-kinds.ts names its kind) */
  recordTable: string;
  recordId: string;
  action: 'create' | 'update' | 'delete';
  actorUserId: string | null;
  /** the writer's name and e-mail at the time of the write */
  actorLabel: string | null;
  /** `user` (signed in), `key` (a bearer or organization key), `import`; null: a system write */
  actorKind: 'user' | 'key' | 'import' | null;
  /** the revision a restore brought back */
  restoredFrom: ColumnType<string | null, never, never>;
  /** `{ column: [before, after] }` of the changed columns, in the database's names */
  changes: ColumnType<Record<string, [unknown, unknown]>, never, never>;
  /** the record after the write (before it, for a delete), in the database's names */
  snapshot: ColumnType<Record<string, unknown>, never, never>;
  createdAt: CreatedAt;
}

/** One bump of a center's content version (issue 27.1): written at commit by a trigger, never changed; pruned by age. */
export interface ContentChangesTable {
  /** bigint: read as a string by both drivers; the event id of the change stream */
  id: ColumnType<string, never, never>;
  centerId: ColumnType<string, never, never>;
  version: ColumnType<number, never, never>;
  /** `[table, record id]` of every record the transaction wrote, as the history recorded them */
  records: ColumnType<[string, string][], never, never>;
  createdAt: CreatedAt;
}
