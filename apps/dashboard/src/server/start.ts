import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { connectRateLimitStore, createApp, createPublicReadCache, withPublicReadFastPath } from '@center-platform/api';
import { openBellFeed } from '@center-platform/core/bell';
import { contentVersionReader, subscribeContentVersions } from '@center-platform/core/centers';
import { openChangeFeed } from '@center-platform/core/changes';
import type { Config } from '@center-platform/core/config';
import {
  createDatabase,
  type Database,
  initializeEmbeddedDataDir,
  type KeyedFeed,
  withStartUpLock,
} from '@center-platform/core/db';
import { isDatabaseEmpty, seedDemo } from '@center-platform/core/demo';
import { createJobQueue, type JobQueue, type JobWorkers, startJobWorkers } from '@center-platform/core/jobs';
import type { Logger } from '@center-platform/core/logging';
import { createHttpSocialPublisher } from '@center-platform/core/social';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { embedRoutes } from './embed/centerplan';
import { spaRoutes } from './spa';

export interface RunningPlatform {
  /** where this process listens, e.g. http://localhost:3000 */
  url: string;
  /** the demo SUPER_ADMIN's one-time setup link, when this start seeded the demo */
  setupLink?: string;
  /** the job queue of this process: a worker (in-process job workers) or, with RUN_JOB_WORKERS=false, a producer */
  jobs: JobQueue;
  /**
   * the database this process opened (PGlite allows one process only): for tests and benches that prepare data
   * the API has no route for; closed by `stop()`
   */
  db: Kysely<Database>;
  stop(): Promise<void>;
}

/**
 * Migrates, seeds the demo on an empty database, starts the job workers (always on PGlite, whose data folder only
 * this process may open; on PostgreSQL unless RUN_JOB_WORKERS=false, when apps/worker runs them and this process only
 * enqueues), and serves dashboard and API on one port.
 */
export async function startPlatform({
  config,
  logger,
  mount,
}: {
  config: Config;
  logger: Logger;
  /** extra routes mounted before the platform's own (the bench's baseline route) */
  mount?: (app: Hono) => void;
}): Promise<RunningPlatform> {
  await initializeEmbeddedDataDir(config.database);
  const database = createDatabase(config.database);
  let setupLink: string | undefined;
  let workers: JobWorkers | undefined;
  let jobs: JobQueue;
  try {
    // processes started at once on one database take turns: one migrates and seeds, the others find it done
    await withStartUpLock(database.db, async (db, applied) => {
      if (applied.length) logger.info({ applied }, 'migrations applied');
      if (config.demo.seed && (await isDatabaseEmpty(db))) {
        const seeded = await seedDemo(db, { adminEmail: config.demo.adminEmail, baseUrl: config.baseUrl });
        setupLink = seeded.setupLink;
        logger.info({ centerId: seeded.centerId }, 'demo data seeded');
      }
    });
    if (database.kind === 'pglite' || config.runJobWorkers) {
      workers = await startJobWorkers({ database, config, logger });
      jobs = workers.queue;
    } else {
      jobs = await createJobQueue(database, { role: 'producer', logger });
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  // before the database closes: running jobs finish (or are handed back for a retry) first
  const stopJobs = () => (workers ? workers.stop() : jobs.stop());

  const contentVersions = await subscribeContentVersions(database);
  // a database that refuses a feed's listener stops the start like any other: the job workers must not stay
  const feeds: KeyedFeed[] = [];
  try {
    feeds.push(await openBellFeed(database, logger));
    feeds.push(await openChangeFeed(database, logger));
  } catch (error) {
    await Promise.all(feeds.map((feed) => feed.close()));
    await stopJobs().catch(() => undefined);
    await contentVersions?.close();
    await database.close();
    throw error;
  }
  const [bellFeed, changeFeed] = feeds as [KeyedFeed, KeyedFeed];
  const closeFeeds = () => Promise.all(feeds.map((feed) => feed.close()));
  const lifecycle = { draining: false };
  const app = new Hono();
  // while draining every answer closes its connection: a keep-alive client's next request opens a new one,
  // which the load balancer sends to a process that is ready
  app.use(async (c, next) => {
    await next();
    if (lifecycle.draining) c.header('Connection', 'close');
  });
  mount?.(app);
  // the shared rate-limit store of several API processes
  const redis = config.redisUrl ? connectRateLimitStore(config.redisUrl, logger) : undefined;
  const publicReadCache = createPublicReadCache({
    db: database.db,
    readContentVersion: contentVersionReader(database),
    ...(contentVersions ? { contentVersions } : {}),
  });
  const api = createApp({
    publicReadCache,
    db: database.db,
    config,
    logger,
    ...(contentVersions ? { contentVersions } : {}),
    bellFeed,
    changeFeed,
    ...(redis ? { redis } : {}),
    ...(config.socialPublisher ? { socialPublisher: createHttpSocialPublisher(config.socialPublisher) } : {}),
    jobs,
    lifecycle,
  });
  app.route('/', api);
  app.route('/', embedRoutes(database.db));
  // after the API: the dashboard's assets and its pages (/, /dashboard/*, /auth/*, /mail-alias/*)
  app.route('/', spaRoutes());

  // a public read in the cache is answered in front of Hono (issue 23); everything else goes to the app
  const server = createServer(
    withPublicReadFastPath(getRequestListener(app.fetch), { cache: publicReadCache, logger, lifecycle }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  }).catch(async (error: unknown) => {
    // e.g. the port is taken: the job workers would keep the process alive
    await stopJobs().catch(() => undefined);
    await closeFeeds();
    await contentVersions?.close();
    await redis?.quit().catch(() => undefined);
    await database.close();
    throw error;
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://localhost:${port}`,
    ...(setupLink ? { setupLink } : {}),
    jobs,
    db: database.db,
    async stop() {
      lifecycle.draining = true;
      // the live bells and change streams end now: their clients reconnect to a process that is ready
      await closeFeeds();
      await sleep(config.shutdown.drainDelayMs);
      // no new connections; idle ones close now (Node's close() does), busy ones after their answer (Connection: close)
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const deadline = setTimeout(() => server.closeAllConnections(), config.shutdown.graceMs);
      await closed;
      clearTimeout(deadline);
      await stopJobs();
      await contentVersions?.close();
      await redis?.quit().catch(() => undefined);
      await database.close();
    },
  };
}
