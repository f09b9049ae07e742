// The platform as `pnpm start` runs it, plus a bare route in the same process as the bench's baseline.
// On an empty data folder it seeds the demo and a center `bench-center` with 5,000 shops.
import { startPlatform } from '../apps/dashboard/dist/server/start.js';
import { loadConfig } from '../packages/core/dist/config/index.js';
import { createDatabase, migrateToLatest } from '../packages/core/dist/db/index.js';
import { isDatabaseEmpty, seedDemo } from '../packages/core/dist/demo/index.js';
import { createLogger } from '../packages/core/dist/logging/index.js';
import { toShopValues } from '../packages/core/dist/shops/index.js';

const config = loadConfig();
const database = createDatabase(config.database);
await migrateToLatest(database.db);
if (await isDatabaseEmpty(database.db)) {
  await seedDemo(database.db, { adminEmail: config.demo.adminEmail, baseUrl: config.baseUrl });
  const center = await database.db
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
    await database.db.insertInto('shops').values(shops).execute();
  }
}
await database.close();

const platform = await startPlatform({
  config,
  logger: createLogger({ level: 'warn' }),
  mount: (app) => app.get('/__baseline', (c) => c.text('ok')),
});
console.log(`ready ${platform.url}`);
process.once('SIGTERM', () => platform.stop().then(() => process.exit(0)));
