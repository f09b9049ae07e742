import { type Kysely, sql } from 'kysely';
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

type CenterVersion = { centerId: string; version: number };
export type ContentVersionReader = (selector: CenterSelector) => Promise<CenterVersion | undefined>;

const SELECT_VERSION = 'select centers.id as "centerId", centers.content_version as version from centers';

/**
 * readContentVersion's lookup of each way to name a center as one statement, with the name it is prepared under, and
 * its values (content-version.test checks the two agree on PostgreSQL).
 */
function lookupOf(selector: CenterSelector): { name: string; text: string; values: unknown[] } {
  if ('id' in selector)
    return { name: 'center-version-by-id', text: `${SELECT_VERSION} where centers.id = $1`, values: [selector.id] };
  if ('slug' in selector)
    return {
      name: 'center-version-by-slug',
      text: `${SELECT_VERSION} where centers.slug = $1`,
      values: [selector.slug],
    };
  if ('domain' in selector)
    return {
      name: 'center-version-by-domain',
      text: `${SELECT_VERSION} where centers.custom_domain in ($1, $2)`,
      values: domainCandidates(selector.domain),
    };
  return {
    name: 'center-version-by-floor',
    text: `${SELECT_VERSION} join map_floors on map_floors.center_id = centers.id where map_floors.id = $1 and map_floors.is_active`,
    values: [selector.floorId],
  };
}

/** The center a selector names and its current content version, or undefined when there is none. */
export async function readContentVersion(
  db: Kysely<Database>,
  selector: CenterSelector,
): Promise<CenterVersion | undefined> {
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

/**
 * readContentVersion on this database. On PostgreSQL each lookup, which the public reads make for every burst of
 * requests, is a prepared statement on the pool's connections: no query building, parsing or planning per call.
 */
export function contentVersionReader(handle: DatabaseHandle): ContentVersionReader {
  const { pool } = handle;
  if (!pool) return (selector) => readContentVersion(handle.db, selector);
  return async (selector) => (await pool.query<CenterVersion>(lookupOf(selector))).rows[0];
}
