// The public entry of the history area: `@center-platform/core/history`.
export { HISTORY_KIND_NAMES, HISTORY_KINDS, HISTORY_ROLES, type HistoryKind, isHistoryKind, isRestorableKind, RESTORABLE_KINDS } from './history-kinds';
export { type FieldChange, HistoryQuery, listRevisions, RestoreRevisionInput, type RevisionView, restoreRevision } from './revisions';
export { currentWriteActor, runAsWriteActor, type WriteActor } from './write-actor';
export { namingWriters } from './writer-dialect';
