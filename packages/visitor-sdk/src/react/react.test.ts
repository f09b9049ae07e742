// The query options behind the React hooks: keys per host, center, resource and parameters; the read
// with react-query's abort signal.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createVisitorClient } from '../client';
import { json, startStub } from '../testing/servers';
import { visitorQueries, visitorQueryKey } from './index';

const CENTER = '6f1c1f5e-2d7b-4a53-9a49-0c3f8f5b8f10';
let stub: Awaited<ReturnType<typeof startStub>> | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

describe('visitorQueries', () => {
  it('keys each read by host, center, resource and parameters', () => {
    const client = createVisitorClient({ baseUrl: 'https://platform.example/', centerId: CENTER });
    expect(visitorQueryKey(client, 'shops', { limit: 10 })).toEqual([
      'center-platform',
      'https://platform.example',
      CENTER,
      'shops',
      { limit: 10 },
    ]);
    expect(visitorQueries.news(client, { centerId: 'other', published: true }).queryKey).toEqual([
      'center-platform',
      'https://platform.example',
      'other',
      'news',
      { published: true },
    ]);
    expect(visitorQueries.surface(createVisitorClient({ baseUrl: 'https://p.example' })).queryKey).toEqual([
      'center-platform',
      'https://p.example',
      null,
      'visitor-surface',
      {},
    ]);
  });

  it('reads through the client with a QueryClient', async () => {
    stub = await startStub((req, res) =>
      req.url?.includes('/shops')
        ? json(res, 200, {
            success: true,
            data: [],
            total: 0,
            pagination: { limit: 5, offset: 0, hasMore: false, nextOffset: null },
            meta: { centerId: CENTER, publicWebsite: true, status: null },
          })
        : json(res, 200, { success: true, data: [{ id: 'pick' }] }),
    );
    const client = createVisitorClient({ baseUrl: stub.baseUrl, centerId: CENTER });
    const queries = new QueryClient();
    expect(await queries.fetchQuery(visitorQueries.hotPicks(client))).toEqual([{ id: 'pick' }]);
    const page = await queries.fetchQuery(visitorQueries.shops(client, { publicWebsite: true, limit: 5 }));
    expect(page.total).toBe(0);
    expect(stub.requests.map((r) => r.url)).toEqual([
      `/api/centers/${CENTER}/hotpicks`,
      `/api/centers/${CENTER}/shops?publicWebsite=true&limit=5`,
    ]);
    queries.clear();
  });
});
