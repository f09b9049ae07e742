// A page of a content list for the dashboard: the list's own order unless a sort is asked for, names in German
// order, a status filter, a search by name (its % and _ taken as text), totals, and pages that do not overlap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { createNews, listNewsForStaff, pageHotPicksForStaff, pageNewsForStaff } from './save-content';

describe('a page of a content list', () => {
  let handle: DatabaseHandle;
  let centerId: string;

  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
    for (const title of ['Zebra-Woche', 'Äpfel-Aktion', 'Apfelfest', '100% Rabatt']) {
      await createNews(handle.db, centerId, { title, status: 'Draft' });
    }
  }, 120_000);
  afterAll(() => handle?.close());

  it('keeps the list order without a sort, and pages through it without overlap', async () => {
    const all = await listNewsForStaff(handle.db, centerId);
    const first = await pageNewsForStaff(handle.db, centerId, { pageSize: 25 });
    expect(first.total).toBe(all.length);
    expect(first.rows.map((n) => n.id)).toEqual(all.slice(0, 25).map((n) => n.id));
    const second = await pageNewsForStaff(handle.db, centerId, { page: 2, pageSize: 25 });
    expect(second.rows.map((n) => n.id)).toEqual(all.slice(25, 50).map((n) => n.id));
  });

  it('sorts names in German order (Ä beside A) and filters by status', async () => {
    const drafts = await pageNewsForStaff(handle.db, centerId, {
      sort: { key: 'name', dir: 'asc' },
      filters: { status: 'Draft' },
      pageSize: 100,
    });
    expect(drafts.rows.every((n) => n.status === 'Draft')).toBe(true);
    const titles = drafts.rows.map((n) => n.title);
    // "Äpfel-" before "Apfelf": the hyphen sorts before letters, the umlaut counts as its letter
    expect(titles.indexOf('Apfelfest')).toBe(titles.indexOf('Äpfel-Aktion') + 1);
    expect(titles.indexOf('Zebra-Woche')).toBe(titles.length - 1);
  });

  it('searches by name with % taken as text', async () => {
    const found = await pageNewsForStaff(handle.db, centerId, { q: '100%' });
    expect(found.rows.map((n) => n.title)).toEqual(['100% Rabatt']);
    expect(found.total).toBe(1);
    expect((await pageNewsForStaff(handle.db, centerId, { q: '%' })).total).toBe(1);
  });

  it('refuses a status on a list without one, and sizes outside 25, 50, 100', async () => {
    await expect(pageHotPicksForStaff(handle.db, centerId, { filters: { status: 'Active' } })).rejects.toMatchObject({
      kind: 'invalid',
    });
    await expect(pageNewsForStaff(handle.db, centerId, { pageSize: 10_000 })).rejects.toMatchObject({
      kind: 'invalid',
    });
    expect(
      (await pageHotPicksForStaff(handle.db, centerId, { sort: { key: 'name', dir: 'desc' } })).total,
    ).toBeGreaterThan(0);
  });
});
