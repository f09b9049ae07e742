import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { ACTIVE_PUBLISHING } from '../content/bulk-action';
import { resourceWriter } from '../content/resource-writer';
import { assertOwnedByCenter, parseInput, STORED, touched, writeForCenter } from '../content/staff-write';
import { json } from '../db/json';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { playlistInputs, SignageSettingsInput } from './dooh-fields';
import { withoutSecretKeys } from './public-dooh';

// Staff writes of DOOH playlists (their items and schedule, the local hero) and of the center's signage
// configuration. A playlist is a resource of its center (resource-writer.ts); its items are replaced as a whole
// when a write names them. One playlist per center is the local hero: setting the flag takes it from the other.

type Data = Record<string, unknown>;
type Item = {
  kind: Database['doohPlaylistItems']['kind'];
  title?: string | null;
  mediaUrl?: string | null;
  refId?: string | null;
  durationSeconds: number;
  content: Record<string, unknown>;
};

const RECORD_TABLES = { shop: 'shops', offer: 'offers', news: 'news', event: 'events' } as const;

/** The records the items show must be rows of the same center; the local-hero flag moves to this playlist. */
async function beforePlaylistWrite(trx: Kysely<Database>, centerId: string, id: string | undefined, data: Data) {
  const items = (data.items as Item[] | undefined) ?? [];
  for (const [kind, table] of Object.entries(RECORD_TABLES)) {
    const ids = items.filter((item) => item.kind === kind).map((item) => item.refId);
    await assertOwnedByCenter(trx, table, centerId, ids, `The ${kind} of a playlist item`);
  }
  if (data.isLocalHero === true) {
    let others = trx
      .updateTable('doohPlaylists')
      .set({ isLocalHero: false, ...touched() })
      .where('centerId', '=', centerId)
      .where('isLocalHero', '=', true);
    if (id) others = others.where('id', '<>', id);
    await others.execute();
  }
}

async function replaceItems(trx: Kysely<Database>, playlistId: string, data: Data) {
  const items = data.items as Item[] | undefined;
  if (items === undefined) return;
  await trx.deleteFrom('doohPlaylistItems').where('playlistId', '=', playlistId).execute();
  if (items.length === 0) return;
  await trx
    .insertInto('doohPlaylistItems')
    .values(
      items.map((item, sortOrder) => ({
        playlistId,
        kind: item.kind,
        title: item.title ?? null,
        mediaUrl: item.mediaUrl ?? null,
        refId: item.refId ?? null,
        durationSeconds: item.durationSeconds,
        content: json(item.content),
        sortOrder,
      })),
    )
    .execute();
}

/** The presentation keys staff edit; other keys of a playlist's settings (set by an integration) are kept apart. */
const LOOK_KEYS = ['transition', 'orientation'];
const look = (settings: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(settings).filter(([key]) => LOOK_KEYS.includes(key)));
const besidesLook = (settings: Record<string, unknown> | undefined) =>
  Object.fromEntries(Object.entries(settings ?? {}).filter(([key]) => !LOOK_KEYS.includes(key)));

/** Each playlist with its items in their order; of its settings only the presentation staff edit. */
async function withItems<Row extends { id: string; settings: Record<string, unknown> }>(
  db: Kysely<Database>,
  rows: Row[],
) {
  if (rows.length === 0) return [];
  const items = await db
    .selectFrom('doohPlaylistItems')
    .select(['playlistId', 'id', 'kind', 'title', 'mediaUrl', 'refId', 'durationSeconds', 'content'])
    .where(
      'playlistId',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    settings: look(row.settings),
    items: items
      .filter((item) => item.playlistId === row.id)
      .map(({ playlistId: _, content, ...item }) => ({ ...item, content: withoutSecretKeys(content) })),
  }));
}

const playlist = playlistInputs(STORED);
export const playlistWriter = resourceWriter({
  table: 'doohPlaylists',
  nameColumn: 'name',
  label: 'Playlist',
  createInput: playlist.create,
  updateInput: playlist.update,
  uniqueSlug: true,
  order: [
    ['sortOrder', 'asc'],
    ['name', 'asc'],
  ],
  publishing: ACTIVE_PUBLISHING,
  toColumns: ({ items: _, schedule, settings, ...columns }, existing) => ({
    ...columns,
    ...(schedule === undefined ? {} : { schedule: json(schedule as Record<string, unknown>) }),
    ...(settings === undefined
      ? {}
      : { settings: json({ ...besidesLook(existing?.settings), ...(settings as Record<string, unknown>) }) }),
  }),
  beforeWrite: beforePlaylistWrite,
  afterWrite: replaceItems,
  decorate: withItems,
});

// ---------------------------------------------------------------- signage configuration

const storedSignage = async (db: Kysely<Database>, centerId: string) =>
  (await db.selectFrom('signageConfigs').select('settings').where('centerId', '=', centerId).executeTakeFirst())
    ?.settings ?? {};

/** The center's signage configuration as staff see it (`{}` when it has none; secret-looking keys left out). */
export async function getSignageForStaff(db: Kysely<Database>, centerId: string): Promise<Record<string, unknown>> {
  return withoutSecretKeys(await storedSignage(db, centerId));
}

/** Changes the named settings (the others stay); a playlist named must be an active playlist of the center. */
export async function updateSignage(
  db: Kysely<Database>,
  centerId: string,
  input: z.input<typeof SignageSettingsInput>,
): Promise<Record<string, unknown>> {
  const data = parseInput(SignageSettingsInput, input);
  return writeForCenter(db, centerId, async (trx) => {
    if (data.playlistSlug) {
      const found = await trx
        .selectFrom('doohPlaylists')
        .select('id')
        .where('centerId', '=', centerId)
        .where('slug', '=', data.playlistSlug)
        .where('isActive', '=', true)
        .where('isLocalHero', '=', false)
        .executeTakeFirst();
      if (!found) {
        throw new DomainError(
          'invalid',
          'UNKNOWN_REFERENCE',
          `No active playlist "${data.playlistSlug}" in this center.`,
        );
      }
    }
    // keys the form does not know (set by an integration) stay as they are
    const settings = { ...(await storedSignage(trx, centerId)), ...data };
    await trx
      .insertInto('signageConfigs')
      .values({ centerId, settings: json(settings) })
      .onConflict((oc) => oc.column('centerId').doUpdateSet({ settings: json(settings), ...touched() }))
      .execute();
    return withoutSecretKeys(settings);
  });
}
