// Spec 4.6: footfall is prepared: an empty series with the `no_live_data` marker; the range rules already hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { seedDemo } from '../demo/seed';
import { openTestDatabase } from '../testing/test-database';
import { getFootfall } from './footfall';

describe('footfall', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedDemo(handle.db, { adminEmail: 'admin@example.com', baseUrl: 'http://localhost' }));
  });
  afterAll(() => handle.close());

  it('answers no live data for a valid range, the last 30 days by default', async () => {
    expect(await getFootfall(handle.db, { centerId, from: '2026-01-01', to: '2026-01-31' })).toMatchObject({
      series: [],
      status: 'no_live_data',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    const answer = await getFootfall(handle.db, { centerId }, new Date('2026-05-10T12:00:00Z'));
    expect(answer).toMatchObject({ from: '2026-04-11', to: '2026-05-10' });
    expect(answer.message).toMatch(/no live measurements/);
  });

  it('refuses bad days, a reversed or too long range and an unknown center', async () => {
    await expect(getFootfall(handle.db, { centerId, from: '2026-02-30' })).rejects.toMatchObject({ kind: 'invalid' });
    await expect(getFootfall(handle.db, { centerId, from: '2026-03-02', to: '2026-03-01' })).rejects.toThrow(/from/);
    await expect(getFootfall(handle.db, { centerId, from: '2024-01-01', to: '2026-01-01' })).rejects.toMatchObject({
      code: 'RANGE_TOO_LONG',
    });
    await expect(getFootfall(handle.db, { centerId: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});
