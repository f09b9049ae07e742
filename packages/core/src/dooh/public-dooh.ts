import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const SECRET_KEY = /secret|token|password|api_?key/i;

/** A stored jsonb value with every secret-looking key removed, at any depth. */
export function withoutSecretKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutSecretKeys) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, inner]) => [key, withoutSecretKeys(inner)]),
  ) as T;
}

type PlaylistFilter = { slug?: string; isLocalHero?: boolean };

/** Active playlists of a center in their order, each with its items (two queries in all). */
export async function listPublicPlaylists(db: Kysely<Database>, centerId: string, filter: PlaylistFilter = {}) {
  let query = db
    .selectFrom('doohPlaylists')
    .select(['id', 'name', 'slug', 'isLocalHero', 'settings', 'schedule'])
    .where('centerId', '=', centerId)
    .where('isActive', '=', true);
  if (filter.slug !== undefined) query = query.where('slug', '=', filter.slug);
  if (filter.isLocalHero !== undefined) query = query.where('isLocalHero', '=', filter.isLocalHero);
  const playlists = await query.orderBy('sortOrder').orderBy('name').orderBy('id').execute();
  if (playlists.length === 0) return [];
  const items = await db
    .selectFrom('doohPlaylistItems')
    .select(['playlistId', 'id', 'kind', 'title', 'mediaUrl', 'refId', 'durationSeconds', 'content', 'sortOrder'])
    .where(
      'playlistId',
      'in',
      playlists.map((p) => p.id),
    )
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  return playlists.map((playlist) => ({
    ...playlist,
    settings: withoutSecretKeys(playlist.settings),
    schedule: withoutSecretKeys(playlist.schedule),
    items: items
      .filter((item) => item.playlistId === playlist.id)
      .map(({ playlistId: _, content, ...item }) => ({ ...item, content: withoutSecretKeys(content) })),
  }));
}
export type PublicPlaylist = Awaited<ReturnType<typeof listPublicPlaylists>>[number];

/** One active playlist by slug, or undefined. */
export async function getPublicPlaylist(db: Kysely<Database>, centerId: string, slug: string) {
  const [playlist] = await listPublicPlaylists(db, centerId, { slug });
  return playlist;
}

/** The active local-hero playlist, or undefined. */
export async function getLocalHeroPlaylist(db: Kysely<Database>, centerId: string) {
  const [playlist] = await listPublicPlaylists(db, centerId, { isLocalHero: true });
  return playlist;
}

/** The center's signage settings without secret-looking keys; `{}` when it has none. */
export async function getSignageSettings(db: Kysely<Database>, centerId: string): Promise<Record<string, unknown>> {
  const row = await db
    .selectFrom('signageConfigs')
    .select('settings')
    .where('centerId', '=', centerId)
    .executeTakeFirst();
  return withoutSecretKeys(row?.settings ?? {});
}

/**
 * What a player shows now: the active regular playlist the signage configuration names (`playlistSlug`), else the
 * first one (null when none), and the signage settings.
 */
export async function getActiveDooh(db: Kysely<Database>, centerId: string) {
  const [playlists, signage] = await Promise.all([
    listPublicPlaylists(db, centerId, { isLocalHero: false }),
    getSignageSettings(db, centerId),
  ]);
  const chosen = playlists.find((playlist) => playlist.slug === signage.playlistSlug);
  return { playlist: chosen ?? playlists[0] ?? null, signage };
}
