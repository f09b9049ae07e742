// Field-table rows several content areas share: status, authorship, the visibility window, slugs.
import { AUTHORSHIP_OPTIONS, STATUS_OPTIONS } from './badges';
import type { FieldDef } from './fields';

export const SLUG_PATTERN = '[a-z0-9]+(-[a-z0-9]+)*';

export const statusField = {
  key: 'status',
  kind: 'select',
  label: 'cw.field.status',
  options: STATUS_OPTIONS,
  initial: 'Draft',
} as const satisfies FieldDef<'status'>;

export const authorshipField = {
  key: 'authorshipLabel',
  kind: 'select',
  label: 'cw.field.authorship',
  hint: 'cw.hint.authorship',
  options: AUTHORSHIP_OPTIONS,
  allowNone: true,
} as const satisfies FieldDef<'authorshipLabel'>;

export const windowFields = [
  { key: 'visibleFrom', kind: 'datetime', label: 'cw.field.visibleFrom' },
  { key: 'visibleUntil', kind: 'datetime', label: 'cw.field.visibleUntil', after: 'visibleFrom' },
] as const satisfies readonly FieldDef<'visibleFrom' | 'visibleUntil'>[];

export const slugField = {
  key: 'slug',
  kind: 'text',
  label: 'cw.field.slug',
  hint: 'cw.hint.slug',
  maxLength: 120,
  pattern: SLUG_PATTERN,
} as const satisfies FieldDef<'slug'>;

export const sortOrderField = {
  key: 'sortOrder',
  kind: 'number',
  label: 'cw.field.sortOrder',
  hint: 'cw.hint.sortOrder',
  min: -1_000_000,
  max: 1_000_000,
} as const satisfies FieldDef<'sortOrder'>;

export const shopField = {
  key: 'shopId',
  kind: 'select',
  label: 'cw.field.shop',
  source: 'shops',
  allowNone: true,
} as const satisfies FieldDef<'shopId'>;

export const imageField = { key: 'image', kind: 'media', label: 'cw.field.image' } as const satisfies FieldDef<'image'>;
export const tagsField = { key: 'tags', kind: 'tags', label: 'cw.field.tags' } as const satisfies FieldDef<'tags'>;
