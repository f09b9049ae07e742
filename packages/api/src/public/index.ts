import { type ContentVersionReader, readContentVersion } from '@center-platform/core/centers';
import { openSnapshotSigner, type SnapshotSigner } from '@center-platform/core/snapshot';
import { registerChangeRoutes } from '../changes/changes.routes';
import type { AppDeps } from '../context';
import { createPublicApp, type PublicApp } from './public-app';
import { PublicReadCache } from './read-cache';
import { registerCenterRoutes } from './routes/centers';
import { registerContentRoutes } from './routes/content';
import { registerShopRoutes } from './routes/shops';
import { registerSnapshotRoutes } from './routes/snapshot';
import { registerStructureRoutes } from './routes/structure';
import { registerVisitorChatbotRoutes } from './routes/visitor-chatbot';
import { registerWayfindingRoutes } from './routes/wayfinding';
import { ContentVersionGate } from './version-gate';

export { withPublicReadFastPath } from './fast-path';
export type { PublicReadCache } from './read-cache';

/** The cache of the public reads' answers, shared by their routes and the fast path in front of them. */
export function createPublicReadCache(
  deps: Pick<AppDeps, 'db' | 'contentVersions'> & { readContentVersion?: ContentVersionReader },
): PublicReadCache {
  const read = deps.readContentVersion ?? ((selector) => readContentVersion(deps.db, selector));
  return new PublicReadCache(new ContentVersionGate(read, deps.contentVersions), {
    ...(deps.contentVersions ? { feed: deps.contentVersions } : {}),
  });
}

/** Every public read of spec 4.1 with CORS, validation, caching and its OpenAPI description. */
export function createPublicRoutes(
  deps: AppDeps,
  cache = deps.publicReadCache ?? createPublicReadCache(deps),
): PublicApp {
  const app = createPublicApp();
  const snapshotSigner = memoized(() => openSnapshotSigner(deps.db, deps.config.snapshotSigningSeed));
  const publicDeps = { ...deps, cache, snapshotSigner };
  // the by-slug and by-domain paths before the `{centerId}` ones they would otherwise match
  registerCenterRoutes(app, publicDeps);
  registerShopRoutes(app, publicDeps);
  registerStructureRoutes(app, publicDeps);
  registerContentRoutes(app, publicDeps);
  registerSnapshotRoutes(app, publicDeps);
  registerWayfindingRoutes(app, deps);
  registerVisitorChatbotRoutes(app, deps);
  registerChangeRoutes(app, deps);
  return app;
}

/** The promise of `make`, made once; a failed one is made again on the next call. */
function memoized(make: () => Promise<SnapshotSigner>): () => Promise<SnapshotSigner> {
  let made: Promise<SnapshotSigner> | undefined;
  return () => {
    made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
}
