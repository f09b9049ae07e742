// Issue 22, point 5: the shop reads say whether each demo shop is open; under 10 % unknown at any hour (before the
// rule: 82 of 113 unknown on a weekday at 14:00, 64 on Sunday).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { listPublicShops } from './public-shops';

describe('the opening status of the shop reads', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
  });
  afterAll(() => handle?.close());

  it.each([
    ['a weekday at 14:00', '2026-11-25T13:00:00Z'],
    ['Sunday at 14:00', '2026-11-29T13:00:00Z'],
    ['Monday at 08:00', '2026-11-23T07:00:00Z'],
    ['Saturday at 21:30', '2026-11-28T20:30:00Z'],
  ])('tells open or closed for at least 90 %% of the demo shops on %s', async (_label, iso) => {
    const page = await listPublicShops(
      handle.db,
      centerId,
      { publicWebsite: true, limit: 5000, offset: 0 },
      new Date(iso),
    );
    const unknown = page.data.filter((shop) => shop.openingStatus.state === 'unknown').length;
    expect(page.data.length).toBeGreaterThan(100);
    expect(unknown / page.data.length).toBeLessThan(0.1);
    for (const shop of page.data) {
      if (shop.openingStatus.state === 'unknown') continue;
      expect(Date.parse(shop.openingStatus.nextChange ?? '')).toBeGreaterThan(Date.parse(iso));
    }
  });
});
