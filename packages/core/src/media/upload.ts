import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { AltText } from './media-edit';
import { MEDIA_COLUMNS, type MediaLibraryItem, toMediaItem } from './media-library';
import { type MediaStorage, storeMediaFile } from './storage';
import { withoutMetadata } from './strip-metadata';
import { sanitizedSvgFile } from './svg-file';
import { detectUploadType, UPLOAD_MAX_BYTES } from './upload-types';

// Issue 26: a file uploaded in the dashboard (or by an agency's script). Its type comes from its bytes, an SVG
// passes the sanitizer, a picture loses its metadata; what is left is stored once per content hash under the
// center's folder, like the files of the legacy import, and listed in the center's media library.

/** The form fields of an upload besides the file. */
export const UploadMediaInput = z.object({
  centerId: z.uuid('expected a uuid'),
  alt: AltText.optional(),
});
export type UploadMediaInput = z.input<typeof UploadMediaInput>;

/** The form of `POST /api/media` (multipart/form-data): the file and its alt text. */
export const UploadMediaForm = z.object({ file: z.file('expected a file'), alt: AltText.optional() });

export interface UploadedFile {
  bytes: Uint8Array;
  /** the name the file had on the uploader's computer (shown in the library, never trusted for its type) */
  name: string;
}

const MiB = 1024 * 1024;
const megabytes = (bytes: number) => `${Math.round((bytes / MiB) * 10) / 10} MB`;

/** A file name as the library shows it: no folders, no control characters, at most 255 characters. */
function cleanName(name: string): string | null {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean ? clean.slice(0, 255) : null;
}

async function storedBytes(bytes: Uint8Array, mime: string): Promise<Uint8Array> {
  if (mime === 'image/svg+xml') {
    const svg = await sanitizedSvgFile(bytes);
    if (!svg) throw new DomainError('invalid', 'UNUSABLE_SVG', 'Nothing usable is left of the SVG after sanitizing.');
    return svg;
  }
  try {
    return await withoutMetadata(bytes, mime);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DomainError('invalid', 'UNREADABLE_IMAGE', `The picture cannot be read: ${reason}`);
  }
}

export async function uploadMedia(
  db: Kysely<Database>,
  storage: MediaStorage,
  input: UploadMediaInput,
  file: UploadedFile,
  cdnBaseUrl: string,
): Promise<MediaLibraryItem> {
  const { centerId, alt } = UploadMediaInput.parse(input);
  const center = await db.selectFrom('centers').select('id').where('id', '=', centerId).executeTakeFirst();
  if (!center) throw new DomainError('not_found', 'CENTER_NOT_FOUND', 'No such center.');
  if (file.bytes.byteLength === 0) throw new DomainError('invalid', 'EMPTY_FILE', 'The file is empty.');

  const detected = await detectUploadType(file.bytes);
  if (!detected.type) {
    const what = detected.detected ? `a file of type ${detected.detected}` : 'of no known type';
    throw new DomainError(
      'invalid',
      'UNSUPPORTED_MEDIA_TYPE',
      `The file is ${what}, whatever its name says; accepted are JPEG, PNG, GIF, WebP, AVIF, SVG, ICO and PDF.`,
    );
  }
  const { type } = detected;
  const cap = UPLOAD_MAX_BYTES[type.kind];
  if (file.bytes.byteLength > cap)
    throw new DomainError(
      'invalid',
      'FILE_TOO_LARGE',
      `A file of type ${type.mime} may have at most ${megabytes(cap)}.`,
    );

  const stored = await storeMediaFile(storage, centerId, await storedBytes(file.bytes, type.mime), type);

  // the same bytes again are the same file: its entry is kept, and a new alt text replaces the old one
  const existing = await db
    .selectFrom('mediaAssets')
    .select(MEDIA_COLUMNS)
    .where('centerId', '=', centerId)
    .where('storageKey', '=', stored.storageKey)
    .orderBy('createdAt')
    .executeTakeFirst();
  if (existing && !alt) return toMediaItem(existing, cdnBaseUrl);
  const row = existing
    ? await db
        .updateTable('mediaAssets')
        .set({ altText: alt })
        .where('id', '=', existing.id)
        .returning(MEDIA_COLUMNS)
        .executeTakeFirstOrThrow()
    : await db
        .insertInto('mediaAssets')
        .values({
          centerId,
          ...stored,
          originalName: cleanName(file.name),
          altText: alt || null,
        })
        .returning(MEDIA_COLUMNS)
        .executeTakeFirstOrThrow();
  return toMediaItem(row, cdnBaseUrl);
}
