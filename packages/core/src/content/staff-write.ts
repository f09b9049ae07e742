import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { bumpContentVersion } from '../centers/content-version';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { MAX_FORM_RECIPIENTS } from '../website-forms/forms';
import { CLEAN_TEXT, findUnstorableInput } from './characters';
import { sanitizedAsAWhole, stripMarkupDeep } from './free-form';
import { isSafeHref } from './href';
import { sanitizeHtml, stripMarkup } from './html';

// Building blocks of the staff write paths (shops, content, center settings): the zod pieces every input
// schema is made of, and the one transaction shape every visitor-visible write uses.

// ---------------------------------------------------------------- zod pieces

const HREF_MESSAGE = 'Use a relative path or an http(s) URL.';

/** A link target (relative path or http(s) URL); '' is allowed (a cleared field). */
export const SafeHref = z.string().trim().max(2048).refine(isSafeHref, HREF_MESSAGE);
/** A media value as stored (spec 2.1): a relative path or an absolute http(s) URL. */
export const MediaValue = z.string().trim().max(2048).refine(isSafeHref, HREF_MESSAGE);

/** Trimmed text that PostgreSQL can store (no NUL, no unpaired surrogate); markup kept: the base of rich text. */
const storableText = () =>
  z
    .string()
    .trim()
    .refine(...CLEAN_TEXT);

/**
 * Plain text (names, titles, labels, descriptions without markup): trimmed, storable, markup stripped
 * (`stripMarkup`), so no tag reaches a page that renders it.
 */
export const plainText = () => storableText().overwrite(stripMarkup);

/** Text of at most `max` characters; '' becomes null. */
export const optionalText = (max: number) =>
  plainText()
    .max(max)
    .nullable()
    .transform((v) => (v === '' ? null : v));

/** A link or media value, or null ('' becomes null). */
export const optionalHref = SafeHref.nullable().transform((v) => (v === '' ? null : v));

/** An e-mail address or null ('' becomes null). */
export const optionalEmail = z
  .union([z.literal(''), z.email().max(320)])
  .nullable()
  .transform((v) => (v === '' ? null : v));

/**
 * Rich text a visitor page renders: capped in length as given, then sanitized to the allowlist of `sanitizeHtml`
 * (no scripts, styles, event handlers or foreign URL schemes); '' and markup with nothing visible become null.
 */
export const htmlText = (max = 100_000) =>
  storableText()
    .max(max)
    .nullable()
    .transform((v) => sanitizeHtml(v));

export const SlugInput = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens.');

export const ContentStatusInput = z.enum(['Draft', 'Active', 'Inactive', 'Archived']);
export const AuthorshipLabelInput = z.enum(['human', 'ai', 'ai_reviewed']).nullable();

/** A point in time as an ISO string (`2026-05-01T10:00:00Z`, with offset, or a plain date); null clears it. */
export const IsoTimestamp = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).nullable();

/** Up to 20 e-mail recipients a center sets (reports, forms): trimmed, lower-cased, each once. */
export const RecipientList = z
  .array(z.string().trim().toLowerCase().pipe(z.email().max(320)))
  .max(MAX_FORM_RECIPIENTS)
  .transform((emails) => [...new Set(emails)]);
export const TagsInput = z.array(plainText().min(1).max(60)).max(50);
export const SortOrderInput = z.number().int().min(-1_000_000).max(1_000_000);

/** Opening hours in any accepted form of spec 2.6 (stored through the central serialization), size-capped. */
export const OpeningHoursInput = sanitizedAsAWhole(
  'free-form',
  z
    .union([z.null(), z.string().max(5000), z.record(z.string().max(64), z.unknown())])
    .refine((value) => JSON.stringify(value).length <= 20_000, 'The opening hours are too long.')
    .transform((value) => stripMarkupDeep(value) as typeof value),
);

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
 * such center), the work runs, and the center's content version is bumped exactly once.
 */
export async function writeForCenter<T>(
  db: Kysely<Database>,
  centerId: string,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const center = await trx
      .selectFrom('centers')
      .select('id')
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
  | 'hotPicks';

/** Tables whose rows belong to one center (an id of another center is NOT_FOUND for them). */
export type CenterOwnedTable = 'shops' | 'categories' | 'officeThemes' | ContentTable | 'pageContent';

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

/** Keys that look like secrets: they live apart (center secrets), never in freely edited content. */
export const SECRET_LOOKING_KEY = /recipient|password|secret|token|api_?key/i;

/** The path of the first key at any depth that looks like a secret, else undefined. */
export function findSecretLookingKey(value: unknown, path = '$'): string | undefined {
  if (Array.isArray(value)) {
    for (const [i, inner] of value.entries()) {
      const found = findSecretLookingKey(inner, `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (SECRET_LOOKING_KEY.test(key)) return `${path}.${key}`;
    const found = findSecretLookingKey(inner, `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}
