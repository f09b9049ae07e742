import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { bumpContentVersion } from '../centers/content-version';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { restoreSettings } from '../history/write-actor';
import { findUnstorableInput } from './characters';
import { fieldPieces } from './field-pieces';
import { sanitizedAsAWhole, stripMarkupDeep } from './free-form';
import { sanitizeHtml, stripMarkup } from './html';

// Building blocks of the staff write paths (shops, content, center settings): the zod pieces every input
// schema is made of, and the one transaction shape every visitor-visible write uses.

// ---------------------------------------------------------------- zod pieces

export {
  AuthorshipLabelInput,
  ContentStatusInput,
  IsoTimestamp,
  MediaValue,
  optionalEmail,
  optionalHref,
  optionalSlug,
  SafeHref,
  SlugInput,
  SortOrderInput,
} from './field-pieces';

/** The text pieces as the server parses: plain text without markup, rich text sanitized, hours stripped. */
export const STORED = fieldPieces({
  strip: stripMarkup,
  sanitize: sanitizeHtml,
  openingHours: (schema) =>
    sanitizedAsAWhole(
      'free-form',
      schema.transform((value) => stripMarkupDeep(value) as typeof value),
    ),
});
export const { plainText, optionalText, htmlText, TagsInput, OpeningHoursInput } = STORED;

// ---------------------------------------------------------------- errors

/** Parses a core input with its schema; a failure is an `invalid` DomainError naming the fields. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const unstorable = findUnstorableInput(input);
  if (unstorable) throw new DomainError('invalid', 'INVALID_INPUT', unstorable);
  const result = schema.safeParse(input);
  if (!result.success) throw new DomainError('invalid', 'INVALID_INPUT', z.prettifyError(result.error));
  return result.data;
}

export function notFound(what: string): DomainError {
  return new DomainError('not_found', 'NOT_FOUND', `${what} was not found in this center.`);
}

/** True for a unique-constraint violation of PostgreSQL (both drivers expose the SQLSTATE as `code`). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

const asDate = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(value);

/** Refuses a window whose end lies before its start (compares the values after the change). */
export function checkWindow(
  from: Date | string | null | undefined,
  until: Date | string | null | undefined,
  label: string,
): void {
  const start = asDate(from);
  const end = asDate(until);
  if (start && end && end.getTime() < start.getTime()) {
    throw new DomainError('invalid', 'INVALID_WINDOW', `${label}: the end must not lie before the start.`);
  }
}

/** An ISO string of the input as the Date the column takes; undefined (absent) and null pass through. */
export function toTimestamp(value: string | null | undefined): Date | null | undefined {
  return value === undefined || value === null ? value : new Date(value);
}

// ---------------------------------------------------------------- transactions and references

/** `updatedAt` of a changed row. */
export const touched = () => ({ updatedAt: sql<Date>`now()` });

/**
 * Runs one visitor-visible write: in one transaction, the center row is locked (NOT_FOUND when there is no
 * such center), the work runs, and the center's content version is bumped exactly once. `restoredFrom`: the
 * revision a restore brings back, named to the history with the lock.
 */
export async function writeForCenter<T>(
  db: Kysely<Database>,
  centerId: string,
  work: (trx: Kysely<Database>) => Promise<T>,
  restoredFrom?: string,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const center = await trx
      .selectFrom('centers')
      .select('id')
      .$if(restoredFrom !== undefined, (query) => query.select(restoreSettings(restoredFrom ?? '').as('restored')))
      .where('id', '=', centerId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!center) throw new DomainError('not_found', 'CENTER_NOT_FOUND', 'No such center.');
    const result = await work(trx);
    await bumpContentVersion(trx, centerId);
    return result;
  });
}

/** The tables of the content rows the resource writer serves (resource-writer.ts). */
export type ContentTable =
  | 'news'
  | 'events'
  | 'offers'
  | 'jobs'
  | 'services'
  | 'offices'
  | 'homepageTiles'
  | 'hotPicks'
  | 'categories'
  | 'categoryThemes'
  | 'officeThemes'
  | 'gastronomyThemes'
  | 'websiteContacts'
  | 'entrances'
  | 'touchscreens'
  | 'doohPlaylists';

/** Tables whose rows belong to one center (an id of another center is NOT_FOUND for them). */
export type CenterOwnedTable = 'shops' | 'mapFloors' | ContentTable | 'pageContent';

/** Refuses ids that are not rows of `table` in this center (INVALID: the reference is part of the input). */
export async function assertOwnedByCenter(
  db: Kysely<Database>,
  table: CenterOwnedTable,
  centerId: string,
  ids: readonly (string | null | undefined)[],
  label: string,
): Promise<void> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return;
  // every table named has `id` and `centerId`; the cast only narrows the union for Kysely
  const found = await db
    .selectFrom(table as 'shops')
    .select('id')
    .where('centerId', '=', centerId)
    .where('id', 'in', wanted)
    .execute();
  if (found.length !== wanted.length) {
    const known = new Set(found.map((row) => row.id));
    const missing = wanted.filter((id) => !known.has(id));
    throw new DomainError('invalid', 'UNKNOWN_REFERENCE', `${label} not found in this center: ${missing.join(', ')}.`);
  }
}

export { findSecretLookingKey, SECRET_LOOKING_KEY } from './page-rules';
