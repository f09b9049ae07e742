import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

// Issue 27.4: the Ed25519 key that signs the kiosk snapshots, when the deployment gives none (SNAPSHOT_SIGNING_KEY):
// made once by the first process that needs it, so every API process signs with the same key. A table of its own:
// no read of the platform selects from it but the signer.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table snapshot_signing_keys (
      id text primary key check (id = 'current'),
      seed text not null,
      created_at timestamptz not null default now()
    )`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['drop table snapshot_signing_keys']);
}
