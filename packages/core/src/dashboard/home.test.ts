// Spec 4.6: the dashboard home aggregate counts what is in the center, and only that center.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { seedDemo } from '../demo/seed';
import { openTestDatabase } from '../testing/test-database';
import { getDashboardHome } from './home';

describe('dashboard home', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  const now = new Date();
  beforeAll(async () => {
    handle = await openTestDatabase();
    centerId = (await seedDemo(handle.db, { adminEmail: 'a@example.com', baseUrl: 'http://x', now })).centerId;
  });
  afterAll(() => handle.close());

  it('counts content, health and social of the center', async () => {
    await handle.db
      .insertInto('socialPosts')
      .values({ centerId, sourceType: 'manual', text: 'Hallo', state: 'pending_approval' })
      .execute();
    const home = await getDashboardHome(handle.db, centerId, now);
    const activeNews = await handle.db
      .selectFrom('news')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('centerId', '=', centerId)
      .where('status', '=', 'Active')
      .executeTakeFirstOrThrow();
    expect(home.content.news.active).toBe(Number(activeNews.n));
    expect(home.content.news.draft).toBeGreaterThan(0);
    expect(home.content.news.scheduled).toBeGreaterThan(0);
    expect(home.approvals.pending).toBe(1);
    expect(home.health.floors).toBe(3);
    expect(home.health.shops).toBeGreaterThan(100);
    expect(home.health.shopsWithoutHours).toBeGreaterThan(0);
    expect(home.health.activeHotPicks).toBe(66);
  });

  it('counts nothing of another center', async () => {
    const other = await handle.db
      .selectFrom('centers')
      .select('id')
      .where('slug', '=', 'nord-arkaden')
      .executeTakeFirstOrThrow();
    const home = await getDashboardHome(handle.db, other.id, now);
    expect(home.approvals.pending).toBe(0);
    expect(home.health.floors).toBe(0);
    expect(home.content.news.active).toBe(0);
  });
});
