// Public API issue, point 4: answers are cached per center content version, so a write through one API
// process is visible at once through another process on the same database.
import {
  bumpContentVersion,
  type ContentVersionFeed,
  readContentVersion,
  subscribeContentVersions,
} from '@center-platform/core/centers';
import { loadConfig } from '@center-platform/core/config';
import { createDatabase, type DatabaseHandle, migrateToLatest } from '@center-platform/core/db';
import { createLogger } from '@center-platform/core/logging';
import { seedTestDemo } from '@center-platform/core/testing';
import { provisionTestDatabase, type TestDatabase } from '@center-platform/test-db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { ContentVersionGate } from './version-gate';

describe('two API processes on one database', () => {
  let database: TestDatabase;
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let centerId: string;
  let feed: ContentVersionFeed | undefined;
  const apps: ReturnType<typeof createApp>[] = [];

  beforeAll(async () => {
    // a copy of the run's migrated template (migrating it again is a no-op)
    database = await provisionTestDatabase({ migrated: true });
    first = createDatabase(database.target);
    // PGlite is one connection in one process: both apps share it; on PostgreSQL each has its own pool
    second = database.target.kind === 'postgres' ? createDatabase(database.target) : first;
    await migrateToLatest(first.db);
    centerId = (await seedTestDemo(first.db, { adminEmail: 'a@example.com', baseUrl: 'http://x' })).centerId;
    // as the host runs them: on PGlite with the in-process feed of version bumps, on PostgreSQL without
    feed = await subscribeContentVersions(first);
    expect(Boolean(feed)).toBe(database.target.kind === 'pglite');
    for (const handle of [first, second]) {
      apps.push(
        createApp({
          db: handle.db,
          config: loadConfig({}),
          logger: createLogger({ level: 'silent' }),
          ...(feed ? { contentVersions: feed } : {}),
        }),
      );
    }
  });
  afterAll(async () => {
    await feed?.close();
    if (second !== first) await second.close();
    await first.close();
    await database.drop();
  });

  const shopName = async (app: ReturnType<typeof createApp>, shopId: string) => {
    const res = await app.request(`/api/centers/${centerId}/shops?limit=5000`);
    const body = (await res.json()) as { data: { id: string; name: string }[] };
    return body.data.find((s) => s.id === shopId)?.name;
  };

  it('never serves the older answer after a write through the other process', async () => {
    const shop = await first.db
      .selectFrom('shops')
      .select(['id', 'name'])
      .where('centerId', '=', centerId)
      .executeTakeFirstOrThrow();
    const [a, b] = apps as [ReturnType<typeof createApp>, ReturnType<typeof createApp>];
    expect(await shopName(b, shop.id)).toBe(shop.name); // b has it cached now

    for (let round = 1; round <= 3; round++) {
      const renamed = `${shop.name} (${round})`;
      // the write of process a: the change and the version bump in one transaction
      await first.db.transaction().execute(async (trx) => {
        await trx.updateTable('shops').set({ name: renamed }).where('id', '=', shop.id).execute();
        await bumpContentVersion(trx, centerId);
      });
      expect(await shopName(b, shop.id)).toBe(renamed);
      expect(await shopName(a, shop.id)).toBe(renamed);
    }
  });

  it('follows a slug that moved', async () => {
    const [, b] = apps as [ReturnType<typeof createApp>, ReturnType<typeof createApp>];
    expect((await b.request('/api/centers/by-slug/demo-center')).status).toBe(200);
    await first.db.transaction().execute(async (trx) => {
      await trx.updateTable('centers').set({ slug: 'demo-center-moved' }).where('id', '=', centerId).execute();
      await bumpContentVersion(trx, centerId);
    });
    expect((await b.request('/api/centers/by-slug/demo-center')).status).toBe(404);
    expect((await b.request('/api/centers/by-slug/demo-center-moved')).status).toBe(200);
  });

  it('a burst of concurrent reads costs a few version lookups, each started after its request came in', async () => {
    let lookups = 0;
    const counting = second.db.withPlugin({
      transformQuery: (args) => {
        lookups++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const gate = new ContentVersionGate((selector) => readContentVersion(counting, selector));
    const results = await Promise.all(Array.from({ length: 50 }, () => gate.resolve({ id: centerId })));
    expect(new Set(results.map((r) => r?.version)).size).toBe(1);
    expect(lookups).toBeLessThanOrEqual(2);

    // a request that arrives while a lookup runs waits for the next one, which sees the newer write
    const early = gate.resolve({ id: centerId });
    await first.db.transaction().execute((trx) => bumpContentVersion(trx, centerId));
    const late = gate.resolve({ id: centerId });
    const current = await sql<{ v: number }>`select content_version as v from centers where id = ${centerId}`.execute(
      first.db,
    );
    expect((await late)?.version).toBe(current.rows[0]?.v);
    expect((await early)?.version).toBeLessThanOrEqual(current.rows[0]?.v ?? 0);
  });
});
