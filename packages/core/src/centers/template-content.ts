import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { mapJsonStrings } from '../content/free-form';
import { sanitizeHtml, stripMarkup } from '../content/html';
import { parseInput, STORED, touched, writeForCenter } from '../content/staff-write';
import { json } from '../db/json';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { templateContentInputs } from './template-fields';
import { buildTemplatePublicContent, templateRootKey } from './template-public-content';

// The template content tabs of the center website (spec 2.3), stored under
// `themeOverrides.templateContent[rootKey]` with rootKey = templateRootKey(websiteTemplate). Only the tabs
// below are written; every other key of the theme overrides (fonts, internal notes, other templates, form
// settings inside the template's content) stays untouched. Visitors read the tabs through the 2.3 whitelist.
//
// Merge rules of an update: a tab that is absent stays as stored; a tab set to null is removed. Object tabs
// (hero, heroSlider, ctaBox, customContent, pageVisibility) take the fields given (null removes a field) and
// keep the others; arrays (homepageSections, hero.slides, heroSlider.slides) and single slides are replaced.

export const { HeroSlideInput, TemplateContentInput } = templateContentInputs(STORED);
export type TemplateContentUpdate = z.input<typeof TemplateContentInput>;

const OBJECT_TABS = new Set(['hero', 'heroSlider', 'ctaBox', 'customContent', 'pageVisibility']);

function asObject(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** `stored` with the entries of `patch` set (null removes); built from entries so odd keys stay plain data. */
function setEntries(stored: unknown, patch: Record<string, unknown>): Record<string, unknown> {
  const entries = new Map(Object.entries(asObject(stored)));
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null) entries.delete(key);
    else entries.set(key, value);
  }
  return Object.fromEntries(entries);
}

/** The template's stored content with the tabs of the update applied (see the merge rules above). */
export function mergeTemplateContent(
  stored: unknown,
  update: z.output<typeof TemplateContentInput>,
): Record<string, unknown> {
  const tabs: Record<string, unknown> = {};
  for (const [tab, value] of Object.entries(update)) {
    if (value === undefined) continue;
    const current = asObject(stored)[tab];
    tabs[tab] = value !== null && OBJECT_TABS.has(tab) ? setEntries(current, value as Record<string, unknown>) : value;
  }
  return setEntries(stored, tabs);
}

/** Which strings of a template's content are rich text: `ctaBox.text` and `homepageSections[].text`. */
const isRichTextPath = (path: readonly string[]) =>
  path.at(-1) === 'text' && (path.at(-2) === 'ctaBox' || path.at(-2) === 'homepageSections');

/**
 * Stored template content made safe (for data written before the input sanitized it; one template's or all of
 * `templateContent`): rich-text fields sanitized, markup stripped from every other string.
 */
export const sanitizeStoredTemplateContent = (value: unknown): unknown =>
  mapJsonStrings(value, (text, path) => (isRichTextPath(path) ? sanitizeHtml(text) : stripMarkup(text)));

async function loadTemplate(db: Kysely<Database>, centerId: string) {
  const row = await db
    .selectFrom('centers')
    .leftJoin('centerThemeOverrides', 'centerThemeOverrides.centerId', 'centers.id')
    .select(['centers.websiteTemplate', 'centerThemeOverrides.themeOverrides'])
    .where('centers.id', '=', centerId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'CENTER_NOT_FOUND', 'No such center.');
  return row;
}

/** The editable tabs of the center's current template (no form settings or other internal keys). */
export async function getTemplateContent(db: Kysely<Database>, centerId: string) {
  const { websiteTemplate, themeOverrides } = await loadTemplate(db, centerId);
  return buildTemplatePublicContent(websiteTemplate, themeOverrides);
}
export type TemplateContent = Awaited<ReturnType<typeof getTemplateContent>>;

/** Writes the tabs given into `themeOverrides.templateContent[rootKey]`; bumps the content version once. */
export async function updateTemplateContent(
  db: Kysely<Database>,
  centerId: string,
  content: TemplateContentUpdate,
): Promise<TemplateContent> {
  const update = parseInput(TemplateContentInput, content);
  await writeForCenter(db, centerId, async (trx) => {
    const { websiteTemplate } = await loadTemplate(trx, centerId);
    const stored = await trx
      .selectFrom('centerThemeOverrides')
      .select('themeOverrides')
      .where('centerId', '=', centerId)
      .forUpdate()
      .executeTakeFirst();
    const overrides = asObject(stored?.themeOverrides);
    const templateContent = asObject(overrides.templateContent);
    const rootKey = templateRootKey(websiteTemplate);
    const next = setEntries(overrides, {
      templateContent: setEntries(templateContent, {
        [rootKey]: mergeTemplateContent(templateContent[rootKey], update),
      }),
    });
    await trx
      .insertInto('centerThemeOverrides')
      .values({ centerId, themeOverrides: json(next) })
      .onConflict((oc) => oc.column('centerId').doUpdateSet({ themeOverrides: json(next), ...touched() }))
      .execute();
  });
  return getTemplateContent(db, centerId);
}
