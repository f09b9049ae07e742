import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The organization named by its slug or its id; NOT_FOUND otherwise. */
export async function findOrganization(db: Kysely<Database>, slugOrId: string) {
  const byId = UUID.test(slugOrId);
  const row = await db
    .selectFrom('organizations')
    .select(['id', 'name', 'slug'])
    .where(byId ? 'id' : 'slug', '=', byId ? slugOrId.toLowerCase() : slugOrId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'ORGANIZATION_NOT_FOUND', 'No such organization.');
  return row;
}

/** Every organization, by name (the platform operator's selector). */
export async function listOrganizations(db: Kysely<Database>) {
  return db.selectFrom('organizations').select(['id', 'name', 'slug']).orderBy('name').orderBy('id').execute();
}
