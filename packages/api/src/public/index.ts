import type { AppDeps } from '../context';
import { createPublicApp, type PublicApp } from './public-app';
import { PublicReadCache } from './read-cache';
import { registerCenterRoutes } from './routes/centers';
import { registerContentRoutes } from './routes/content';
import { registerShopRoutes } from './routes/shops';
import { registerStructureRoutes } from './routes/structure';
import { registerVisitorChatbotRoutes } from './routes/visitor-chatbot';
import { registerWayfindingRoutes } from './routes/wayfinding';
import { ContentVersionGate } from './version-gate';

/** Every public read of spec 4.1 with CORS, validation, caching and its OpenAPI description. */
export function createPublicRoutes(deps: AppDeps): PublicApp {
  const app = createPublicApp();
  const publicDeps = { ...deps, cache: new PublicReadCache(new ContentVersionGate(deps.db, deps.contentVersions)) };
  // the by-slug and by-domain paths before the `{centerId}` ones they would otherwise match
  registerCenterRoutes(app, publicDeps);
  registerShopRoutes(app, publicDeps);
  registerStructureRoutes(app, publicDeps);
  registerContentRoutes(app, publicDeps);
  registerWayfindingRoutes(app, deps);
  registerVisitorChatbotRoutes(app, deps);
  return app;
}
