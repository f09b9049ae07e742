import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema';
import { domainCandidates } from './domain';

/**
 * Bumps the center's content version. Call it in the same transaction as any write that changes what
 * visitors see: public caches and ETags are keyed by this number, so every API process sees the change.
 */
export async function bumpContentVersion(trx: Kysely<Database>, centerId: string): Promise<number> {
  const row = await trx
    .updateTable('centers')
    .set({ contentVersion: sql`content_version + 1` })
    .where('id', '=', centerId)
    .returning('contentVersion')
    .executeTakeFirstOrThrow();
  return row.contentVersion;
}

/** How a public read names its center: by id, slug, custom domain (normalized), or through one of its floors. */
export type CenterSelector = { id: string } | { slug: string } | { domain: string } | { floorId: string };

/** The center a selector names and its current content version, or undefined when there is none. */
export async function readContentVersion(
  db: Kysely<Database>,
  selector: CenterSelector,
): Promise<{ centerId: string; version: number } | undefined> {
  let query = db.selectFrom('centers').select(['centers.id as centerId', 'centers.contentVersion as version']);
  if ('id' in selector) query = query.where('centers.id', '=', selector.id);
  else if ('slug' in selector) query = query.where('centers.slug', '=', selector.slug);
  else if ('domain' in selector) query = query.where('centers.customDomain', 'in', domainCandidates(selector.domain));
  else
    query = query
      .innerJoin('mapFloors', 'mapFloors.centerId', 'centers.id')
      .where('mapFloors.id', '=', selector.floorId)
      .where('mapFloors.isActive', '=', true);
  return query.executeTakeFirst();
}
