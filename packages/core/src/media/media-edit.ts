import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { STORED } from '../content/staff-write';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { MediaFileInput, mediaFileInputs } from './media-fields';
import { MEDIA_COLUMNS, toMediaItem } from './media-library';
import { mediaUsersOf } from './media-usage';
import type { MediaStorage } from './storage';

export const { AltText, UpdateMediaInput } = mediaFileInputs(STORED);
export type UpdateMediaInput = z.input<typeof UpdateMediaInput>;

// Issue 26: a file of the library gets its alt text, says where it is used, and is deleted only when nothing
// uses it (a shop would otherwise show a broken logo on the website).

async function fileOf(db: Kysely<Database>, { centerId, id }: { centerId: string; id: string }) {
  const row = await db
    .selectFrom('mediaAssets')
    .select(MEDIA_COLUMNS)
    .where('id', '=', id)
    .where('centerId', '=', centerId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'MEDIA_NOT_FOUND', 'No such file in this center.');
  return row;
}

export async function updateMedia(db: Kysely<Database>, input: UpdateMediaInput, cdnBaseUrl: string) {
  const { centerId, id, altText } = UpdateMediaInput.parse(input);
  await fileOf(db, { centerId, id });
  const row = await db
    .updateTable('mediaAssets')
    .set({ altText: altText || null })
    .where('id', '=', id)
    .returning(MEDIA_COLUMNS)
    .executeTakeFirstOrThrow();
  return toMediaItem(row, cdnBaseUrl);
}

/** The records of the center that use the file. */
export async function mediaUsage(db: Kysely<Database>, input: MediaFileInput) {
  const ref = MediaFileInput.parse(input);
  const file = await fileOf(db, ref);
  return { users: await mediaUsersOf(db, ref.centerId, file.storageKey) };
}

/**
 * Deletes the file from the library; refused (409 MEDIA_IN_USE, naming the users) while a record uses it. The
 * bytes leave the store when no other entry of the library holds them.
 */
export async function deleteMedia(db: Kysely<Database>, storage: MediaStorage, input: MediaFileInput) {
  const ref = MediaFileInput.parse(input);
  const file = await fileOf(db, ref);
  const users = await mediaUsersOf(db, ref.centerId, file.storageKey);
  if (users.length > 0) {
    const named = users.slice(0, 10).map((user) => (user.name ? `${user.kind} "${user.name}"` : user.kind));
    const more = users.length > 10 ? ` and ${users.length - 10} more` : '';
    throw new DomainError('conflict', 'MEDIA_IN_USE', `The file is in use: ${named.join(', ')}${more}.`);
  }
  await db.deleteFrom('mediaAssets').where('id', '=', ref.id).execute();
  const sharedWith = await db
    .selectFrom('mediaAssets')
    .select('id')
    .where('storageKey', '=', file.storageKey)
    .executeTakeFirst();
  if (!sharedWith) await storage.remove(file.storageKey);
  return { deleted: true as const };
}
