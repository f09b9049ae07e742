// The platform as `pnpm start` runs it, plus two bench routes in the same process: a bare route (the baseline of
// every ratio) and a write (a real shop save through core, which bumps the center's content version).
// The platform seeds the demo on an empty database; this adds a center `bench-center` with 5,000 shops. It prints
// `ready <url> rss=<MB>`, the RSS right after the platform started (before the bench center is added).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startPlatform } from '../apps/dashboard/dist/server/start.js';
import { loadConfig } from '../packages/core/dist/config/index.js';
import { createLogger } from '../packages/core/dist/logging/index.js';
import { toShopValues, updateShop } from '../packages/core/dist/shops/index.js';

let db;
const eventLoop = monitorEventLoopDelay({ resolution: 10 });
eventLoop.enable();
const config = loadConfig();
const platform = await startPlatform({
  config,
  logger: createLogger({ level: 'warn' }),
  mount: (app) => {
    app.get('/__baseline', (c) => c.text('ok'));
    // where the memory is, in MB
    // how long the event loop was held up since the last reset (ms): what every request waits for while it is held
    app.post('/__bench/event-loop', (c) => {
      const delay = { p99: eventLoop.percentile(99) / 1e6, max: eventLoop.max / 1e6 };
      eventLoop.reset();
      return c.json(delay);
    });
    app.get('/__bench/memory', (c) =>
      c.json(Object.fromEntries(Object.entries(process.memoryUsage()).map(([k, v]) => [k, Math.round(v / 1048576)]))),
    );
    // saves shop-0 of the bench center with the given short description
    app.post('/__bench/save-shop', async (c) => {
      const text = c.req.query('text') ?? '';
      const center = await db.selectFrom('centers').select('id').where('slug', '=', 'bench-center').executeTakeFirst();
      const shop = await db.selectFrom('shops').select('id').where('slug', '=', 'shop-0').executeTakeFirst();
      await updateShop(db, center.id, shop.id, { shortDescription: text });
      return c.json({ saved: text });
    });
  },
});
db = platform.db;
// the production entry's footprint: measured before the bench center is added
const startedRssMb = Math.round(process.memoryUsage().rss / 1048576);
if (!(await db.selectFrom('centers').select('id').where('slug', '=', 'bench-center').executeTakeFirst())) {
  const center = await db
    .insertInto('centers')
    .values({ name: 'Bench Center', slug: 'bench-center' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let batch = 0; batch < 10; batch++) {
    const shops = Array.from({ length: 500 }, (_, i) => {
      const n = batch * 500 + i;
      return toShopValues(center.id, {
        name: `Shop ${String(n).padStart(4, '0')}`,
        slug: `shop-${n}`,
        description: `<p>Shop ${n} führt Mode, Schuhe und Accessoires für die ganze Familie. Besuchen Sie uns im Center.</p>`,
        shortDescription: `Shop ${n} im Center`,
        floor: ['UG', 'EG', '1. OG'][n % 3],
        floorNumber: (n % 3) - 1,
        logo: `centers/${center.id}/shops/shop-${n}/logo.png`,
        coverImage: `/uploads/shops/shop-${n}-cover.jpg`,
        openingHours: {
          montag: { von: '09:30', bis: '20:00' },
          samstag: { von: '09:30', bis: '20:00' },
          sonntag: 'geschlossen',
        },
        tags: ['mode', 'schuhe'],
        website: `https://shop-${n}.example`,
      });
    });
    await db.insertInto('shops').values(shops).execute();
  }
}
console.log(`ready ${platform.url} rss=${startedRssMb}`);
process.once('SIGTERM', () => platform.stop().then(() => process.exit(0)));
