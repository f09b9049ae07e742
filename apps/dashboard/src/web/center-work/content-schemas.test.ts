// The content editors check with core's input schemas: each problem named at its field, every field at once, the
// limits of the inputs read from the same schemas (no copy in the field tables).
import { describe, expect, it } from 'vitest';
import { contentConfig } from './content-config';
import { contentResolver, describedBySchema, schemaProblems } from './content-schemas';
import { buildPayload, type FieldDef, formOf } from './fields';

const shopFields: FieldDef[] = [
  { key: 'name', kind: 'text', label: 'cw.field.name' },
  { key: 'slug', kind: 'text', label: 'cw.field.slug' },
  { key: 'floorNumber', kind: 'number', label: 'shops.field.floorNumber', nullable: true },
  { key: 'email', kind: 'email', label: 'cw.field.email' },
  { key: 'website', kind: 'url', label: 'cw.field.website' },
  { key: 'logo', kind: 'media', label: 'cw.field.logo' },
  { key: 'unitNumber', kind: 'text', label: 'shops.field.unitNumber' },
];

describe("the content editors' checks from core's schemas", () => {
  it('names every problem of a create at its field', () => {
    const fields = shopFields.map((field) => describedBySchema('shops', field));
    const values = {
      ...formOf(fields, null),
      name: ' ',
      slug: 'Mein Eintrag',
      floorNumber: '250',
      email: 'x@',
      website: 'javascript:alert(1)',
      logo: '//evil',
      unitNumber: 'x'.repeat(61),
    };
    const data = buildPayload(fields, formOf(fields, null), values, 'create');
    expect(schemaProblems('shops', 'create', fields, data)).toEqual({
      name: 'required',
      slug: 'pattern',
      floorNumber: 'max',
      email: 'email',
      website: 'url',
      logo: 'url',
      unitNumber: 'tooLong',
    });
    const right = { name: 'Bäckerei', slug: 'baeckerei', floorNumber: -1, email: 'a@b.de', website: '/shops' };
    expect(schemaProblems('shops', 'create', fields, right)).toEqual({});
    // an update names only what it changes: nothing is required of it
    expect(schemaProblems('shops', 'update', fields, { unitNumber: 'EG-1' })).toEqual({});
    expect(schemaProblems('shops', 'update', fields, { name: '' })).toEqual({ name: 'required' });
  });

  it("reads whether a create needs a field, its length and its range from the area's schema", () => {
    const config = contentConfig({
      area: 'news',
      title: 'news.title',
      nameField: 'title',
      fields: [
        { key: 'title', kind: 'text', label: 'cw.field.title' },
        { key: 'slug', kind: 'text', label: 'cw.field.slug' },
        { key: 'excerpt', kind: 'textarea', label: 'news.field.excerpt' },
      ],
      columns: [],
    });
    expect(config.fields.map(({ key, required, maxLength }) => ({ key, required, maxLength }))).toEqual([
      { key: 'title', required: true, maxLength: 300 },
      { key: 'slug', required: false, maxLength: 120 },
      { key: 'excerpt', required: false, maxLength: 2000 },
    ]);
    const sortOrder = describedBySchema('hotPicks', { key: 'sortOrder', kind: 'number', label: 'cw.field.sortOrder' });
    expect([sortOrder.min, sortOrder.max]).toEqual([-1_000_000, 1_000_000]);
    const floor = describedBySchema('shops', { key: 'floorNumber', kind: 'number', label: 'shops.field.floorNumber' });
    expect([floor.min, floor.max]).toEqual([-20, 200]);
    // a list of tags is typed as one text: the list's own cap is no length of that text
    expect(describedBySchema('shops', { key: 'tags', kind: 'tags', label: 'cw.field.tags' }).maxLength).toBeUndefined();
  });

  it('is the resolver of the react-hook-form editor: problems as field errors, or the data a save sends', async () => {
    const fields = shopFields.map((field) => describedBySchema('shops', field));
    const blank = formOf(fields, null);
    const resolve = contentResolver('shops', fields, blank, 'create');
    const refused = await resolve({ ...blank, name: '', floorNumber: '1.5' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(refused.values).toEqual({});
    expect(Object.fromEntries(Object.entries(refused.errors).map(([key, error]) => [key, error?.type]))).toEqual({
      name: 'required',
      slug: 'required',
      floorNumber: 'number',
    });
    const row = { id: 's1', name: 'Bäckerei', slug: 'baeckerei', unitNumber: null };
    const stored = formOf(fields, row);
    const update = contentResolver('shops', fields, stored, 'update');
    const saved = await update({ ...stored, unitNumber: ' EG-1 ' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(saved).toEqual({ values: { unitNumber: 'EG-1' }, errors: {} });
  });
});
