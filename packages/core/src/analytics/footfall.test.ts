// Spec 4.6, issue 25.8: footfall answers the visitors a counter reported per day; a center without a counter gets an
// empty series with the `no_live_data` marker; the range rules hold either way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { getFootfall, recordFootfall } from './footfall';

describe('footfall', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
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

  it('answers the counts a counter reported, per measured day of the range, a day reported again replaced', async () => {
    const other = await handle.db
      .selectFrom('centers')
      .select('id')
      .where('slug', '=', 'nord-arkaden')
      .executeTakeFirstOrThrow();
    const now = new Date('2026-11-28T10:00:00Z');
    await recordFootfall(
      handle.db,
      other.id,
      {
        days: [
          { day: '2026-11-20', visitors: 12000 },
          { day: '2026-11-21', visitors: 15500 },
          { day: '2026-11-27', visitors: 9800 },
        ],
      },
      now,
    );
    await recordFootfall(handle.db, other.id, { days: [{ day: '2026-11-21', visitors: 15000 }] }, now);
    const week = await getFootfall(handle.db, { centerId: other.id, from: '2026-11-21', to: '2026-11-27' });
    expect(week).toMatchObject({
      status: 'measured',
      lastDay: '2026-11-27',
      total: 24800,
      series: [
        { day: '2026-11-21', visitors: 15000 },
        { day: '2026-11-27', visitors: 9800 },
      ],
    });
    // another center's counts are not this one's
    expect(await getFootfall(handle.db, { centerId, from: '2026-11-21', to: '2026-11-27' })).toMatchObject({
      status: 'no_live_data',
      series: [],
      total: 0,
    });
  });

  it('refuses a day in the future, a day twice, a negative count and unknown fields', async () => {
    const now = new Date('2026-11-28T10:00:00Z');
    const refused = (days: unknown) => recordFootfall(handle.db, centerId, { days } as never, now);
    await expect(refused([{ day: '2026-11-29', visitors: 1 }])).rejects.toMatchObject({ code: 'DAY_IN_FUTURE' });
    await expect(
      refused([
        { day: '2026-11-01', visitors: 1 },
        { day: '2026-11-01', visitors: 2 },
      ]),
    ).rejects.toMatchObject({ kind: 'invalid' });
    await expect(refused([{ day: '2026-11-01', visitors: -1 }])).rejects.toMatchObject({ kind: 'invalid' });
    await expect(refused([{ day: '2026-11-01', visitors: 1, source: 'x' }])).rejects.toMatchObject({ kind: 'invalid' });
    await expect(refused([])).rejects.toMatchObject({ kind: 'invalid' });
  });
});
