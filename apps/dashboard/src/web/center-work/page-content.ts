// Page entries (one per pageType) edited without JSON: the known fields of a page type as their own inputs
// (`anfahrt`: heading, description, parking spaces; `oeffnungszeiten`: the hours editor and a note), every
// other text, number or on/off value as a key/value row, and structured values kept as they are. The content
// is replaced as a whole, so what the editor does not show goes back unchanged; the hours go back as stored
// unless their block changed (spec 2.6 rule 5).
import {
  CONTENT_KEY_MAX_LENGTH,
  findSecretLookingKey,
  PAGE_TITLE_MAX_LENGTH,
  PageTypeInput,
  SECRET_LOOKING_KEY,
} from '@center-platform/core/shared';
import type { FieldError, FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import type { MessageKey } from '../i18n';
import { stableJson } from './fields';
import type { HoursState } from './opening-hours';
import { incompleteDays, openingHoursChanged, parseOpeningHours, serializeOpeningHours } from './opening-hours';

export const OPENING_HOURS_PAGE = 'oeffnungszeiten';
export const KNOWN_PAGE_TYPES = ['anfahrt', 'oeffnungszeiten', 'kontakt', 'impressum', 'datenschutz', 'vermietung'];

export interface KnownField {
  key: string;
  kind: 'text' | 'textarea' | 'number';
  label: MessageKey;
}

export const KNOWN_FIELDS: Record<string, readonly KnownField[]> = {
  anfahrt: [
    { key: 'heading', kind: 'text', label: 'pages.anfahrt.heading' },
    { key: 'description', kind: 'textarea', label: 'pages.anfahrt.description' },
    { key: 'parkingSpaces', kind: 'number', label: 'pages.anfahrt.parkingSpaces' },
  ],
  [OPENING_HOURS_PAGE]: [{ key: 'note', kind: 'textarea', label: 'pages.hours.note' }],
};

export type EntryKind = 'text' | 'number' | 'boolean' | 'kept';
export interface ContentEntry {
  key: string;
  kind: EntryKind;
  /** text and number values as typed */
  text: string;
  flag: boolean;
  /** the stored value of a kept (structured) entry */
  original?: unknown;
}

export interface PageForm {
  pageType: string;
  title: string;
  isPublished: boolean;
  known: Record<string, string>;
  hours: HoursState | null;
  entries: ContentEntry[];
}

function entryOf(key: string, value: unknown): ContentEntry {
  if (typeof value === 'string') return { key, kind: 'text', text: value, flag: false };
  if (typeof value === 'number') return { key, kind: 'number', text: String(value), flag: false };
  if (typeof value === 'boolean') return { key, kind: 'boolean', text: '', flag: value };
  return { key, kind: 'kept', text: '', flag: false, original: value };
}

export function pageForm(
  pageType: string,
  entry: { title: string | null; isPublished: boolean; content: Record<string, unknown> } | null,
): PageForm {
  const content = entry?.content ?? {};
  const known = KNOWN_FIELDS[pageType] ?? [];
  const knownKeys = new Set(known.map((field) => field.key));
  const isHoursPage = pageType === OPENING_HOURS_PAGE;
  if (isHoursPage) knownKeys.add('openingHours');
  return {
    pageType,
    title: entry?.title ?? '',
    isPublished: entry?.isPublished ?? true,
    known: Object.fromEntries(
      known.map((field) => {
        const value = content[field.key];
        return [field.key, typeof value === 'string' || typeof value === 'number' ? String(value) : ''];
      }),
    ),
    hours: isHoursPage ? parseOpeningHours(content.openingHours) : null,
    entries: Object.entries(content)
      .filter(([key]) => !knownKeys.has(key))
      .map(([key, value]) => entryOf(key, value)),
  };
}

/** A new key's problem, or undefined when it can be added. */
export function newKeyProblem(form: PageForm, key: string): 'blank' | 'exists' | 'secret' | undefined {
  const trimmed = key.trim();
  if (trimmed === '' || trimmed.length > CONTENT_KEY_MAX_LENGTH) return 'blank';
  if (SECRET_LOOKING_KEY.test(trimmed)) return 'secret';
  const taken = new Set([
    ...Object.keys(form.known),
    ...form.entries.map((entry) => entry.key),
    ...(form.hours ? ['openingHours'] : []),
  ]);
  return taken.has(trimmed) ? 'exists' : undefined;
}

/** The content the upsert sends (whole), built from the form and the stored content. */
export function pageContentOf(
  initial: PageForm,
  form: PageForm,
  stored: Record<string, unknown>,
): Record<string, unknown> {
  const content: [string, unknown][] = [];
  for (const field of KNOWN_FIELDS[form.pageType] ?? []) {
    const value = (form.known[field.key] ?? '').trim();
    if (value === '') continue;
    const number = Number(value);
    content.push([field.key, field.kind === 'number' && Number.isFinite(number) ? number : value]);
  }
  if (form.hours && initial.hours) {
    if (openingHoursChanged(initial.hours, form.hours)) {
      const hours = serializeOpeningHours(form.hours);
      if (hours !== null) content.push(['openingHours', hours]);
    } else if (stored.openingHours !== undefined) {
      content.push(['openingHours', stored.openingHours]);
    }
  }
  for (const entry of form.entries) {
    const key = entry.key.trim();
    if (key === '') continue;
    if (entry.kind === 'kept') content.push([key, entry.original]);
    else if (entry.kind === 'boolean') content.push([key, entry.flag]);
    else if (entry.kind === 'number') {
      const number = Number(entry.text.trim());
      content.push([key, entry.text.trim() !== '' && Number.isFinite(number) ? number : entry.text]);
    } else content.push([key, entry.text]);
  }
  return Object.fromEntries(content);
}

/** A page type to open: core's rule of a page type, and none that the center has already. */
export function newPageTypeProblem(pageType: string, taken: readonly string[]): 'invalid' | 'exists' | undefined {
  const parsed = PageTypeInput.safeParse(pageType);
  if (!parsed.success) return 'invalid';
  return taken.includes(parsed.data) ? 'exists' : undefined;
}

export type PageUpsert = {
  pageType: string;
  title: string | null;
  isPublished: boolean;
  content: Record<string, unknown>;
};

/** The upsert input, or null when nothing changed. */
export function pageUpsert(
  initial: PageForm,
  form: PageForm,
  stored: Record<string, unknown> | null,
): PageUpsert | null {
  const content = pageContentOf(initial, form, stored ?? {});
  const title = form.title.trim();
  const withoutHours = (page: PageForm) => stableJson({ ...page, hours: null });
  const unchanged =
    stored !== null &&
    withoutHours(form) === withoutHours(initial) &&
    !(form.hours && initial.hours && openingHoursChanged(initial.hours, form.hours));
  return unchanged
    ? null
    : { pageType: form.pageType, title: title === '' ? null : title, isPublished: form.isPublished, content };
}

/**
 * The react-hook-form resolver of the page editor: what core refuses of a page, named before it is sent (a title
 * over its length, half-filled hours, a key that looks like a secret anywhere in the content), else the upsert a
 * save sends (null when nothing changed). An error's message is the limit it names.
 */
export function pageResolver(
  initial: PageForm,
  stored: Record<string, unknown> | null,
): Resolver<PageForm, unknown, { upsert: PageUpsert | null }> {
  return (form): ResolverResult<PageForm, { upsert: PageUpsert | null }> => {
    const errors: Record<string, FieldError> = {};
    if (form.title.trim().length > PAGE_TITLE_MAX_LENGTH)
      errors.title = { type: 'tooLong', message: String(PAGE_TITLE_MAX_LENGTH) };
    if (form.hours && incompleteDays(form.hours).length > 0) errors.hours = { type: 'hoursIncomplete', message: '' };
    const upsert = pageUpsert(initial, form, stored);
    if (upsert && findSecretLookingKey(upsert.content)) errors.root = { type: 'secret', message: '' };
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<PageForm> };
    return { values: { upsert }, errors: {} };
  };
}
