// The demo a test file gets from seedTestDemo: after the process's first seed, the rows are put back instead of
// seeded again; the database must then be as a seed leaves it, and go on working as one (history, identities).
import { type Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema';
import { seedDemo } from '../demo/seed';
import { createShop } from '../shops/save-shop';
import { seedTestDemo } from './demo-seed';
import { openTestDatabase } from './test-database';

/** the number of rows of every table but the migrations' */
async function contents(db: Kysely<Database>) {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and c.relname not like 'kysely\\_migration%' order by 1`.execute(db);
  const out: Record<string, number> = {};
  for (const { name } of rows) {
    const { rows: counted } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(name)}`.execute(db);
    out[name] = counted[0]?.n ?? 0;
  }
  return out;
}

describe('seedTestDemo', () => {
  const open: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const handle of open) await handle.close();
  });
  const database = async () => {
    const handle = await openTestDatabase();
    open.push(handle);
    return handle;
  };

  let keptCenterId = '';

  it('puts back the rows of the first seed, history included, and the database goes on as a seeded one', async () => {
    const first = await database();
    const seeded = await seedTestDemo(first.db, { adminEmail: 'admin@example.com', baseUrl: 'http://a.test' });
    const second = await database();
    const again = await seedTestDemo(second.db, { adminEmail: 'admin@example.com', baseUrl: 'http://b.test' });

    expect(again.centerId).toBe(seeded.centerId);
    keptCenterId = seeded.centerId;
    expect(again.setupLink).toBe(seeded.setupLink.replace('http://a.test', 'http://b.test'));
    const counts = await contents(second.db);
    expect(counts).toEqual(await contents(first.db));
    expect(counts.shops).toBeGreaterThan(10);
    expect(counts.record_revisions).toBeGreaterThan(counts.shops ?? 0);
    const shop = await second.db
      .selectFrom('shops')
      .selectAll()
      .where('centerId', '=', again.centerId)
      .orderBy('slug')
      .executeTakeFirstOrThrow();
    const original = await first.db.selectFrom('shops').selectAll().where('id', '=', shop.id).executeTakeFirstOrThrow();
    expect(shop).toEqual(original);

    // a write after it: the triggers record it, and the identity of the history goes on after the rows put back
    const revisions = counts.record_revisions ?? 0;
    await createShop(second.db, again.centerId, { name: 'After The Seed', slug: 'after-the-seed' });
    expect((await contents(second.db)).record_revisions).toBeGreaterThan(revisions);
  });

  it('seeds a database that is not empty on its own', async () => {
    const handle = await database();
    await handle.db.insertInto('organizations').values({ name: 'Before', slug: 'before' }).execute();
    const seeded = await seedTestDemo(handle.db, { adminEmail: 'admin@example.com', baseUrl: 'http://a.test' });
    expect(keptCenterId).not.toBe('');
    expect(seeded.centerId).not.toBe(keptCenterId);
    const fresh = await database();
    await seedDemo(fresh.db, { adminEmail: 'admin@example.com', baseUrl: 'http://a.test' });
    expect((await contents(handle.db)).organizations).toBe(((await contents(fresh.db)).organizations ?? 0) + 1);
  });
});
