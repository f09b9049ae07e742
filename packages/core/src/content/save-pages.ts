import type { Kysely } from 'kysely';
import { z } from 'zod';
import { json } from '../db/json';
import type { Database } from '../db/schema';
import { serializeOpeningHours } from '../opening-hours';
import { freeFormContent } from './free-form';
import { findSecretLookingKey, PAGE_TITLE_MAX_LENGTH, PageTypeInput } from './page-rules';
import { OPENING_HOURS_PAGE } from './public-pages';
import { notFound, optionalText, parseInput, touched, writeForCenter } from './staff-write';

// Staff writes of the center website's page entries, one per pageType (spec 4.1 page-content). The content is
// a JSON object edited freely, so keys that look like secrets are refused: form recipients, passwords and API
// keys live in the center secrets. The opening-hours page stores its hours through the central serialization.

export { PageTypeInput };

export const PageContentInput = z.object({
  pageType: PageTypeInput,
  title: optionalText(PAGE_TITLE_MAX_LENGTH).optional(),
  content: freeFormContent((value, ctx) => {
    if (JSON.stringify(value).length > 200_000)
      ctx.addIssue({ code: 'custom', message: 'The page content is too long.' });
    const path = findSecretLookingKey(value);
    if (path) {
      ctx.addIssue({
        code: 'custom',
        message: `The key ${path} looks like a secret (recipient, password, secret, token, API key): secrets live in the center secrets, never in page content.`,
      });
    }
  }),
  isPublished: z.boolean().optional(),
});
export type PageContentUpsert = z.input<typeof PageContentInput>;

const PAGE_COLUMNS = [
  'id',
  'centerId',
  'pageType',
  'title',
  'content',
  'isPublished',
  'createdAt',
  'updatedAt',
] as const;

/** Every page entry of the center, published or not, by pageType. */
export function listPageContentForStaff(db: Kysely<Database>, centerId: string) {
  return db
    .selectFrom('pageContent')
    .select(PAGE_COLUMNS)
    .where('centerId', '=', centerId)
    .orderBy('pageType')
    .orderBy('id')
    .execute();
}
export type StaffPageEntry = Awaited<ReturnType<typeof listPageContentForStaff>>[number];

export async function getPageContentForStaff(
  db: Kysely<Database>,
  centerId: string,
  pageType: string,
): Promise<StaffPageEntry> {
  const row = await db
    .selectFrom('pageContent')
    .select(PAGE_COLUMNS)
    .where('centerId', '=', centerId)
    .where('pageType', '=', pageType)
    .executeTakeFirst();
  if (!row) throw notFound('Page entry');
  return row;
}

/** The stored content: on the opening-hours page, `openingHours` goes through the central serialization. */
function storedContent(pageType: string, content: Record<string, unknown>): Record<string, unknown> {
  if (pageType !== OPENING_HOURS_PAGE || !('openingHours' in content)) return content;
  return { ...content, openingHours: serializeOpeningHours(content.openingHours, 'center') };
}

/**
 * Creates or replaces the page entry of a pageType: the content is replaced as a whole; title and isPublished
 * change only when given (a new entry is published unless stated).
 */
export async function upsertPageContent(
  db: Kysely<Database>,
  centerId: string,
  input: PageContentUpsert,
): Promise<StaffPageEntry> {
  const data = parseInput(PageContentInput, input);
  const content = json(storedContent(data.pageType, data.content));
  const given = {
    ...(data.title !== undefined ? { title: data.title } : {}),
    ...(data.isPublished !== undefined ? { isPublished: data.isPublished } : {}),
  };
  return writeForCenter(db, centerId, async (trx) => {
    await trx
      .insertInto('pageContent')
      .values({ centerId, pageType: data.pageType, content, ...given })
      .onConflict((oc) => oc.columns(['centerId', 'pageType']).doUpdateSet({ content, ...given, ...touched() }))
      .execute();
    return getPageContentForStaff(trx, centerId, data.pageType);
  });
}

/** Deletes the page entry of a pageType (the opening-hours page then shows only the center's hours). */
export async function deletePageContent(
  db: Kysely<Database>,
  centerId: string,
  pageType: string,
): Promise<{ id: string }> {
  return writeForCenter(db, centerId, async (trx) => {
    const row = await trx
      .deleteFrom('pageContent')
      .where('centerId', '=', centerId)
      .where('pageType', '=', pageType)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw notFound('Page entry');
    return row;
  });
}
