import type { AddressInfo } from 'node:net';
import { createApp } from '@center-platform/api';
import {
  type Config,
  createDatabase,
  isDatabaseEmpty,
  type Logger,
  migrateToLatest,
  seedDemo,
  subscribeContentVersions,
} from '@center-platform/core';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import Redis from 'ioredis';
import { embedRoutes } from './embed/centerplan';
import { spaRoutes } from './spa';

export interface RunningPlatform {
  /** where this process listens, e.g. http://localhost:3000 */
  url: string;
  /** the demo SUPER_ADMIN's one-time setup link, when this start seeded the demo */
  setupLink?: string;
  stop(): Promise<void>;
}

/** Migrates, seeds the demo on an empty database, and serves dashboard and API on one port. */
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
  const database = createDatabase(config.database);
  let setupLink: string | undefined;
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length) logger.info({ applied }, 'migrations applied');
    if (config.demo.seed && (await isDatabaseEmpty(database.db))) {
      const seeded = await seedDemo(database.db, { adminEmail: config.demo.adminEmail, baseUrl: config.baseUrl });
      setupLink = seeded.setupLink;
      logger.info({ centerId: seeded.centerId }, 'demo data seeded');
    }
  } catch (error) {
    await database.close();
    throw error;
  }

  const contentVersions = await subscribeContentVersions(database);
  const app = new Hono();
  mount?.(app);
  // the shared rate-limit store of several API processes
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  redis?.on('error', (error) =>
    logger.warn({ err: error }, 'redis unavailable: rate limits fall back to process memory'),
  );
  const api = createApp({
    db: database.db,
    config,
    logger,
    ...(contentVersions ? { contentVersions } : {}),
    ...(redis ? { redis } : {}),
  });
  app.route('/', api);
  app.route('/', embedRoutes(database.db));
  // after the API: the dashboard's assets and its pages (/, /dashboard/*, /auth/*, /mail-alias/*)
  app.route('/', spaRoutes());

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, ...(config.host ? { hostname: config.host } : {}) }, () =>
      resolve(s),
    );
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://localhost:${port}`,
    ...(setupLink ? { setupLink } : {}),
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // idle keep-alive connections would hold close() open
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
      await contentVersions?.close();
      await redis?.quit().catch(() => undefined);
      await database.close();
    },
  };
}
