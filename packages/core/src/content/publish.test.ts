// "Publish now" and "Schedule" (issue 25.6): an entry becomes Active and visible from the chosen moment, a news
// item takes it as its publish date, and the public reads follow: at once, or once the moment has come.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { listPublicEvents, listPublicNews } from './public-content';
import { isScheduled } from './publish-rules';
import { createEvent, createNews, publishEvent, publishNews } from './save-editorial';

describe('publishing', { timeout: 60_000 }, () => {
  let handle: DatabaseHandle;
  let centerId: string;
  const newsNow = (now = new Date()) =>
    listPublicNews(handle.db, centerId, now, { status: 'Active', constructionDiary: false, published: true });

  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
  });
  afterAll(() => handle.close());

  it('publishes a draft now: first in the public news, dated now', async () => {
    const draft = await createNews(handle.db, centerId, { title: 'Frisch veröffentlicht', status: 'Draft' });
    expect((await newsNow()).map((n) => n.id)).not.toContain(draft.id);
    const before = Date.now();
    const published = await publishNews(handle.db, centerId, draft.id, {});
    expect(published).toMatchObject({ status: 'Active', visibleFrom: null });
    expect(new Date(published.publishDate as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await newsNow())[0]?.id).toBe(draft.id);
  });

  it('schedules: hidden until the moment, then shown; the list can tell it is scheduled', async () => {
    const at = new Date(Date.now() + 86_400_000);
    const news = await createNews(handle.db, centerId, { title: 'Morgen', status: 'Draft' });
    const scheduled = await publishNews(handle.db, centerId, news.id, { at: at.toISOString() });
    expect(isScheduled(scheduled)).toBe(true);
    expect((await newsNow()).map((n) => n.id)).not.toContain(news.id);
    expect((await newsNow(new Date(at.getTime() + 1000))).map((n) => n.id)).toContain(news.id);

    const event = await createEvent(handle.db, centerId, { title: 'Lesung', status: 'Draft' });
    await publishEvent(handle.db, centerId, event.id, { at: at.toISOString() });
    expect((await listPublicEvents(handle.db, centerId, new Date())).map((e) => e.id)).not.toContain(event.id);
    expect((await listPublicEvents(handle.db, centerId, new Date(at.getTime() + 1000))).map((e) => e.id)).toContain(
      event.id,
    );
  });

  it('refuses a moment after the end of the entry’s window, and a moment that is no time', async () => {
    const event = await createEvent(handle.db, centerId, {
      title: 'Vorbei',
      visibleUntil: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await expect(
      publishEvent(handle.db, centerId, event.id, { at: new Date(Date.now() + 86_400_000).toISOString() }),
    ).rejects.toMatchObject({ code: 'INVALID_WINDOW' });
    await expect(publishEvent(handle.db, centerId, event.id, { at: 'morgen' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
  });
});
