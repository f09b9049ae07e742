// The statuses of an import run (spec 4.7, 4.8), for the queries of core and the screens of the dashboard.

export const IMPORT_RUN_STATUSES = ['queued', 'running', 'interrupted', 'succeeded', 'failed', 'cancelled'] as const;
export type ImportStatus = (typeof IMPORT_RUN_STATUSES)[number];

/** A run under way: at most one per kind and target (a unique index); a new import waits for it to end. */
export const ACTIVE_IMPORT_STATUSES = ['queued', 'running'] as const satisfies readonly ImportStatus[];
/** A run that ended, with its result. (`interrupted` is neither: its runner is gone until someone resumes it.) */
export const ENDED_IMPORT_STATUSES = ['succeeded', 'failed', 'cancelled'] as const satisfies readonly ImportStatus[];
