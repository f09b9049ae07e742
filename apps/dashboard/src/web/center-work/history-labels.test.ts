import { describe, expect, it } from 'vitest';
import type { FieldDef } from './fields';
import { historyLabels } from './history-labels';

const t = ((key: string) => `«${key}»`) as never;
const fields = [
  { key: 'name', kind: 'text', label: 'cw.field.name' },
  {
    key: 'status',
    kind: 'select',
    label: 'cw.field.status',
    options: [{ value: 'Active', label: 'cw.status.Active' }],
  },
  { key: 'categoryId', kind: 'select', label: 'shops.field.category', source: 'categories' },
  { key: 'categoryIds', kind: 'multiselect', label: 'categoryThemes.field.categories', source: 'categories' },
  { key: 'items', kind: 'structured', label: 'playlists.field.items' },
] as unknown as FieldDef[];

describe('the words of the history for a center-work record', () => {
  const labels = historyLabels(fields, { categories: { choices: [{ value: 'c-1', label: 'Mode' }] } }, t);

  it('names fields by their labels and leaves unknown ones to the caller', () => {
    expect(labels.fieldLabel('name')).toBe('«cw.field.name»');
    expect(labels.fieldLabel('gallery')).toBeUndefined();
  });

  it('says an option by its label and a chosen record by its name; anything else stays as it is', () => {
    expect(labels.valueLabel('status', 'Active')).toBe('«cw.status.Active»');
    expect(labels.valueLabel('categoryId', 'c-1')).toBe('Mode');
    expect(labels.valueLabel('categoryId', 'c-gone')).toBeUndefined();
    expect(labels.valueLabel('name', 'Lindner')).toBeUndefined();
    expect(labels.valueLabel('status', null)).toBeUndefined();
  });
});
