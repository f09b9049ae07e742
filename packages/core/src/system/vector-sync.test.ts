// Spec 4.6: vector index health; the platform keeps no index, so all public content needs a sync.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { getVectorSyncHealth } from './vector-sync';

describe('vector sync health', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await seedTestDemo(handle.db);
  });
  afterAll(() => handle.close());

  it('counts every active public item as needing a sync when never indexed', async () => {
    const health = await getVectorSyncHealth(handle.db);
    const activeNews = await handle.db
      .selectFrom('news')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'Active')
      .executeTakeFirstOrThrow();
    expect(health).toMatchObject({ indexed: false, status: 'never_indexed', lastIndexedAt: null });
    expect(health.needsSync).toBe(health.total);
    expect(health.total).toBeGreaterThan(0);
    expect(health.byType.news.total).toBe(Number(activeNews.n));
  });

  it('counts only changes since an index run', async () => {
    const future = await getVectorSyncHealth(handle.db, { lastIndexedAt: new Date(Date.now() + 60_000) });
    expect(future).toMatchObject({ indexed: true, status: 'in_sync', needsSync: 0 });
    const past = await getVectorSyncHealth(handle.db, { lastIndexedAt: new Date('2000-01-01T00:00:00Z') });
    expect(past.status).toBe('needs_sync');
    expect(past.needsSync).toBe(past.total);
  });
});
