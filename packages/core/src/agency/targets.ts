import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import type { AgencyTarget } from './access';

// What an agency write names by a record id, resolved to the record's center and organization, so the access check
// knows whose record it is (spec 4.6, 5). An unknown record is NOT_FOUND.

/** The office `id`; given `centerId`, it must be the office's own center (an office never moves). */
export async function officeTarget(
  db: Kysely<Database>,
  id: string,
  centerId: string | undefined,
): Promise<AgencyTarget & { centerId: string }> {
  const office = await db
    .selectFrom('offices')
    .innerJoin('centers', 'centers.id', 'offices.centerId')
    .select(['centers.id as centerId', 'centers.organizationId'])
    .where('offices.id', '=', id)
    .executeTakeFirst();
  if (!office || (centerId !== undefined && centerId !== office.centerId)) {
    throw new DomainError('not_found', 'NOT_FOUND', 'Office was not found in this center.');
  }
  return office;
}

/** The branch location `id` (a shop of a chain). */
export async function shopLocationTarget(
  db: Kysely<Database>,
  id: string,
): Promise<AgencyTarget & { centerId: string }> {
  const location = await db
    .selectFrom('shops')
    .innerJoin('centers', 'centers.id', 'shops.centerId')
    .select(['centers.id as centerId', 'centers.organizationId'])
    .where('shops.id', '=', id)
    .where('shops.chainId', 'is not', null)
    .executeTakeFirst();
  if (!location) throw new DomainError('not_found', 'NOT_FOUND', 'Shop location was not found.');
  return location;
}
