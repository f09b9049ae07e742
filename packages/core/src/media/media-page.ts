import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { PageNumber, PageSize, readPage, SearchTerm } from '../content/staff-page';
import type { Database } from '../db/schema';
import { containsPattern, GERMAN_ORDER } from '../db/text-order';
import { DomainError } from '../errors';
import { MEDIA_COLUMNS, MEDIA_KINDS, ofKind, toMediaItem } from './media-library';

// The media library screen's list (issue 24: every list a page at a time on the server): the files of a center,
// newest first or by name or size, of one kind, searched in the file name and the stored path.

export const MEDIA_SORT_KEYS = ['added', 'name', 'size'] as const;

export const MediaPageQuery = z.strictObject({
  centerId: z.uuid('expected a uuid'),
  page: PageNumber,
  pageSize: PageSize,
  sort: z
    .strictObject({ key: z.enum(MEDIA_SORT_KEYS), dir: z.enum(['asc', 'desc']) })
    .default({ key: 'added', dir: 'desc' }),
  /** `kinds`: any of several (a picture field takes images and SVGs) */
  filters: z
    .strictObject({ kind: z.enum(MEDIA_KINDS).optional(), kinds: z.array(z.enum(MEDIA_KINDS)).max(4).optional() })
    .default({}),
  q: SearchTerm,
});
export type MediaPageQuery = z.input<typeof MediaPageQuery>;

/** A file's name as the list shows it: the name it was uploaded or imported under, else its stored path. */
const shownName = sql<string>`coalesce(${sql.ref('originalName')}, ${sql.ref('storageKey')})`;

export async function listMediaPage(db: Kysely<Database>, input: MediaPageQuery, cdnBaseUrl: string) {
  const { centerId, page, pageSize, sort, filters, q } = MediaPageQuery.parse(input);
  const center = await db.selectFrom('centers').select('id').where('id', '=', centerId).executeTakeFirst();
  if (!center) throw new DomainError('not_found', 'CENTER_NOT_FOUND', 'No such center.');
  let query = ofKind(
    db.selectFrom('mediaAssets').select(MEDIA_COLUMNS).where('centerId', '=', centerId),
    filters.kind ?? filters.kinds,
  );
  if (q) {
    const pattern = containsPattern(q);
    query = query.where((eb) => eb.or([eb('originalName', 'ilike', pattern), eb('storageKey', 'ilike', pattern)]));
  }
  const column = { added: 'createdAt', size: 'byteSize', name: shownName } as const;
  const ordered = query
    .orderBy(column[sort.key], (ob) => {
      const by = sort.key === 'name' ? ob.collate(GERMAN_ORDER) : ob;
      return sort.dir === 'asc' ? by.asc() : by.desc();
    })
    // ties by id: pages never overlap
    .orderBy('id');
  const { rows, total } = await readPage(query, ordered, page, pageSize);
  return { rows: rows.map((row) => toMediaItem(row, cdnBaseUrl)), total, page, pageSize };
}
