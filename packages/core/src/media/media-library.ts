import type { ExpressionBuilder, Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { absoluteMediaUrl } from './media-url';

// Spec 4.6 `GET /api/media`: the media library of a center, from media_assets. The url is resolved under
// `{cdn_base_url}` (spec 4.9); pagination is the public lists' shape (`total`, `pagination`). Assets without a
// center (platform-wide files) belong to no center's library and are not listed.

export const MEDIA_KINDS = ['image', 'svg', 'pdf', 'other'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const MAX_MEDIA_PAGE = 100;
export const DEFAULT_MEDIA_PAGE = 50;

const wholeNumberText = z.string().regex(/^\d+$/, 'expected a whole number').transform(Number);
const PAGE_LIMIT = z.number().int().min(1).max(MAX_MEDIA_PAGE);
const PAGE_OFFSET = z.number().int().min(0).max(1_000_000);

/** The query of the media list as it arrives (strings); limit 1..100, offset from 0. */
export const MediaLibraryQuery = z.object({
  centerId: z.uuid('expected a uuid'),
  kind: z.enum(MEDIA_KINDS).optional(),
  limit: wholeNumberText.pipe(PAGE_LIMIT).optional(),
  offset: wholeNumberText.pipe(PAGE_OFFSET).optional(),
});

/** The same query with numbers (tRPC `media.library`). */
export const MediaLibraryInput = z.object({
  centerId: z.uuid('expected a uuid'),
  kind: z.enum(MEDIA_KINDS).optional(),
  limit: PAGE_LIMIT.optional(),
  offset: PAGE_OFFSET.optional(),
});

export function mediaKindOf(mimeType: string): MediaKind {
  if (mimeType === 'image/svg+xml') return 'svg';
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType === 'application/pdf') return 'pdf';
  return 'other';
}

export interface MediaLibraryItem {
  id: string;
  kind: MediaKind;
  url: string;
  storageKey: string;
  mimeType: string;
  byteSize: number;
  originalName: string | null;
  altText: string | null;
  createdAt: string;
}

export async function listMediaLibrary(
  db: Kysely<Database>,
  query: { centerId: string; kind?: MediaKind; limit?: number; offset?: number },
  cdnBaseUrl: string,
) {
  const limit = query.limit ?? DEFAULT_MEDIA_PAGE;
  const offset = query.offset ?? 0;
  const center = await db.selectFrom('centers').select('id').where('id', '=', query.centerId).executeTakeFirst();
  if (!center) throw new DomainError('not_found', 'CENTER_NOT_FOUND', 'No such center.');

  const base = ofKind(db.selectFrom('mediaAssets').where('centerId', '=', query.centerId), query.kind);
  const [rows, count] = await Promise.all([
    base.select(MEDIA_COLUMNS).orderBy('createdAt', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  const data = rows.map((row) => toMediaItem(row, cdnBaseUrl));
  const hasMore = offset + data.length < total;
  return { data, total, pagination: { limit, offset, hasMore, nextOffset: hasMore ? offset + limit : null } };
}

export const MEDIA_COLUMNS = [
  'id',
  'storageKey',
  'mimeType',
  'byteSize',
  'originalName',
  'altText',
  'createdAt',
] as const;

/** The condition "the file is of this kind", told apart by its MIME type as mediaKindOf does. */
function isOfKind(eb: ExpressionBuilder<Database, 'mediaAssets'>, kind: MediaKind) {
  if (kind === 'svg') return eb('mimeType', '=', 'image/svg+xml');
  if (kind === 'image') return eb.and([eb('mimeType', 'like', 'image/%'), eb('mimeType', '<>', 'image/svg+xml')]);
  if (kind === 'pdf') return eb('mimeType', '=', 'application/pdf');
  return eb.and([eb('mimeType', 'not like', 'image/%'), eb('mimeType', '<>', 'application/pdf')]);
}

/** The files of one of the kinds (all without any). */
export function ofKind<O>(
  query: SelectQueryBuilder<Database, 'mediaAssets', O>,
  kind: MediaKind | readonly MediaKind[] | undefined,
) {
  const kinds = kind === undefined ? [] : typeof kind === 'string' ? [kind] : kind;
  if (kinds.length === 0) return query;
  return query.where((eb) => eb.or(kinds.map((one) => isOfKind(eb, one))));
}

type MediaRow = Pick<Selectable<Database['mediaAssets']>, (typeof MEDIA_COLUMNS)[number]>;

export function toMediaItem(row: MediaRow, cdnBaseUrl: string): MediaLibraryItem {
  return {
    id: row.id,
    kind: mediaKindOf(row.mimeType),
    url: absoluteMediaUrl(row.storageKey, cdnBaseUrl) ?? '',
    storageKey: row.storageKey,
    mimeType: row.mimeType,
    byteSize: Number(row.byteSize),
    originalName: row.originalName,
    altText: row.altText,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
