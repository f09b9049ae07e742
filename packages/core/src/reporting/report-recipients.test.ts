// The external recipients of the monthly client report (spec 6.1): replaced as a whole, validated, deduplicated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { getReportRecipients, setReportRecipients } from './report-recipients';

describe('report recipients', () => {
  let handle: DatabaseHandle;
  let centerId: string;

  beforeAll(async () => {
    handle = await openTestDatabase();
    centerId = (
      await handle.db.insertInto('centers').values({ name: 'R', slug: 'r' }).returning('id').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => handle?.close());

  it('starts empty, then holds the list given (trimmed, lower-cased, once each)', async () => {
    expect(await getReportRecipients(handle.db, centerId)).toEqual([]);
    const saved = await setReportRecipients(handle.db, centerId, [
      'Chef@Center.example',
      'chef@center.example',
      'b@x.example',
    ]);
    expect(saved).toEqual(['chef@center.example', 'b@x.example']);
    expect(await getReportRecipients(handle.db, centerId)).toEqual(saved);
    expect(await setReportRecipients(handle.db, centerId, [])).toEqual([]);
    expect(await getReportRecipients(handle.db, centerId)).toEqual([]);
  });

  it('refuses what is not a list of addresses, and unknown centers', async () => {
    await expect(setReportRecipients(handle.db, centerId, ['not an address'])).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
    await expect(setReportRecipients(handle.db, centerId, 'a@b.example')).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
    await expect(
      setReportRecipients(
        handle.db,
        centerId,
        Array.from({ length: 21 }, (_, i) => `u${i}@x.example`),
      ),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    await expect(
      setReportRecipients(handle.db, '00000000-0000-4000-8000-000000000000', ['a@b.example']),
    ).rejects.toMatchObject({ code: 'CENTER_NOT_FOUND' });
  });
});
