// Field-table rows and columns the website structure and signage screens share: a slug made from the name when left
// empty, an icon by name, the fields of every theme, a place on the plan, and a column counting a row's members.
import { sortOrderField } from './common-fields';
import type { ContentColumn } from './content-config';
import type { FieldDef } from './fields';

/** The words of a list column saying whether the website shows a row. */
export const SHOWN = ['structure.shown', 'structure.hidden'] as const;

/** "Active" of a kind the website does not show (playlists, touchscreens). */
export const activeField = {
  key: 'isActive',
  kind: 'checkbox',
  label: 'structure.field.active',
  initial: true,
} as const satisfies FieldDef<'isActive'>;

export const derivedSlugField = {
  key: 'slug',
  kind: 'text',
  label: 'cw.field.slug',
  hint: 'structure.hint.slugFromName',
} as const satisfies FieldDef<'slug'>;

export const iconField = {
  key: 'icon',
  kind: 'text',
  label: 'structure.field.icon',
  hint: 'structure.hint.icon',
} as const satisfies FieldDef<'icon'>;

export const themeFields = [
  { key: 'name', kind: 'text', label: 'cw.field.name' },
  derivedSlugField,
  { key: 'description', kind: 'textarea', label: 'cw.field.description' },
  { key: 'image', kind: 'media', label: 'cw.field.image' },
  iconField,
  { key: 'isActive', kind: 'checkbox', label: 'cw.field.isActive', initial: true },
  sortOrderField,
] as const satisfies readonly FieldDef<'name' | 'slug' | 'description' | 'image' | 'icon' | 'isActive' | 'sortOrder'>[];

export const planPointFields = [
  { key: 'floorId', kind: 'select', label: 'plan.field.floor', source: 'floorIds', allowNone: true },
  { key: 'x', kind: 'number', label: 'plan.field.x', hint: 'plan.hint.position', nullable: true },
  { key: 'y', kind: 'number', label: 'plan.field.y', nullable: true },
] as const satisfies readonly FieldDef<'floorId' | 'x' | 'y'>[];

/** The number of ids or items a row holds under `key`. */
export const countColumn = (key: string): ContentColumn => ({
  header: 'structure.col.count',
  cell: (row) => String(Array.isArray(row[key]) ? row[key].length : 0),
});
