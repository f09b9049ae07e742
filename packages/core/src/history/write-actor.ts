import { AsyncLocalStorage } from 'node:async_hooks';
import { type RawBuilder, sql } from 'kysely';

// Who is writing, for the history (issue 25.7). The API runs each authenticated request inside `runAsWriteActor`
// and the import jobs run as `import`; the database connection names the actor to the history's triggers before each
// write (writer-dialect.ts). A write outside any actor is recorded as a system write.

export interface WriteActor {
  kind: 'user' | 'key' | 'import';
  userId: string | null;
  /** the writer's name and e-mail as the history shows them */
  label: string | null;
}

const actors = new AsyncLocalStorage<WriteActor>();

export function runAsWriteActor<T>(actor: WriteActor, work: () => T): T {
  return actors.run(actor, work);
}

export function currentWriteActor(): WriteActor | undefined {
  return actors.getStore();
}

/**
 * The expression that names the revision a restore brings back to the history's trigger for the rest of the
 * transaction, selected with the center's lock (no round trip of its own).
 */
export function restoreSettings(restoredFrom: string): RawBuilder<unknown> {
  return sql`set_config('app.restored_from', ${restoredFrom}, true)`;
}
