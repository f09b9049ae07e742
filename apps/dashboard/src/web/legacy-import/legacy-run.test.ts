import { describe, expect, it } from 'vitest';
import { chosenReads, legacyProgress, moreWarnings, partCounts } from './legacy-run';

describe('reading a legacy import run', () => {
  it('takes every read that is not switched off, as the API defaults missing flags to on', () => {
    expect(chosenReads({ shops: true, services: false, centerplan: false })).toEqual([
      'shops',
      'news',
      'centerzeitung',
      'jobs',
      'offers',
      'events',
      'informationen',
      'slider',
    ]);
    expect(chosenReads(null)).toHaveLength(10);
  });

  it('lists the counts of finished parts in the order of the parts, reading numbers only', () => {
    const counts = {
      shops: { created: 3, updated: 1, unchanged: 0, failed: 2 },
      center: { created: 0, updated: 1, unchanged: 0, failed: 0 },
      news: { created: 'x' },
      bogus: { created: 1 },
      events: 'broken',
    };
    expect(partCounts(counts)).toEqual([
      { part: 'center', created: 0, updated: 1, unchanged: 0, failed: 0 },
      { part: 'shops', created: 3, updated: 1, unchanged: 0, failed: 2 },
      { part: 'news', created: 0, updated: 0, unchanged: 0, failed: 0 },
    ]);
    expect(partCounts(undefined)).toEqual([]);
  });

  it('counts finished parts of the chosen ones and names the read under way by its flag', () => {
    const one = { created: 1, updated: 0, unchanged: 0, failed: 0 };
    const run = {
      options: { shops: true, services: true, news: false, centerzeitung: false, jobs: false, offers: false },
      progress: { read: '/services', done: 4, total: 10 },
      counts: { center: one, shops: one },
    };
    // center + shops + services + events + informationen + slider + centerplan
    expect(legacyProgress(run)).toEqual({
      partsDone: 2,
      partsTotal: 7,
      current: { part: 'services', done: 4, total: 10 },
    });
    // a read that is done, or one the screen does not know, is not "under way"
    expect(legacyProgress({ ...run, progress: { read: '/services', done: 10, total: 10 } }).current).toBeNull();
    expect(legacyProgress({ ...run, progress: { read: '/unknown', done: 1, total: 10 } }).current).toBeNull();
    expect(legacyProgress({ options: {}, progress: {}, counts: {} })).toEqual({
      partsDone: 0,
      partsTotal: 11,
      current: null,
    });
  });

  it('reads the number of warnings that were not kept', () => {
    expect(moreWarnings({ progress: { moreWarnings: 12 } })).toBe(12);
    expect(moreWarnings({ progress: {} })).toBe(0);
  });
});
