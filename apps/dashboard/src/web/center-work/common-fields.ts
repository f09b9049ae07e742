// Field-table rows and list columns several content areas share: status, authorship, the visibility window,
// slugs, the heads and tails of the editorial and website item forms.
import { AUTHORSHIP_OPTIONS, STATUS_OPTIONS } from './badges';
import type { Column } from './content-config';
import type { FieldDef } from './fields';

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
} as const satisfies FieldDef<'slug'>;

export const sortOrderField = {
  key: 'sortOrder',
  kind: 'number',
  label: 'cw.field.sortOrder',
  hint: 'cw.hint.sortOrder',
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

/** The head of an editorial item's form (news, events, offers, jobs): title, slug, status, authorship. */
export const editorialHeadFields = [
  { key: 'title', kind: 'text', label: 'cw.field.title' },
  slugField,
  statusField,
  authorshipField,
] as const satisfies readonly FieldDef<'title' | 'slug' | 'status' | 'authorshipLabel'>[];

/** The tail of an event's, offer's or job's form: image, tags and the visibility window. */
export const editorialTailFields = [imageField, tagsField, ...windowFields] as const;

/** The tail of a homepage tile's or hot pick's form: active, sort order and the visibility window. */
export const websiteItemTailFields = [
  { key: 'isActive', kind: 'checkbox', label: 'cw.field.isActive', initial: true },
  sortOrderField,
  ...windowFields,
] as const satisfies readonly FieldDef<'isActive' | 'sortOrder' | 'visibleFrom' | 'visibleUntil'>[];

/** The list columns of homepage tiles and hot picks. */
export const websiteItemColumns = [
  'active',
  'window',
  { header: 'cw.col.sortOrder', cell: (row) => (typeof row.sortOrder === 'number' ? row.sortOrder : '—') },
] as const satisfies readonly Column[];
