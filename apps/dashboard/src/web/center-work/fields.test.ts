import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso, zoneOffsetMinutes } from './datetime';
import {
  buildPayload,
  type FieldDef,
  fieldChanged,
  formOf,
  parseTags,
  type Row,
  toFormValue,
  toPayloadValue,
  validateForm,
} from './fields';
import { parseOpeningHours } from './opening-hours';

describe('datetime-local values and ISO timestamps (Europe/Berlin)', () => {
  it('sends a local time with the offset of its date (summer +02:00, winter +01:00)', () => {
    expect(localInputToIso('2026-05-01T10:00')).toBe('2026-05-01T10:00:00+02:00');
    expect(localInputToIso('2026-01-15T08:30')).toBe('2026-01-15T08:30:00+01:00');
    expect(localInputToIso('2026-01-15T08:30:45')).toBe('2026-01-15T08:30:45+01:00');
  });

  it('reads a stored instant as the Berlin wall clock, whatever zone it was written in', () => {
    expect(isoToLocalInput('2026-05-01T08:00:00.000Z')).toBe('2026-05-01T10:00');
    expect(isoToLocalInput('2026-12-24T13:00:00Z')).toBe('2026-12-24T14:00');
    expect(isoToLocalInput('2026-05-01T10:00:00+02:00')).toBe('2026-05-01T10:00');
    expect(isoToLocalInput('2026-05-01')).toBe('2026-05-01T02:00');
  });

  it('round-trips, also across the changes of the clocks', () => {
    for (const local of [
      '2026-03-29T01:59',
      '2026-03-29T03:00',
      '2026-10-25T01:30',
      '2026-10-25T03:00',
      '2026-07-01T00:00',
    ]) {
      const iso = localInputToIso(local);
      expect(iso).not.toBeNull();
      expect(isoToLocalInput(iso)).toBe(local);
    }
  });

  it('moves a time in the skipped spring hour forward and keeps it a valid instant', () => {
    const iso = localInputToIso('2026-03-29T02:30');
    expect(iso).toBe('2026-03-29T03:30:00+02:00');
  });

  it('gives null for blank or malformed input and "" for no or broken stored values', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('2026-02-30T10:00')).toBeNull();
    expect(localInputToIso('morgen')).toBeNull();
    expect(isoToLocalInput(null)).toBe('');
    expect(isoToLocalInput('not a date')).toBe('');
  });

  it('knows the Berlin offsets', () => {
    expect(zoneOffsetMinutes(Date.parse('2026-01-01T12:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes(Date.parse('2026-07-01T12:00:00Z'))).toBe(120);
  });
});

const FIELDS: FieldDef[] = [
  { key: 'title', kind: 'text', label: 'cw.field.title', required: true },
  { key: 'excerpt', kind: 'textarea', label: 'news.field.excerpt' },
  { key: 'status', kind: 'select', label: 'cw.field.status', initial: 'Draft' },
  { key: 'authorshipLabel', kind: 'select', label: 'cw.field.authorship', allowNone: true },
  { key: 'isConstructionDiary', kind: 'checkbox', label: 'news.field.isConstructionDiary' },
  { key: 'visibleFrom', kind: 'datetime', label: 'cw.field.visibleFrom' },
  { key: 'visibleUntil', kind: 'datetime', label: 'cw.field.visibleUntil', after: 'visibleFrom' },
  { key: 'sortOrder', kind: 'number', label: 'cw.field.sortOrder' },
  { key: 'floorNumber', kind: 'number', label: 'shops.field.floorNumber', nullable: true },
  { key: 'tags', kind: 'tags', label: 'cw.field.tags' },
  { key: 'linkedShopIds', kind: 'multiselect', label: 'news.field.linkedShops', source: 'shops' },
  {
    key: 'pdfUrl',
    kind: 'media',
    label: 'news.field.pdfUrl',
    read: (row) => (row.metadata as { pdfUrl?: string })?.pdfUrl,
  },
  {
    key: 'openingHours',
    kind: 'openingHours',
    label: 'cw.field.openingHours',
    branch: (row) => row?.isShopLocation === true,
  },
];

const row: Row = {
  id: 'a',
  title: 'Bauarbeiten',
  excerpt: null,
  status: 'Active',
  authorshipLabel: 'ai',
  isConstructionDiary: true,
  visibleFrom: '2026-05-01T08:00:00.000Z',
  visibleUntil: null,
  sortOrder: 3,
  floorNumber: null,
  tags: ['bau', 'news'],
  linkedShopIds: ['s1'],
  metadata: { pdfUrl: '/uploads/zeitung.pdf' },
  openingHours: { regularHours: { monday: { hours: '10:00 - 20:00' } } },
  isShopLocation: true,
};

describe('the field table', () => {
  it('fills the form from a stored row and sends nothing when nothing changed', () => {
    const form = formOf(FIELDS, row);
    expect(form).toMatchObject({
      title: 'Bauarbeiten',
      excerpt: '',
      visibleFrom: '2026-05-01T10:00',
      visibleUntil: '',
      sortOrder: '3',
      floorNumber: '',
      tags: 'bau, news',
      linkedShopIds: ['s1'],
      pdfUrl: '/uploads/zeitung.pdf',
    });
    expect(buildPayload(FIELDS, form, formOf(FIELDS, row), 'update')).toEqual({});
  });

  it('sends only the changed fields of an update, datetimes as ISO with offset, blanks as null', () => {
    const initial = formOf(FIELDS, row);
    const current = {
      ...initial,
      visibleUntil: '2026-06-30T18:00',
      excerpt: '  Kurz  ',
      authorshipLabel: '',
      tags: 'bau, news, bau, ',
      pdfUrl: '',
    };
    expect(buildPayload(FIELDS, initial, current, 'update')).toEqual({
      visibleUntil: '2026-06-30T18:00:00+02:00',
      excerpt: 'Kurz',
      authorshipLabel: null,
      pdfUrl: null,
    });
  });

  it('sends the opening hours of an update only when their block changed', () => {
    const initial = formOf(FIELDS, row);
    expect('openingHours' in buildPayload(FIELDS, initial, { ...initial, title: 'Neu' }, 'update')).toBe(false);
    const hours = parseOpeningHours(row.openingHours, { branch: true });
    const changed = { ...hours, days: { ...hours.days, sunday: { ...hours.days.sunday, closed: true } } };
    expect(buildPayload(FIELDS, initial, { ...initial, openingHours: changed }, 'update')).toEqual({
      openingHours: {
        regularHours: { monday: { open: '10:00', close: '20:00' }, sunday: { open: 'closed', close: 'closed' } },
      },
    });
  });

  it('sends the filled fields of a create, checkboxes and defaults always, empty hours never', () => {
    const initial = formOf(FIELDS, null);
    expect(initial.status).toBe('Draft');
    const payload = buildPayload(
      FIELDS,
      initial,
      { ...initial, title: 'Neu', visibleFrom: '2026-01-10T09:00' },
      'create',
    );
    expect(payload).toEqual({
      title: 'Neu',
      status: 'Draft',
      isConstructionDiary: false,
      visibleFrom: '2026-01-10T09:00:00+01:00',
    });
  });

  it('converts numbers, tags and selects', () => {
    const number = FIELDS.find((f) => f.key === 'sortOrder') as FieldDef;
    const nullable = FIELDS.find((f) => f.key === 'floorNumber') as FieldDef;
    expect(toPayloadValue(number, ' 12 ')).toBe(12);
    expect(toPayloadValue(number, '')).toBeUndefined();
    expect(toPayloadValue(nullable, '')).toBeNull();
    expect(parseTags('a, b\nc,, a')).toEqual(['a', 'b', 'c']);
  });

  it('sends a picked plan floor as its number, none as null, and checks it when it is typed', () => {
    const floor: FieldDef = {
      key: 'floorNumber',
      kind: 'select',
      label: 'shops.field.floorOfPlan',
      source: 'floors',
      numeric: true,
      allowNone: true,
      min: -20,
      max: 200,
    };
    expect(toPayloadValue(floor, '-1')).toBe(-1);
    expect(toPayloadValue(floor, '')).toBeNull();
    expect(toFormValue(floor, { id: 'x', floorNumber: 0 })).toBe('0');
    expect(fieldChanged(floor, '0', '0')).toBe(false);
    expect(validateForm([floor], { floorNumber: '2.5' })).toEqual({ floorNumber: 'number' });
  });

  it('refuses what only the form sees: a window that ends before it starts, half-filled hours', () => {
    const form = formOf(FIELDS, null);
    const hours = parseOpeningHours(null);
    const problems = validateForm(FIELDS, {
      ...form,
      title: ' ',
      visibleFrom: '2026-05-02T10:00',
      visibleUntil: '2026-05-01T10:00',
      openingHours: { ...hours, days: { ...hours.days, monday: { ...hours.days.monday, open: '09:00' } } },
    });
    expect(problems).toEqual({ visibleUntil: 'beforeStart', openingHours: 'hoursIncomplete' });
    expect(validateForm(FIELDS, { ...form, title: 'x' })).toEqual({});
  });
});
