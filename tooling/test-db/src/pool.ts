// The PostgreSQL copies of the template that a test process reuses: creating and dropping a database cost 0.25 and
// 0.4 s on a loaded machine, emptying a used one about 10 ms (empty-copy.ts). A copy comes back only when nothing
// can tell it from a new one: no other session on it, the schema as migrated; else it is dropped as before. The
// globalSetup's teardown drops the copies the processes still hold (template.ts).
import pg from 'pg';
import { aloneOn, type CopyState, copyStateOf, emptyCopy, type RunSql } from './empty-copy';
import { createDatabaseOn, databaseUrl, dropDatabaseOn, newDatabaseName } from './postgres';

/** The names of this run's copies start with the template's name (the teardown finds them so). */
export const copyPrefix = (template: string) => `${template}_t`;

const idle: string[] = [];
/** what a new copy holds, taken once per process */
let newCopy: CopyState | undefined;

/** A copy of `template`: an emptied one this process used before, else a new one. */
export async function takeCopy(serverUrl: string, template: string): Promise<string> {
  const reused = idle.pop();
  if (reused) return reused;
  const name = newDatabaseName(copyPrefix(template));
  await createDatabaseOn(serverUrl, name, template);
  newCopy ??= await query(databaseUrl(serverUrl, name), copyStateOf);
  return name;
}

/** Empties the copy for the next test file of this process, or drops it when it cannot be made as new. */
export async function giveBack(serverUrl: string, name: string): Promise<void> {
  const reusable = await query(databaseUrl(serverUrl, name), async (run) => {
    if (!(await aloneOn(run))) return false;
    return emptyCopy(run, newCopy);
  }).catch(() => false);
  if (reusable) idle.push(name);
  else await dropDatabaseOn(serverUrl, name);
}

/** Runs `work` with the statements of one connection to the database. */
async function query<T>(url: string, work: (run: RunSql) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(async (statement) => (await client.query(statement)).rows);
  } finally {
    await client.end();
  }
}
