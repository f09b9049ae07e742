// What the worker's process tests share: a database opened for one piece of work, and the legacy platform's
// stand-in serving a generated center big enough to kill the importing process in the middle of its shops.
import { createDatabase, type DatabaseTarget } from '@center-platform/core/db';
import { LEGACY_SCENARIOS, type LegacyPlatform, startLegacyPlatform } from '@center-platform/stand-ins';

/** Opens the database (the child processes hold it otherwise), does `work`, closes it. */
export async function withDatabase<T>(
  target: DatabaseTarget,
  work: (db: ReturnType<typeof createDatabase>['db']) => Promise<T>,
): Promise<T> {
  const handle = createDatabase(target);
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/** The generated legacy center's id on the stand-in. */
export const KILLABLE_LEGACY_SOURCE = 77;
/** 300 shops with images and some of every other kind (the stand-in reads these variables). */
const KILLABLE_LEGACY_SIZES = {
  LEGACY_GENERATED_SHOPS: '300',
  LEGACY_GENERATED_NEWS: '60',
  LEGACY_GENERATED_ZEITUNG: '4',
  LEGACY_GENERATED_FLOORS: '2',
  LEGACY_GENERATED_FLOOR_KB: '40',
  LEGACY_GENERATED_SERVICES: '10',
  LEGACY_GENERATED_JOBS: '10',
  LEGACY_GENERATED_OFFERS: '10',
  LEGACY_GENERATED_EVENTS: '10',
  LEGACY_GENERATED_SLIDES: '3',
};

/** The stand-in serving KILLABLE_LEGACY_SOURCE; its `close` also gives the environment its sizes back. */
export async function startKillableLegacyPlatform(): Promise<LegacyPlatform> {
  const saved = Object.fromEntries(Object.keys(KILLABLE_LEGACY_SIZES).map((key) => [key, process.env[key]]));
  Object.assign(process.env, KILLABLE_LEGACY_SIZES);
  const legacy = await startLegacyPlatform({ dataModule: LEGACY_SCENARIOS.generated, latencyMs: 3 });
  return {
    ...legacy,
    close: async () => {
      await legacy.close();
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    },
  };
}
