import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';
import { domainCandidates } from './domain';

/** The channel on which every version bump is announced (delivered when its transaction commits). */
export const CONTENT_VERSION_CHANNEL = 'center_content_version';

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
  await sql`select pg_notify(${CONTENT_VERSION_CHANNEL}, ${`${centerId}:${row.contentVersion}`})`.execute(trx);
  return row.contentVersion;
}

/** Announcements of committed version bumps, for a cache that may then skip the per-request lookup. */
export interface ContentVersionFeed {
  onChange(listener: (centerId: string, version: number) => void): () => void;
  close(): Promise<void>;
}

/**
 * On embedded PGlite every writer is in this process, and a bump's notification arrives before its
 * commit returns, so the feed is exact. PostgreSQL has writers in other processes and delivers
 * notifications a moment after commit, so there is no feed: public reads look the version up instead.
 * Subscribe before serving (LISTEN must not run inside another transaction).
 */
export async function subscribeContentVersions(handle: DatabaseHandle): Promise<ContentVersionFeed | undefined> {
  if (!handle.listen) return undefined;
  const listeners = new Set<(centerId: string, version: number) => void>();
  const stop = await handle.listen(CONTENT_VERSION_CHANNEL, (payload) => {
    const [centerId, version] = payload.split(':');
    if (centerId && version) for (const listener of listeners) listener(centerId, Number(version));
  });
  return {
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: stop,
  };
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
